import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, isErrorKey, type ErrorKey } from '@lootbay/shared/errors';
import { sendFailure } from './envelope';
import { requestLocale } from './locale';

/** Fastify's own client-error codes, each with the catalogue entry that answers it. */
const FASTIFY_CLIENT_ERRORS: Record<string, ErrorKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'BODY_NOT_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BODY_NOT_JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BODY_NOT_JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'BODY_NOT_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_VALIDATION: 'DATA_ABNORMAL',
};

interface ValidationIssue {
  message?: string;
  instancePath?: string;
}

/** The first issue that names a catalogue key decides the answer, so the spec's wording wins. */
function validationAnswer(issues: readonly ValidationIssue[]): { key: ErrorKey; fields: string[] } {
  const named = issues.find((issue) => isErrorKey(issue.message));
  const fields = issues.map((issue) => (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.')).filter(Boolean);
  return { key: named && isErrorKey(named.message) ? named.message : 'DATA_ABNORMAL', fields };
}

function isJsonSyntaxError(error: FastifyError): boolean {
  return error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY';
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = requestLocale(request);
    if (error instanceof AppError) {
      return sendFailure(reply, error.key, locale, error.data);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { key, fields } = validationAnswer(error.validation.map((issue) => ({ message: issue.message, instancePath: issue.instancePath })));
      return sendFailure(reply, key, locale, { fields });
    }
    if (error.validation) {
      const { key, fields } = validationAnswer(error.validation);
      return sendFailure(reply, key, locale, { fields });
    }
    if (error.statusCode === 429) {
      return sendFailure(reply, 'RATE_LIMITED', locale);
    }
    if (isJsonSyntaxError(error)) {
      return sendFailure(reply, 'BODY_NOT_JSON', locale);
    }
    const clientKey = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (clientKey) {
      return sendFailure(reply, clientKey, locale);
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 && !isResponseSerializationError(error)) {
      request.log.info({ err: error }, 'client error');
      return sendFailure(reply, 'DATA_ABNORMAL', locale);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendFailure(reply, 'UNKNOWN', locale, null, 500);
  });
}
