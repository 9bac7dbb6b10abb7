import { useSyncExternalStore } from 'react';
import { currentSession, subscribeSession, type Session } from '../../../lib/session';

/** The session: the member's token and user, or nulls for a visitor. */
export function useMember(): Session {
  return useSyncExternalStore(subscribeSession, currentSession);
}
