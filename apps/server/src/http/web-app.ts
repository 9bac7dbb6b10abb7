import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale } from '@lootbay/shared/constants';
import { CONSOLE_API_PREFIX, CONSOLE_PATH, PAGE_PATHS } from '@lootbay/shared/routes';
import type { Config } from '../config';
import { sendFailure } from './envelope';
import { requestLocale } from './locale';

const CONFIG_PLACEHOLDER = '<!--lootbay-config-->';
const HTML_LANG: Readonly<Record<Locale, string>> = { cn: 'zh-CN', br: 'pt-BR', en: 'en' };

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

/** The built chunk of each language's texts and error messages (`virtual:locale/<locale>`, see the web app's `locale-modules.ts`), from Vite's manifest (none when the build has no manifest). */
function textChunks(webDist: string): Partial<Record<Locale, string>> {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return {};
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { file: string }>;
  const chunks: Partial<Record<Locale, string>> = {};
  for (const [source, entry] of Object.entries(manifest)) {
    const locale = /^virtual:locale\/(cn|br|en)$/.exec(source)?.[1] as Locale | undefined;
    if (locale) chunks[locale] = entry.file;
  }
  return chunks;
}

/** The files of each page's own module beyond the app's code, as the build lists them (none without that list). */
function pageModuleFiles(webDist: string): Record<string, { modules: readonly string[]; styles: readonly string[] }> {
  const file = path.join(webDist, '.vite', 'page-modules.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { modules: string[]; styles: string[] }>) : {};
}

/** A script written into the page (the boot script): its content, as the content policy hashes it. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The content policy's hashes of the scripts written into the built page, which scripts from
 * 'self' alone would not allow (none before the app is built).
 */
export function inlineScriptHashes(webDist: string): string[] {
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) return [];
  return [...fs.readFileSync(indexFile, 'utf8').matchAll(INLINE_SCRIPT)].map((match) => `'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`);
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
  const chunks = textChunks(config.webDist);
  const pageFiles = pageModuleFiles(config.webDist);
  const index = built ? fs.readFileSync(indexFile, 'utf8').replace(CONFIG_PLACEHOLDER, `<meta name="lootbay-auth-key" content="${escapeAttribute(config.authKey)}">`) : NOT_BUILT_PAGE;
  // One page per language and address: its `lang`, and the files the boot script fetches with the
  // app's code instead of after it (see vite.config.ts): the language's texts and the page's module.
  const pages = new Map<string, string>();
  const pageFor = (request: FastifyRequest): string => {
    const chosen = request.cookies[LOCALE_COOKIE];
    const locale = (LOCALES as readonly string[]).includes(chosen ?? '') ? (chosen as Locale) : DEFAULT_LOCALE;
    const pathname = request.url.split('?', 1)[0] ?? '/';
    const own = Object.hasOwn(pageFiles, pathname) ? pageFiles[pathname] : undefined;
    const key = `${locale} ${own ? pathname : ''}`;
    let html = pages.get(key);
    if (!html) {
      const texts = chunks[locale] ? [`/${chunks[locale]}`] : [];
      html = index
        .replace(/<html lang="[^"]*">/, `<html lang="${HTML_LANG[locale]}">`)
        .replace(/data-modules="([^"]*)"/, (_, app: string) => `data-modules="${[...texts, ...app.split(' '), ...(own?.modules ?? [])].filter(Boolean).join(' ')}"`)
        // The page's styles after the app's, in the order the app would have added them.
        .replace(/data-styles="([^"]*)"/, (_, app: string) => `data-styles="${[...app.split(' '), ...(own?.styles ?? [])].filter(Boolean).join(' ')}"`);
      pages.set(key, html);
    }
    return html;
  };

  if (built) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      index: false,
      wildcard: true,
      preCompressed: true,
      // The build's own notes (Vite's manifest) stay the server's.
      allowedPath: (pathName) => !pathName.split('/').some((part) => part.startsWith('.')),
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // The service worker is checked for a new version on every visit.
        const fresh = path.basename(filePath) === 'sw.js';
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : fresh ? 'no-cache' : 'public, max-age=300');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (wantsPage(request)) return reply.code(404).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(pageFor(request));
    return sendFailure(reply, 'NOT_FOUND', requestLocale(request), null, 404);
  });

  for (const pagePath of [...PAGE_PATHS, CONSOLE_PATH, `${CONSOLE_PATH}/*`]) {
    app.get(pagePath, { schema: { hide: true } }, async (request, reply) => {
      // The console's calls stay JSON: an unknown one is a not-found envelope, never the page.
      const pathname = request.url.split('?', 1)[0];
      if (pathname === CONSOLE_API_PREFIX || pathname?.startsWith(`${CONSOLE_API_PREFIX}/`)) return reply.callNotFound();
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(pageFor(request));
    });
  }
}
