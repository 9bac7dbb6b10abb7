import { useEffect, useState } from 'react';

/** The pace of a replay when the battle's own is quicker than the eye can follow. */
const MIN_REPLAY_ROUND_MS = 900;

export interface Replay {
  /** How many rounds the replay shows so far; null when no replay runs. */
  readonly rounds: number | null;
  readonly start: () => void;
  readonly stop: () => void;
}

/** Plays a finished battle's rounds again, one every `roundMs`, then hands back to the final state. */
export function useReplay(totalRounds: number, roundMs: number): Replay {
  const [rounds, setRounds] = useState<number | null>(null);

  useEffect(() => {
    if (rounds === null) return undefined;
    const timer = window.setTimeout(() => setRounds(rounds >= totalRounds ? null : rounds + 1), Math.max(roundMs, MIN_REPLAY_ROUND_MS));
    return () => window.clearTimeout(timer);
  }, [rounds, totalRounds, roundMs]);

  return { rounds, start: () => setRounds(0), stop: () => setRounds(null) };
}
