import { useSyncExternalStore } from 'react';
import { currentSession, subscribeSession } from './session';

/** The signed-in member's session token, or null for a visitor; re-renders on sign-in and out. */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribeSession, () => currentSession().token);
}
