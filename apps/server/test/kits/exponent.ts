import { randomUUID } from 'node:crypto';
import type { ExponentBoxList, ExponentCurrentUser, ExponentList, ExponentPurchase } from '@lootbay/shared/schemas/exponent';
import type { Envelope } from '@lootbay/shared/schemas/common';
import { runAllDue, type TestApp } from '../helpers/app';

export const ROUND_MS = 60_000;

/** How soon after its end a round settles at the latest: the first beacon round after the end is out (the stand-in's period is 1 s in tests). */
export const SETTLES_WITHIN_MS = 1_100;

/** A test's own clock, moved by hand; the scheduler and the modules read it. */
export interface TestClock {
  now: number;
}

/** The app on a clock of the test's, rounds of 60 s, running jobs (so it starts the site's rounds as it starts). */
export function clockDeps(clock: TestClock) {
  return { deps: { clock: () => clock.now, scheduler: { now: () => clock.now } }, env: { EXPONENT_ROUND_SECONDS: String(ROUND_MS / 1000), SCHEDULER: 'true' } };
}

/** Runs the scheduler until nothing more is due at the clock's time. */
export async function runDue(t: TestApp): Promise<void> {
  await runAllDue(t.app);
}

/**
 * Moves the clock into the site's first round, which the app committed as it started, at the next
 * whole round after its start. Answers that round's start.
 */
export async function startRounds(t: TestApp, clock: TestClock): Promise<number> {
  clock.now = (Math.floor(clock.now / ROUND_MS) + 1) * ROUND_MS + 1;
  await runDue(t);
  return clock.now - 1;
}

export async function data<T>(answer: Promise<Envelope<T>>): Promise<T> {
  const envelope = await answer;
  if (envelope.code !== 100) throw new Error(`${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

export const boxList = (t: TestApp) => data(t.call<ExponentBoxList>('/exponential/boxList'));
export const rounds = (t: TestApp, body: Record<string, unknown> = {}) => data(t.call<ExponentList>('/exponential/list', body));
export const standing = (t: TestApp, token?: string) => data(t.call<ExponentCurrentUser>('/exponential/currentUser', {}, token ? { token } : {}));

export function choose(t: TestApp, token: string, body: { boxId: string; direction: 'rise' | 'fall'; issue?: string; requestId?: string }) {
  return t.call<ExponentPurchase>('/exponential/choiceBox', { requestId: randomUUID(), ...body }, { token });
}
