import type { LiveSessions } from '../http/session';

/**
 * The realtime socket is registered before the modules (they publish through it), and the
 * account module, built later, contributes the sessions it resolves tokens with. Until then no
 * socket can be opened: the server does not listen before the app is built.
 */
export function liveSessionsSlot(): LiveSessions & { fill(sessions: LiveSessions): void } {
  let filled: LiveSessions | null = null;
  const current = (): LiveSessions => {
    if (!filled) throw new Error('no module contributed the live sessions');
    return filled;
  };
  return {
    fill(sessions) {
      if (filled) throw new Error('two modules contributed the live sessions');
      filled = sessions;
    },
    resolve: (token) => current().resolve(token),
    liveUntil: (sessionIds) => current().liveUntil(sessionIds),
  };
}
