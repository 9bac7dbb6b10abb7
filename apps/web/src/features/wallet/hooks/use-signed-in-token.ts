import { useSyncExternalStore } from 'react';
import { currentSession, subscribeSession } from '../../../lib/session';

/** The session token, or null for a visitor. */
export function useSignedInToken(): string | null {
  return useSyncExternalStore(subscribeSession, () => currentSession().token);
}
