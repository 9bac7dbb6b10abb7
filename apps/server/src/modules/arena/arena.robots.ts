import { HOUSE_ROBOTS, type HouseRobot } from '@lootbay/shared/robots';

/**
 * Which house robot takes an empty seat when a battle's creator asks: fixed by the battle's public
 * hash (published before anyone joined) and the seat, so the house cannot pick robots whose seeds
 * suit its secret.
 */
export function robotForSeat(publicHash: string, seat: number): HouseRobot {
  const start = Number.parseInt(publicHash.slice(0, 8), 16);
  return HOUSE_ROBOTS[(start + seat) % HOUSE_ROBOTS.length]!;
}
