import { dayOf, periodAt } from '../calendar';
import { gameRollPoint } from './game-roll';
import type { HashedOdds } from './odds-hash';
import { ROLL_POINT_MAX } from './roll';

/**
 * The exponent (index) game's rules, for the server that settles rounds and the browser that
 * checks one. A round rolls once on its game seed: the client seed is the round's issue, ":" and
 * the buyers' user seeds joined by "," in purchase order; the message `<clientSeed>:0:0` rolls
 * the result, rise at 1..50000 and fall above. The same roll point moves the index and names the
 * graffiti every miss of the round receives.
 */

export const EXPONENT_DIRECTIONS = ['rise', 'fall'] as const;
export type ExponentDirection = (typeof EXPONENT_DIRECTIONS)[number];

/** The round and index of a round's one roll on its game seed. */
export const EXPONENT_ROLL = { round: 0, index: 0 } as const;

/** The highest roll point that rises: half of 1..100000, so each outcome has exactly 50%. */
export const EXPONENT_RISE_POINTS = ROLL_POINT_MAX / 2;

/** The index every site starts at, hundredths (1000.00). */
export const EXPONENT_INDEX_START = 100_000;

/** `<issue>:<seed>,<seed>…`, then `:<beacon value>` when the round took a beacon round (every round since the beacon). */
export function exponentClientSeed(issue: string, userSeeds: readonly string[], beaconValue?: string | null): string {
  const seeds = `${issue}:${userSeeds.join(',')}`;
  return beaconValue ? `${seeds}:${beaconValue}` : seeds;
}

export function exponentResult(rollPoint: number): ExponentDirection {
  if (!Number.isSafeInteger(rollPoint) || rollPoint < 1 || rollPoint > ROLL_POINT_MAX) throw new RangeError(`not a roll point: ${rollPoint}`);
  return rollPoint <= EXPONENT_RISE_POINTS ? 'rise' : 'fall';
}

/** The odds every round's roll is read against, recorded with it like a box's: no price, two outcomes. */
export const EXPONENT_ODDS: HashedOdds = {
  id: 'exponent@1',
  price: 0,
  entries: [
    { from: 1, to: EXPONENT_RISE_POINTS, itemId: 'rise', price: 0 },
    { from: EXPONENT_RISE_POINTS + 1, to: ROLL_POINT_MAX, itemId: 'fall', price: 0 },
  ],
};

/** How far the roll point moves the index, in basis points of its value: 0.10% to 0.50%. */
export function exponentStepBasisPoints(rollPoint: number): number {
  return 10 + ((rollPoint - 1) % 41);
}

/** The index after a round, from the index it opened at and its roll point; never below 0.01. */
export function exponentIndexAfter(open: number, rollPoint: number): number {
  const step = Math.max(1, Math.floor((open * exponentStepBasisPoints(rollPoint)) / 10_000));
  return exponentResult(rollPoint) === 'rise' ? open + step : Math.max(1, open - step);
}

/** Which of the consolation graffiti (in id order) a miss receives: the ((point − 1) mod n)-th. */
export function exponentGraffitiIndex(rollPoint: number, count: number): number {
  if (count < 1) throw new RangeError('no graffiti to choose from');
  return (rollPoint - 1) % count;
}

/**
 * A round's issue number, from its start: the site day `YYYYMMDD` and the round's place in that
 * day, from 1, at least four digits (`202611300001` is a day's first minute).
 */
export function exponentIssue(startsAt: number, roundMs: number, timeZone: string): string {
  const day = dayOf(timeZone, startsAt).replaceAll('-', '');
  const place = Math.floor((startsAt - periodAt('day', timeZone, startsAt).start) / roundMs) + 1;
  return `${day}${String(place).padStart(4, '0')}`;
}

export interface ExponentRoundCheck {
  readonly clientSeed: string;
  readonly rollPoint: number;
  readonly result: ExponentDirection;
  readonly index: number;
}

/** A settled round recomputed from its revealed secret, its buyers' seeds and the index it opened at. */
export async function checkExponentRound(round: { readonly issue: string; readonly secret: string; readonly userSeeds: readonly string[]; readonly openIndex: number; readonly beaconValue?: string | null }): Promise<ExponentRoundCheck> {
  const clientSeed = exponentClientSeed(round.issue, round.userSeeds, round.beaconValue);
  const rollPoint = await gameRollPoint({ secret: round.secret, clientSeed, ...EXPONENT_ROLL });
  return { clientSeed, rollPoint, result: exponentResult(rollPoint), index: exponentIndexAfter(round.openIndex, rollPoint) };
}
