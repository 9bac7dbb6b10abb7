import { useMutation } from '@tanstack/react-query';
import { sendCodeAnswerSchema } from '@lootbay/shared/schemas/account';
import { apiCall } from '../../../lib/api-client';

/** Sends a login code; the answer says how many seconds until another may be sent. */
export function sendMobileCode(mobile: string) {
  return apiCall('/visitor/sendMobileCode', { mobile, purpose: 'login' }, sendCodeAnswerSchema);
}

export function useSendMobileCode() {
  return useMutation({ mutationFn: sendMobileCode });
}
