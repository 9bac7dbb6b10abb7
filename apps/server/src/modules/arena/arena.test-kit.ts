import type { ArenaBattle } from '@lootbay/shared/schemas/arena';
import type { Box } from '@lootbay/shared/schemas/catalog';
import type { TestApp } from '../../../test/helpers/app';

/** Settings that play a full battle at once: no countdown and no pause between rounds. */
export const ARENA_AT_ONCE = { ARENA_COUNTDOWN_MS: '0', ARENA_ROUND_MS: '0' } as const;

/** Runs due jobs until the battle stops changing (its rounds and settlement are jobs). */
export async function playOut(t: TestApp, id: string): Promise<ArenaBattle> {
  for (let pass = 0; pass < 40; pass += 1) {
    if ((await t.app.scheduler.runDueOnce()) === 0) break;
  }
  return battle(t, id);
}

export async function battle(t: TestApp, id: string): Promise<ArenaBattle> {
  const answer = await t.call<ArenaBattle>('/visitor/arenaDetail', { id });
  if (answer.code !== 100) throw new Error(`arenaDetail ${id}: ${answer.msg}`);
  return answer.data;
}

/** The boxes a battle may hold, cheapest first. */
export async function arenaBoxes(t: TestApp): Promise<Box[]> {
  return (await t.call<Box[]>('/visitor/arenaBoxAll', {})).data.sort((a, b) => a.price - b.price);
}
