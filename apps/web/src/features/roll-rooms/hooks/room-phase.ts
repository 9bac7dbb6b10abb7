import { useEffect, useState } from 'react';
import type { RollRoomSummary } from '@lootbay/shared/schemas/roll';

/** Where a room stands on the clock: the server says `in_progress` until the draw has run, so past its end it is being drawn. */
export type RoomPhase = 'not_started' | 'in_progress' | 'drawing' | 'finished';

type Timed = Pick<RollRoomSummary, 'status' | 'startsAt' | 'endsAt'>;

export function phaseAt(room: Timed, now: number): RoomPhase {
  if (room.status === 'finished') return 'finished';
  if (now < room.startsAt) return 'not_started';
  return now < room.endsAt ? 'in_progress' : 'drawing';
}

/** `setTimeout` takes at most this many milliseconds; a later moment is waited for in steps. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/** The room's phase now, moving on by itself when the room opens and when it ends (one timer to each moment, no polling). */
export function useRoomPhase(room: Timed): RoomPhase {
  const [now, setNow] = useState(() => Date.now());
  const phase = phaseAt(room, now);
  const next = phase === 'not_started' ? room.startsAt : phase === 'in_progress' ? room.endsAt : null;

  useEffect(() => {
    if (next === null) return undefined;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(LONGEST_WAIT_MS, Math.max(0, next - now) + 20));
    return () => window.clearTimeout(timer);
  }, [next, now]);

  return phase;
}
