import { captchaAnswerSchema } from '@lootbay/shared/schemas/account';
import { apiCall } from '../../../lib/api-client';

/** A captcha for the password sign-in: a proof-of-work challenge, single use, valid 2 minutes. */
export function getCaptcha() {
  return apiCall('/api/getVerifyCodeImg', {}, captchaAnswerSchema);
}
