import { useSyncExternalStore } from 'react';
import { currentSession, subscribeSession, type Session } from '../../../lib/session';

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, currentSession);
}
