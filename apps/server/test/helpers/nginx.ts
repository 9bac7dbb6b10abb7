import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config';
import { freePort } from './free-port';

/** Where Debian's nginx is (`scripts/test.mjs` says so; CI installs nginx-light). */
export const NGINX_PATH = process.env['NGINX_PATH'] ?? '/usr/sbin/nginx';
export const NGINX_AVAILABLE = fs.existsSync(NGINX_PATH);

export interface RunningNginx {
  /** The site: https, or plain http when started without TLS. */
  readonly siteUrl: string;
  /** The port-80 server, which sends everyone to https. */
  readonly httpUrl: string;
  /** The self-signed certificate nginx presents, for the test's clients to trust. */
  readonly certificate: string;
  /** What nginx logged at warn and above: why it answered 502, say. */
  errors(): string;
  stop(): Promise<void>;
}

async function accepting(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * The shipped site, `deploy/nginx/lootbay.conf`, run as it is but for what a test machine must
 * change: the instances' ports, its own listening ports (no IPv6), and a self-signed certificate.
 * `tls: false` serves the site in plain HTTP, for a load whose client would spend the shared
 * cores on encryption (the benchmark).
 */
export async function startNginx(instancePorts: readonly number[], options: { tls?: boolean } = {}): Promise<RunningNginx> {
  const tls = options.tls ?? true;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lootbay-nginx-'));
  const [httpPort, sitePort] = [await freePort(), await freePort()];
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });
  const shipped = fs.readFileSync(path.join(REPO_ROOT, 'deploy/nginx/lootbay.conf'), 'utf8');
  const upstreamLine = /^(\s*)server 127\.0\.0\.1:\d+( [^;]*)?;$/m.exec(shipped);
  if (!upstreamLine) throw new Error('deploy/nginx/lootbay.conf names no upstream server');
  const upstreams = instancePorts.map((port) => `${upstreamLine[1]}server 127.0.0.1:${port}${upstreamLine[2] ?? ''};`).join('\n');
  const site = shipped
    .replace(/^\s*server 127\.0\.0\.1:\d+( [^;]*)?;\n/gm, '')
    .replace(/(upstream lootbay \{\n)/, `$1${upstreams}\n`)
    .replace(/^\s*listen \[::\]:\d+[^;]*;\n/gm, '')
    .replace(/listen 80;/, `listen 127.0.0.1:${httpPort};`)
    .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${sitePort}${tls ? ' ssl http2' : ''};`)
    .replace('/etc/ssl/lootbay/fullchain.pem', path.join(dir, 'cert.pem'))
    .replace('/etc/ssl/lootbay/privkey.pem', path.join(dir, 'key.pem'))
    .replace('/var/www/acme', dir);
  fs.writeFileSync(path.join(dir, 'site.conf'), site);
  const temp = (name: string) => `${name} ${path.join(dir, name.replace('_temp_path', ''))};`;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      // Workers as root too, when the test is root: the scratch folders are its own.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes 2;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events {}',
      `http { include /etc/nginx/mime.types; access_log off; ${['client_body_temp_path', 'proxy_temp_path', 'fastcgi_temp_path', 'uwsgi_temp_path', 'scgi_temp_path'].map(temp).join(' ')} include ${path.join(dir, 'site.conf')}; }`,
    ].join('\n'),
  );
  const nginx = spawn(NGINX_PATH, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  nginx.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  for (let attempt = 0; !(await accepting(sitePort)); attempt += 1) {
    if (nginx.exitCode !== null || attempt > 100) throw new Error(`nginx did not start: ${errors}${fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    siteUrl: `${tls ? 'https' : 'http'}://127.0.0.1:${sitePort}`,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    certificate: fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    errors: () => (fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : ''),
    async stop() {
      if (nginx.exitCode === null) {
        const exited = once(nginx, 'exit');
        nginx.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
