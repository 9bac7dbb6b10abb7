import type { FastifyRequest } from 'fastify';
import type { Locale } from '@lootbay/shared/constants';
import { toLocale } from '@lootbay/shared/locale';

/**
 * The caller's language: the body's `locale` (spec point 3), else a `locale` query parameter or
 * header, else a `locale` cookie; CN when none is given.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const body = request.body as { locale?: unknown } | undefined;
  const query = request.query as { locale?: unknown } | undefined;
  return toLocale(
    (body && typeof body === 'object' ? body.locale : undefined) ??
      query?.locale ??
      request.headers['locale'] ??
      request.cookies?.['locale'],
  );
}
