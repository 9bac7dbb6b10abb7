import type { Locale } from '@lootbay/shared/constants';
import { idNumberBirthDate, idNumberSchema } from '@lootbay/shared/schemas/account';
import { ruleProblem } from '../../../lib/form-problems';
import { errorMessage } from '../../../lib/i18n';

/**
 * An id number checked as typed: its format, check character and birth date. Never its age: a
 * minor's number bars the account, so the server must see every one and decide.
 */
export function idNumberProblem(value: string, locale: Locale): string | null {
  return ruleProblem(idNumberSchema, value, locale) ?? (idNumberBirthDate(value) ? null : errorMessage('ID_NUMBER_INVALID', locale));
}
