import type { FastifyInstance } from 'fastify';
import { AppError } from '@lootbay/shared/errors';

/** The first place in a value where a string (or a key) holds a NUL character, or null. */
export function nulAt(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const found = nulAt(item, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * No text the server takes may hold a NUL character: PostgreSQL cannot store one, and no field of
 * the spec needs it. Whatever a request carries (address parameters, query, body) is refused
 * before any handler, naming the field it was found in.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = nulAt(part);
      if (field !== null) throw new AppError('TEXT_HAS_NUL', { fields: field ? [field] : [] });
    }
  });
}
