import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import preact from '@preact/preset-vite';
import { defineConfig, type Plugin, type Rolldown, type Rollup } from 'vite';
// Shared with the app, these modules import without file extensions, as a bundler resolves them:
// the config is loaded through Vite's module runner (`--configLoader runner` in package.json).
import { localeModules } from './locale-modules';
import { PAGE_MODULES } from './src/app/page-modules';

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

/** A chunk's own file and every file it imports, with the stylesheets they bring, as the page names them. */
function closure(bundle: Rollup.OutputBundle, fileName: string, modules = new Set<string>(), styles = new Set<string>()) {
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk' || modules.has(`/${fileName}`)) return { modules, styles };
  modules.add(`/${fileName}`);
  for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(`/${css}`);
  for (const imported of chunk.imports) closure(bundle, imported, modules, styles);
  return { modules, styles };
}

/**
 * Lists, for each page of PAGE_MODULES, the files its module needs beyond the app's own
 * (`.vite/page-modules.json`): the server hands them to the boot script with the page, so a page
 * opened first downloads its module with the app's code instead of after it.
 */
function pageModuleFiles(): Plugin {
  return {
    name: 'lootbay-page-module-files',
    apply: 'build',
    async writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('the build has no app entry');
      const initial = closure(bundle, entry.fileName);
      const pages: Record<string, { modules: string[]; styles: string[] }> = {};
      for (const [pagePath, module] of Object.entries(PAGE_MODULES)) {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/src/app/pages/${module}.tsx`));
        if (!chunk) throw new Error(`no chunk for the page module ${module}`);
        const { modules, styles } = closure(bundle, chunk.fileName);
        pages[pagePath] = { modules: [...modules].filter((file) => !initial.modules.has(file)), styles: [...styles].filter((file) => !initial.styles.has(file)) };
      }
      await writeFile(path.join(options.dir ?? 'dist', '.vite', 'page-modules.json'), JSON.stringify(pages));
    },
  };
}

const APP_ENTRY = path.join(import.meta.dirname, 'src', 'main.tsx');

/**
 * The chunk of the app's own modules that its entry imports statically, the code every first visit
 * runs: one file rather than a dozen small ones shared with later pages, which a phone would fetch
 * one by one over its few connections.
 */
function firstLoadChunk(moduleId: string, ctx: Rolldown.ChunkingContext): string | null {
  // Worked out once per build (the context is the build's), not once per process: a watching
  // build sees the entry's imports change.
  let firstLoad = firstLoadModules.get(ctx);
  if (!firstLoad) {
    firstLoad = staticImports(APP_ENTRY, ctx);
    firstLoadModules.set(ctx, firstLoad);
  }
  return firstLoad.has(moduleId) && moduleId !== APP_ENTRY && !moduleId.includes('node_modules') ? 'app' : null;
}
const firstLoadModules = new WeakMap<Rolldown.ChunkingContext, Set<string>>();

function staticImports(from: string, ctx: Rolldown.ChunkingContext, found = new Set<string>()): Set<string> {
  if (found.has(from)) return found;
  found.add(from);
  for (const imported of ctx.getModuleInfo(from)?.importedIds ?? []) staticImports(imported, ctx, found);
  return found;
}

export default defineConfig({
  resolve: {
    // zod as the browser gets it: set up to parse without `new Function` (see the module).
    alias: [{ find: /^zod$/, replacement: path.join(import.meta.dirname, 'src', 'lib', 'zod-without-eval.ts') }],
  },
  // Components are written against React's API and rendered by Preact's compatible runtime: the
  // same hooks, lazy and Suspense at a seventh of the size (decision 0078).
  plugins: [preact(), localeModules(), precompress(), startAfterFirstPaint(), pageModuleFiles()],
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
        // The console's own libraries stay out of it, so players never download them. zod, with its
        // settings, loads with the first schema: the first screen needs none (`ResponseSchema`).
        codeSplitting: { groups: [{ name: 'preact', test: /node_modules[\\/]preact[\\/]/ }, { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-without-eval\.ts$/ }, { name: 'router', test: /node_modules[\\/](react-router|@tanstack)[\\/]/ }, { name: firstLoadChunk, debugName: 'first-load' }] },
      },
      // Rolldown warns when plugins take most of a build's time: precompress does, on purpose (every
      // file at brotli's best, once per build).
      checks: { bundlerTimings: false },
      onLog(level, log, handler) {
        // react-router reads React 19's `use` and `useOptimistic`, which Preact's compatible runtime
        // lacks, only for components the app never renders (`RSCStaticRouter`, `RouterProvider`):
        // that code is left out of the bundle. Any other missing import still warns.
        if (log.code === 'IMPORT_IS_UNDEFINED' && /node_modules[\\/]react-router[\\/]/.test(log.id ?? '') && /Import `(use|useOptimistic)` /.test(log.message)) return;
        handler(level, log);
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
