import { firstRoundAfter, roundPublishedAt, type BeaconInfo, type BeaconRound } from '@lootbay/shared/fairness/beacon';
import type { BeaconProvider } from '../../providers/beacon/beacon.provider';

/** How long after a round's publication time a relay is asked again when it has not served it yet. */
const LATE_RETRY_MS = 1_000;
/** A little past the publication time, so a relay has the round when asked. */
const PUBLICATION_MARGIN_MS = 50;

/** The beacon round a game takes, or when to ask again because it is not out yet. */
export type BeaconAnswer = { readonly round: BeaconRound } | { readonly retryAt: number };

/**
 * The public beacon as games use it: a game whose entries closed at `closedAt` takes the first
 * round published after that moment, which nobody (the house included) could know when the
 * game's secret was committed or while entries were open. Asked outside any transaction.
 */
export function createBeaconRounds(beacon: BeaconProvider | undefined, clock: () => number) {
  let known: BeaconInfo | null = null;
  const provider = () => {
    if (!beacon) throw new Error('no beacon is configured');
    return beacon;
  };
  const info = async (): Promise<BeaconInfo> => {
    known = await provider().info();
    return known;
  };
  return {
    info,

    /**
     * When the round after `closedAt` is published, the earliest a game closed then can roll, if
     * the beacon's timing is known already (it never asks the beacon: callers are in a transaction).
     */
    publishedAfter(closedAt: number): number | null {
      return known ? roundPublishedAt(known, firstRoundAfter(known, closedAt)) + PUBLICATION_MARGIN_MS : null;
    },

    async after(closedAt: number): Promise<BeaconAnswer> {
      const timing = await info();
      const number = firstRoundAfter(timing, closedAt);
      const publishedAt = roundPublishedAt(timing, number);
      const now = clock();
      if (now < publishedAt) return { retryAt: publishedAt + PUBLICATION_MARGIN_MS };
      const round = await provider().round(number);
      return round ? { round } : { retryAt: now + LATE_RETRY_MS };
    },
  };
}

export type BeaconRounds = ReturnType<typeof createBeaconRounds>;
