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
  const provider = () => {
    if (!beacon) throw new Error('no beacon is configured');
    return beacon;
  };
  return {
    info: (): Promise<BeaconInfo> => provider().info(),

    /** When the round after `closedAt` is published: the earliest a game closed then can roll. */
    async publishedAfter(closedAt: number): Promise<number> {
      const info = await provider().info();
      return roundPublishedAt(info, firstRoundAfter(info, closedAt)) + PUBLICATION_MARGIN_MS;
    },

    async after(closedAt: number): Promise<BeaconAnswer> {
      const info = await provider().info();
      const number = firstRoundAfter(info, closedAt);
      const publishedAt = roundPublishedAt(info, number);
      const now = clock();
      if (now < publishedAt) return { retryAt: publishedAt + PUBLICATION_MARGIN_MS };
      const round = await provider().round(number);
      return round ? { round } : { retryAt: now + LATE_RETRY_MS };
    },
  };
}

export type BeaconRounds = ReturnType<typeof createBeaconRounds>;
