import { useMutation } from '@tanstack/react-query';
import { errorCode } from '../../../lib/error-codes';
import { loginAnswerSchema, type LoginAnswer } from '@lootbay/shared/schemas/account';
import { ApiError, apiCall } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { showToast } from '../../../lib/toasts';
import { passCaptcha } from '../hooks/pass-captcha';

export interface PasswordLogin {
  readonly account: string;
  readonly password: string;
  /** The last failure said the captcha is needed now: pass it before asking. */
  readonly captchaFirst: boolean;
  /** Called as the captcha's work starts, so the form can say what it waits for. */
  readonly onCaptcha: () => void;
}

/** Whether a refused sign-in says the next try needs the captcha (`data.captchaRequired`). */
export function captchaRequiredAfter(error: unknown): boolean {
  return error instanceof ApiError && typeof error.data === 'object' && error.data !== null && 'captchaRequired' in error.data && error.data.captchaRequired === true;
}

export async function loginWithPassword(input: PasswordLogin): Promise<LoginAnswer> {
  const fields = { account: input.account, password: input.password };
  const withCaptcha = async () => {
    input.onCaptcha();
    return apiCall('/login', { ...fields, ...(await passCaptcha()) }, loginAnswerSchema);
  };
  if (input.captchaFirst) return withCaptcha();
  try {
    return await apiCall('/login', fields, loginAnswerSchema, { quiet: true });
  } catch (error) {
    // Past the server's failure thresholds the captcha is the device's work, not the user's: do it and ask again.
    if (error instanceof ApiError && error.code === errorCode('CAPTCHA_REQUIRED')) return withCaptcha();
    if (error instanceof ApiError) showToast('error', error.message);
    throw error;
  }
}

export function useLoginWithPassword() {
  return useMutation({
    mutationFn: loginWithPassword,
    onSuccess: (answer) => saveSession(answer.token, answer.user),
  });
}
