import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';

/** Ends the session on the server; the device forgets it whatever the answer, so signing out always works. */
export function logout(): Promise<null> {
  return apiCall('/common/user/logout', {}, z.null(), { quiet: true });
}

export function useLogout() {
  return useMutation({ mutationFn: logout, onSettled: () => clearSession() });
}
