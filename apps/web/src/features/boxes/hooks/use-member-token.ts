import { useSyncExternalStore } from 'react';
import { currentSession, subscribeSession } from '../../../lib/session';

/** The signed-in member's token, or null for a visitor. */
export function useMemberToken(): string | null {
  return useSyncExternalStore(subscribeSession, () => currentSession().token);
}
