#!/usr/bin/env node
// `npm run dev`: the API server (restarting on change) and the Vite dev server side by side.
// Open http://localhost:5173; Vite forwards /api, /ws, /dev and /sandbox to the server on :3000.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '--workspace', '@lootbay/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '--workspace', '@lootbay/web'], { stdio: 'inherit' }),
];

function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) child.once('exit', (code) => stopAll(code ?? 0));
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));
