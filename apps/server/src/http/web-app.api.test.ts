import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAuthKey } from '@lootbay/shared/auth-key';
import { ERRORS } from '@lootbay/shared/errors';
import { createTestApp, type TestApp } from '../../test/helpers/app';

/** A built web app of a few files, as Vite leaves it: hashed assets beside their brotli and gzip copies. */
function fakeBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lootbay-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="zh-CN"><head><!--lootbay-config--></head><body><div id="root"></div><script data-app="/assets/index-abc123.js" data-modules="/assets/react-abc123.js" data-styles="/assets/index-abc123.css">start()</script></body></html>');
  fs.mkdirSync(path.join(dist, '.vite'));
  const texts = (locale: string) => [`virtual:locale/${locale}`, { file: `assets/${locale}-abc123.js`, isDynamicEntry: true }];
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(Object.fromEntries(['cn', 'br', 'en'].map(texts))));
  fs.writeFileSync(path.join(dist, '.vite', 'page-modules.json'), JSON.stringify({ '/bag': { modules: ['/assets/bag-page-abc123.js'], styles: ['/assets/bag-abc123.css'] } }));
  const script = `console.log(${JSON.stringify('x'.repeat(4_000))});`;
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  return dist;
}

describe('the web app', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = fakeBuild();
    t = await createTestApp('sqlite', { env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves hashed assets precompressed as the browser accepts them, cached for good', async () => {
    const asset = '/assets/index-abc123.js';
    const brotli = await t.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(brotli.headers['content-length'])).toBeLessThan(200);
    const gzip = await t.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.inject({ method: 'GET', url: asset });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(4_000);
  });

  it("sends each page in the reader's language, with that language's texts and the page's own module preloaded", async () => {
    const chinese = await t.inject({ method: 'GET', url: '/bag' });
    expect(chinese.body).toContain('<html lang="zh-CN">');
    expect(chinese.body).toContain('data-modules="/assets/cn-abc123.js /assets/react-abc123.js /assets/bag-page-abc123.js"');
    expect(chinese.body).toContain('data-styles="/assets/index-abc123.css /assets/bag-abc123.css"');
    // A page without a module of its own (home) fetches the app's files and its texts alone.
    const home = (await t.inject({ method: 'GET', url: '/?from=link' })).body;
    expect(home).toContain('data-modules="/assets/cn-abc123.js /assets/react-abc123.js"');
    expect(home).toContain('data-styles="/assets/index-abc123.css"');
    const portuguese = await t.inject({ method: 'GET', url: '/bag', cookies: { lootbay_locale: 'br' } });
    expect(portuguese.body).toContain('<html lang="pt-BR">');
    expect(portuguese.body).toContain('/assets/br-abc123.js');
    expect(portuguese.body).not.toContain('/assets/cn-abc123.js');
    expect((await t.inject({ method: 'GET', url: '/', cookies: { lootbay_locale: 'xx' } })).body).toContain('/assets/cn-abc123.js');
    expect((await t.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it('allows the script written into the page by its hash, and no other inline script', async () => {
    const page = await t.inject({ method: 'GET', url: '/' });
    const policy = page.headers['content-security-policy'] as string;
    const scripts = policy.split(';').find((directive) => directive.trim().startsWith('script-src'))!;
    expect(scripts.trim()).toBe(`script-src 'self' 'sha256-${createHash('sha256').update('start()').digest('base64')}'`);
  });

  it('compresses an answer of a kilobyte or more as the client accepts', async () => {
    const url = '/api/visitor/list/box';
    const signed = `${url}?auth_key=${signAuthKey(url, Date.now() / 1000, t.config.authKey)}`;
    const compressed = await t.inject({ method: 'POST', url: signed, headers: { 'accept-encoding': 'br' }, payload: { page: 1, size: 50 } });
    expect(compressed.headers['content-encoding']).toBe('br');
    const plain = await t.inject({ method: 'POST', url: signed, payload: { page: 1, size: 50 } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
  });

  it("answers a page that does not exist with the app's own not-found page, and anything else with the JSON envelope", async () => {
    const page = await t.inject({ method: 'GET', url: '/BAG', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    expect(page.body).toContain('lootbay-auth-key');
    for (const url of ['/api/nope', '/admin/api/nope', '/assets/missing.js', '/dev/nope']) {
      const response = await t.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: ERRORS.NOT_FOUND.code });
    }
    const script = await t.inject({ method: 'GET', url: '/BAG' });
    expect(script.json()).toMatchObject({ code: ERRORS.NOT_FOUND.code });
    expect((await t.inject({ method: 'POST', url: '/BAG', headers: { accept: 'text/html' } })).json()).toMatchObject({ code: ERRORS.NOT_FOUND.code });
  });
});
