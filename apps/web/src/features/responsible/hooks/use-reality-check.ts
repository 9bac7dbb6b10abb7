import { useCallback, useEffect, useState } from 'react';
import { answerRealityCheck, ensurePlaySession, realityCheckAnsweredAt } from './play-session-start';

/**
 * The next check falls on a whole number of intervals since the session began, after the last
 * answer; before any answer, one interval in. A session begun long ago is checked at once.
 */
function nextCheckAt(startedAt: number, answeredAt: number | null, intervalMs: number): number {
  if (answeredAt === null) return startedAt + intervalMs;
  return startedAt + (Math.floor((answeredAt - startedAt) / intervalMs) + 1) * intervalMs;
}

/**
 * The reality check of a signed-in member's session on this device: when the session began, and
 * the moment the check is due (shown until answered), every `minutes` of the session.
 */
export function useRealityCheck(minutes: number | undefined) {
  const [startedAt] = useState(() => ensurePlaySession(Date.now()));
  const [answeredAt, setAnsweredAt] = useState(realityCheckAnsweredAt);
  const [dueAt, setDueAt] = useState<number | null>(null);

  useEffect(() => {
    if (minutes === undefined) return;
    const wait = nextCheckAt(startedAt, answeredAt, minutes * 60_000) - Date.now();
    const timer = window.setTimeout(() => setDueAt(Date.now()), Math.max(0, wait));
    return () => window.clearTimeout(timer);
  }, [startedAt, answeredAt, minutes]);

  const answer = useCallback(() => {
    const now = Date.now();
    answerRealityCheck(now);
    setAnsweredAt(now);
    setDueAt(null);
  }, []);

  return { startedAt, dueAt, answer };
}
