import { PASSWORD, VERIFICATION_CODE_DIGITS, type Locale } from '@lootbay/shared/constants';
import { errorMessage } from '../../../lib/i18n';

/** The login form rules of spec point 5, answering the catalogue's wording. */
const PHONE_PATTERN = /^1\d{10}$/;
const CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION_CODE_DIGITS}}$`);

export function phoneProblem(mobile: string, locale: Locale): string | null {
  return PHONE_PATTERN.test(mobile) ? null : errorMessage('PHONE_INVALID', locale);
}

export function passwordProblem(password: string, locale: Locale): string | null {
  return password.length >= PASSWORD.min && password.length <= PASSWORD.max ? null : errorMessage('PASSWORD_LENGTH', locale);
}

export function codeProblem(code: string, locale: Locale): string | null {
  if (code === '') return errorMessage('CODE_REQUIRED', locale);
  return CODE_PATTERN.test(code) ? null : errorMessage('CODE_INVALID', locale);
}

export function agreementProblem(agreed: boolean, locale: Locale): string | null {
  return agreed ? null : errorMessage('AGREEMENT_REQUIRED', locale);
}
