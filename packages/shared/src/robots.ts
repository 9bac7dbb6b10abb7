/**
 * The house robots: they fill arena seats a creator asks for and join some official roll rooms.
 * Everything about them is public (a robot's seed is what it brings to a battle's client seed),
 * and every screen labels them as robots.
 */
export interface HouseRobot {
  readonly id: string;
  /** The shipped name: operators may rename a robot (and give it a picture); its id and seed never change. */
  readonly nickname: string;
  readonly seed: string;
}

export const HOUSE_ROBOTS: readonly HouseRobot[] = [
  { id: 'robot-1', nickname: 'Bot Vega', seed: 'lootbay-robot-vega' },
  { id: 'robot-2', nickname: 'Bot Orion', seed: 'lootbay-robot-orion' },
  { id: 'robot-3', nickname: 'Bot Lyra', seed: 'lootbay-robot-lyra' },
  { id: 'robot-4', nickname: 'Bot Atlas', seed: 'lootbay-robot-atlas' },
  { id: 'robot-5', nickname: 'Bot Nova', seed: 'lootbay-robot-nova' },
  { id: 'robot-6', nickname: 'Bot Rigel', seed: 'lootbay-robot-rigel' },
  { id: 'robot-7', nickname: 'Bot Sirius', seed: 'lootbay-robot-sirius' },
  { id: 'robot-8', nickname: 'Bot Draco', seed: 'lootbay-robot-draco' },
];

export function houseRobot(id: string): HouseRobot | undefined {
  return HOUSE_ROBOTS.find((robot) => robot.id === id);
}
