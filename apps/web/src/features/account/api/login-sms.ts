import { useMutation } from '@tanstack/react-query';
import { loginAnswerSchema, type LoginAnswer } from '@lootbay/shared/schemas/account';
import { apiCall } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

export interface SmsLogin {
  readonly mobile: string;
  readonly code: string;
}

/** Logs in with a phone code; a number seen for the first time gets its account. */
export function loginWithSms(input: SmsLogin): Promise<LoginAnswer> {
  return apiCall('/loginSms', { mobile: input.mobile, code: input.code }, loginAnswerSchema);
}

export function useLoginWithSms() {
  return useMutation({
    mutationFn: loginWithSms,
    onSuccess: (answer) => saveSession(answer.token, answer.user),
  });
}
