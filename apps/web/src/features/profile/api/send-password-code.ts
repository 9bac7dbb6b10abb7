import { useMutation } from '@tanstack/react-query';
import { sendCodeAnswerSchema } from '@lootbay/shared/schemas/account';
import { apiCall } from '../../../lib/api-client';

/** Sends a password code to the member's bound phone. */
export function sendPasswordCode() {
  return apiCall('/member/sendUpdatePassWordCode', {}, sendCodeAnswerSchema, { quiet: true });
}

export function useSendPasswordCode() {
  return useMutation({ mutationFn: sendPasswordCode });
}
