import { useMutation } from '@tanstack/react-query';
import { sendCodeAnswerSchema } from '@lootbay/shared/schemas/account';
import { apiCall } from '../../../lib/api-client';

/** Sends a code to a phone about to be bound (purpose `bind`). */
export function sendBindCode(mobile: string) {
  return apiCall('/visitor/sendMobileCode', { mobile, purpose: 'bind' }, sendCodeAnswerSchema, { quiet: true });
}

export function useSendBindCode() {
  return useMutation({ mutationFn: sendBindCode });
}
