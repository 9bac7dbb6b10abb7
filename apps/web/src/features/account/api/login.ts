import { useMutation } from '@tanstack/react-query';
import { loginAnswerSchema, type LoginAnswer } from '@lootbay/shared/schemas/account';
import { apiCall } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

export interface PasswordLogin {
  readonly account: string;
  readonly password: string;
}

export function loginWithPassword(input: PasswordLogin): Promise<LoginAnswer> {
  return apiCall('/login', { account: input.account, password: input.password }, loginAnswerSchema);
}

export function useLoginWithPassword() {
  return useMutation({
    mutationFn: loginWithPassword,
    onSuccess: (answer) => saveSession(answer.token, answer.user),
  });
}
