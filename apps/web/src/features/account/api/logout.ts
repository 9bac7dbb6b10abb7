import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';

/**
 * Ends the session on the server; the device forgets it as the call goes out (the call has read
 * the token by then), whatever the answer: signing out always works, and no other call goes out
 * with a token being revoked.
 */
export function logout(): Promise<null> {
  const ended = apiCall('/common/user/logout', {}, () => import('@lootbay/shared/schemas/common').then((module) => module.noDataSchema), { quiet: true });
  clearSession();
  return ended;
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
