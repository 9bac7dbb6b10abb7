#!/usr/bin/env node
// The server compiled for production: `apps/server/src/main.ts` and the shared package bundled into
// one ES module, `apps/server/dist/main.js`, that plain `node` runs. Installed packages stay
// outside the bundle and load from node_modules as usual. Files the code reads beside itself
// (`new URL('./…', import.meta.url)`) are copied next to the bundle; the build fails when one such
// file cannot be found, so a new one is never forgotten.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const server = path.join(root, 'apps/server');
const source = path.join(server, 'src');
const out = path.join(server, 'dist');

/** Bare imports are installed packages, except the workspace's own TypeScript packages. */
const installedPackagesOutside = {
  name: 'installed-packages-outside',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@lootbay/') ? undefined : { path: args.path, external: true }));
  },
};

function filesNamed(dir, name, found = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.name === name) found.push(full);
    else if (entry.isDirectory()) filesNamed(full, name, found);
  }
  return found;
}

fs.rmSync(out, { recursive: true, force: true });
const started = performance.now();
await build({
  entryPoints: [path.join(source, 'main.ts')],
  outfile: path.join(out, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [installedPackagesOutside],
});

const bundle = fs.readFileSync(path.join(out, 'main.js'), 'utf8');
const besideTheCode = new Set([...bundle.matchAll(/new URL\(["'`]\.\/([^/"'`$]+)/g)].map((match) => match[1]));
for (const name of besideTheCode) {
  const matches = filesNamed(source, name);
  if (matches.length !== 1) {
    console.error(`build-server: "./${name}" is read beside the code, but ${matches.length} files of that name are under apps/server/src`);
    process.exit(1);
  }
  fs.cpSync(matches[0], path.join(out, name), { recursive: true });
}
console.log(`server compiled to apps/server/dist/main.js in ${Math.round(performance.now() - started)} ms (${besideTheCode.size} files beside it)`);
