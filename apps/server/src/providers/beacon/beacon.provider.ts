import { verifyBeaconRound, type BeaconInfo, type BeaconRound } from '@lootbay/shared/fairness/beacon';

/**
 * Where the platform takes public randomness from: a round of a beacon that nobody, the platform
 * included, can know before it is published. The real adapter asks drand's relays; the sandbox
 * signs its own rounds with a development key.
 */
export interface BeaconProvider {
  readonly name: string;
  /** The beacon's pinned description; rejects with BeaconUnavailableError when it cannot be had. */
  info(): Promise<BeaconInfo>;
  /**
   * Round `n`, verified against `info()`; null while not yet published. Rejects with
   * BeaconUnavailableError when the beacon cannot be reached or serves a round that does not verify.
   */
  round(n: number): Promise<BeaconRound | null>;
}

export class BeaconUnavailableError extends Error {
  override name = 'BeaconUnavailableError';
}

/** The round only if it is the beacon's own: a round that fails verification is never handed on. */
export async function verifiedRound(info: BeaconInfo, round: BeaconRound, source: string): Promise<BeaconRound> {
  if (!(await verifyBeaconRound(info, round))) throw new BeaconUnavailableError(`${source} served round ${round.round} with a signature or value that does not verify; refused`);
  return round;
}

export function assertRoundNumber(n: number): void {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`not a beacon round: ${n}`);
}
