import type { ArenaBattle } from '@lootbay/shared/schemas/arena';
import type { Box } from '@lootbay/shared/schemas/catalog';
import type { TestApp } from '../helpers/app';

/** Settings that play a full battle at once: no countdown and no pause between rounds. */
export const ARENA_AT_ONCE = { ARENA_COUNTDOWN_MS: '0', ARENA_ROUND_MS: '0' } as const;

/** How long after it fills a battle against robots waits for its beacon round at most in tests (the stand-in's period is 1 s there). */
export const ROBOT_BEACON_MS = 1_100;
/** The longest `playOut` waits on the wall clock for that round. */
const BEACON_WAIT_MS = 5_000;

/**
 * Runs due jobs until the battle stops changing (its rounds and settlement are jobs); a battle
 * against robots first waits for the beacon round after it filled.
 */
export async function playOut(t: TestApp, id: string): Promise<ArenaBattle> {
  const deadline = Date.now() + BEACON_WAIT_MS;
  for (let pass = 0; pass < 200; pass += 1) {
    if ((await t.app.scheduler.runDueOnce()) > 0) continue;
    const now = await battle(t, id);
    if (now.status !== 'ready' || now.clientSeed !== null || Date.now() > deadline) return now;
    await new Promise((resolve) => setTimeout(resolve, 100));
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
