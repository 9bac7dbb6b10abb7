import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONSOLE_API_PREFIX, CONSOLE_PATH, PAGE_PATHS } from '@lootbay/shared/routes';
import type { Config } from '../config';
import { sendFailure } from './envelope';
import { requestLocale } from './locale';

const CONFIG_PLACEHOLDER = '<!--lootbay-config-->';

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lootbay</title></head>
<body><h1>Lootbay</h1><p>The web app is not built yet: run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p></body></html>`;

/** Paths that are never pages: calls, sockets, files and the operators' endpoints answer a JSON not-found. */
const NOT_PAGES = ['/api', `${CONSOLE_API_PREFIX}`, '/dev', '/sandbox', '/ws', '/assets', '/images', '/healthz', '/readyz', '/metrics'];

/** A browser asking for a page: the app answers it with its own not-found page, in the reader's language. */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?', 1)[0] ?? '';
  if (NOT_PAGES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/**
 * Serves the built web app: hashed assets with long caching (brotli or gzip files made at build
 * time when the browser takes them), and index.html for every screen of spec point 2 (the browser
 * router takes it from there); a page that does not exist is the app's own not-found page with a
 * 404 status, and everything else the API's not-found envelope. The client's signing key is
 * written into the page, since the spec's client carries it.
 */
export async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const indexFile = path.join(config.webDist, 'index.html');
  const built = fs.existsSync(indexFile);
  const indexHtml = built
    ? fs
        .readFileSync(indexFile, 'utf8')
        .replace(CONFIG_PLACEHOLDER, `<meta name="lootbay-auth-key" content="${escapeAttribute(config.authKey)}">`)
    : NOT_BUILT_PAGE;

  if (built) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      index: false,
      wildcard: true,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (wantsPage(request)) return reply.code(404).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    return sendFailure(reply, 'NOT_FOUND', requestLocale(request), null, 404);
  });

  for (const pagePath of [...PAGE_PATHS, CONSOLE_PATH, `${CONSOLE_PATH}/*`]) {
    app.get(pagePath, { schema: { hide: true } }, async (request, reply) => {
      // The console's calls stay JSON: an unknown one is a not-found envelope, never the page.
      const pathname = request.url.split('?', 1)[0];
      if (pathname === CONSOLE_API_PREFIX || pathname?.startsWith(`${CONSOLE_API_PREFIX}/`)) return reply.callNotFound();
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    });
  }
}
