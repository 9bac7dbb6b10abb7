#!/usr/bin/env node
// `npm start`: builds the web app and the server (saying only what goes wrong), then runs the
// compiled server in this very process, so a signal to `npm start` reaches the server itself.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function run(args) {
  const result = spawnSync('npm', ['run', '--silent', ...args], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

console.log('building the web app and the server…');
run(['build', '--workspace', '@lootbay/web', '--', '--logLevel', 'warn']);
run(['build', '--workspace', '@lootbay/server']);
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
