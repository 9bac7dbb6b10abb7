/**
 * The house robots that fill empty seats when a battle's creator asks. Each brings a fixed, public
 * seed to the battle's client seed, and which robot takes which seat follows from the battle's
 * public hash (published before anyone joined), so the house cannot pick seeds that suit it.
 */
export interface ArenaRobot {
  readonly id: string;
  readonly nickname: string;
  readonly seed: string;
}

export const ARENA_ROBOTS: readonly ArenaRobot[] = [
  { id: 'robot-1', nickname: 'Bot Vega', seed: 'lootbay-robot-vega' },
  { id: 'robot-2', nickname: 'Bot Orion', seed: 'lootbay-robot-orion' },
  { id: 'robot-3', nickname: 'Bot Lyra', seed: 'lootbay-robot-lyra' },
  { id: 'robot-4', nickname: 'Bot Atlas', seed: 'lootbay-robot-atlas' },
  { id: 'robot-5', nickname: 'Bot Nova', seed: 'lootbay-robot-nova' },
  { id: 'robot-6', nickname: 'Bot Rigel', seed: 'lootbay-robot-rigel' },
  { id: 'robot-7', nickname: 'Bot Sirius', seed: 'lootbay-robot-sirius' },
  { id: 'robot-8', nickname: 'Bot Draco', seed: 'lootbay-robot-draco' },
];

/** The robot that takes a seat of a battle: fixed by the battle's public hash and the seat. */
export function robotForSeat(publicHash: string, seat: number): ArenaRobot {
  const start = Number.parseInt(publicHash.slice(0, 8), 16);
  return ARENA_ROBOTS[(start + seat) % ARENA_ROBOTS.length]!;
}

export function robotById(id: string): ArenaRobot | undefined {
  return ARENA_ROBOTS.find((robot) => robot.id === id);
}
