import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';
import { inlineScriptHashes } from './web-app';

/**
 * Helmet's headers on every answer. The policy is parsed once here: the Fastify plugin built a
 * new helmet (and parsed the whole policy again) for every request, a few per cent of each call.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The boot script is written into the page (one request less before the app starts).
        scriptSrc: ["'self'", ...inlineScriptHashes(config.webDist)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The CS2 art's image host, when the catalogue shows it.
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.itemArtUrl ? [new URL(config.itemArtUrl).origin] : [])],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => apply(request.raw, reply.raw, (error) => done(error as Error | undefined)));
}
