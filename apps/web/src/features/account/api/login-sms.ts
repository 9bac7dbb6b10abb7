import { useMutation } from '@tanstack/react-query';
import { loginAnswerSchema, type LoginAnswer } from '@lootbay/shared/schemas/account';
import { apiCall } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { forgetInviteCode, pendingInviteCode } from '../invite-code';

export interface SmsLogin {
  readonly mobile: string;
  readonly code: string;
}

/** Logs in with a phone code; a number seen for the first time gets its account, under the inviter whose link opened the site. */
export async function loginWithSms(input: SmsLogin): Promise<LoginAnswer> {
  const inviteCode = pendingInviteCode();
  const answer = await apiCall('/loginSms', { mobile: input.mobile, code: input.code, ...(inviteCode ? { inviteCode } : {}) }, loginAnswerSchema);
  forgetInviteCode();
  return answer;
}

export function useLoginWithSms() {
  return useMutation({
    mutationFn: loginWithSms,
    onSuccess: (answer) => saveSession(answer.token, answer.user),
  });
}
