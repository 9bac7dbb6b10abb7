import type { LiveSessions } from '../http/session';
import type { LocalHub } from './hub';

/** How often an instance asks whether the sessions of its member sockets still live. */
export const SESSION_CHECK_INTERVAL_MS = 30_000;

/**
 * Closes the member sockets of sessions that ended without being announced over the bridge: expired
 * (unused for too long, or too old), revoked or disabled by an operator in the database, or announced
 * while this instance was cut off from Redis. One query per check for all of this instance's sockets;
 * a check still running when the next is due lets it pass. Answers the function that stops the checks.
 */
export function startSessionChecks(
  hub: LocalHub,
  sessions: LiveSessions,
  options: { readonly everyMs: number; readonly onError: (error: unknown) => void },
): () => void {
  let running = false;
  const timer = setInterval(() => {
    const checked = hub.sessionIds();
    if (running || checked.length === 0) return;
    running = true;
    sessions
      .liveUntil(checked)
      .then((live) => hub.confirmSessions(checked, live), options.onError)
      .finally(() => {
        running = false;
      });
  }, options.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
