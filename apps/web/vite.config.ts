import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const SERVER = 'http://127.0.0.1:3000';

/** Files worth compressing, and the size under which a compressed copy saves nothing worth a request header. */
const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest)$/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes a brotli and a gzip copy beside each text asset once the bundle is on disk, so the server
 * sends them as they are (its static files take `.br` or `.gz` when the browser accepts them)
 * instead of compressing on every request, at the best ratio.
 */
function precompress(): Plugin {
  return {
    name: 'lootbay-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const name of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const file = path.join(dir, name);
        const content = await readFile(file);
        if (content.length < MIN_COMPRESS_BYTES) continue;
        await writeFile(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
        await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">\s*/g;

/**
 * Hands the app's files to the boot script (`boot.js`, written into the page so it costs no request
 * of its own; the server allows it by its hash), which fetches them once the boot screen has
 * painted: the first paint waits for nothing but the page itself.
 */
function startAfterFirstPaint(): Plugin {
  return {
    name: 'lootbay-start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const app = ENTRY_SCRIPT.exec(html)?.[1];
        if (!app) throw new Error('index.html has no entry script');
        const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
        const styles = [...html.matchAll(STYLESHEET)].map((match) => match[1]);
        const code = (await readFile(path.join(import.meta.dirname, 'boot.js'), 'utf8')).trim();
        const boot = `<script data-app="${app}" data-modules="${modules.join(' ')}" data-styles="${styles.join(' ')}">${code}</script>`;
        return html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace(STYLESHEET, '').replace('</body>', `  ${boot}\n  </body>`);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), startAfterFirstPaint()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server reads which chunk holds each language's texts, to preload the reader's with the page.
    manifest: true,
    // No inline scripts or module-preload polyfill: the server's CSP allows scripts from 'self' only.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: a separate chunk stays cached across releases.
        // The console's own libraries stay out of it, so players never download them.
        codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }, { name: 'zod', test: /node_modules[\\/]zod[\\/]/ }, { name: 'router', test: /node_modules[\\/](react-router|@tanstack)[\\/]/ }, { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ }] },
      },
    },
  },
  server: {
    proxy: {
      '/api': SERVER,
      '/ws': { target: SERVER, ws: true },
      '/dev': SERVER,
      '/sandbox': SERVER,
      '/healthz': SERVER,
    },
  },
});
