import type { ErrorKey } from '@lootbay/shared/errors';
import ERROR_CODES from 'virtual:error-codes';

/** An error key's envelope code, to tell one refusal from another (the messages come with the language). */
export function errorCode(key: ErrorKey): number {
  return ERROR_CODES[key];
}

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}
