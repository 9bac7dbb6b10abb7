import type { FastifyReply } from 'fastify';
import { SUCCESS_CODE, type Locale } from '@lootbay/shared/constants';
import { ERRORS, errorMessage, type ErrorKey } from '@lootbay/shared/errors';
import type { Envelope } from '@lootbay/shared/schemas/common';

const SUCCESS_MESSAGES: Record<Locale, string> = { cn: '成功', br: 'Sucesso', en: 'Success' };

export function success<T>(data: T, locale: Locale): Envelope<T> {
  return { code: SUCCESS_CODE, msg: SUCCESS_MESSAGES[locale], data };
}

export function failure(key: ErrorKey, locale: Locale, data: unknown = null): Envelope<unknown> {
  return { code: ERRORS[key].code, msg: errorMessage(key, locale), data };
}

/**
 * Sends a failure envelope. The route's response schema describes its success envelope, so a
 * failure is serialized plainly rather than through that schema.
 */
export function sendFailure(reply: FastifyReply, key: ErrorKey, locale: Locale, data: unknown = null, status = 200): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(failure(key, locale, data));
}
