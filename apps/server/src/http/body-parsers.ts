import type { FastifyInstance } from 'fastify';

/**
 * Bodies are JSON; the spec's shared client may also post form-encoded fields. Anything else is
 * refused as not JSON instead of reaching a handler as a bare string.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
