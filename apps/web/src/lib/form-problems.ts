import type { z } from 'zod';
import type { Locale } from '@lootbay/shared/constants';
import type { ErrorKey } from '@lootbay/shared/errors';
import { ApiError } from './api-client';
import { errorCode, isErrorKey } from './error-codes';
import { errorMessage } from './i18n';

/**
 * What is wrong with a value under one of the shared schemas, in the catalogue's words (their
 * issue messages are catalogue keys), or null when it passes.
 */
export function ruleProblem(schema: z.ZodType, value: unknown, locale: Locale): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const key = result.error.issues[0]?.message;
  return errorMessage(isErrorKey(key) ? key : 'DATA_ABNORMAL', locale);
}

/** The message of a refused call, to show beside the form that made it. */
export function serverProblem(error: unknown, locale: Locale): string {
  return error instanceof ApiError ? error.message : errorMessage('UNKNOWN', locale);
}

/** Whether a refused call was refused for one of the given catalogue entries. */
export function refusedFor(error: unknown, keys: readonly ErrorKey[]): boolean {
  return error instanceof ApiError && keys.some((key) => errorCode(key) === error.code);
}
