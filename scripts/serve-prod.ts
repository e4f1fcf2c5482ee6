// npm run serve:prod: serves a built dist/ through Debian's nginx with the production
// configuration of deploy/ (headers, CSP, caching, Brotli or gzip, the app's fallback), in the foreground,
// on http://127.0.0.1:8080 (and [::1] where the machine has IPv6 loopback).
//
//   PORT   the port (default 8080)
//   DIST   the build to serve (default dist/)
//   NGINX  the nginx binary (default /usr/sbin/nginx)
//   PLATFORM_URL  where /api is proxied (default http://127.0.0.1:$PLATFORM_PORT, port 8787)
//
// It lays out a temporary nginx prefix (the deploy/ files, a listen.conf for PORT, a platform.conf for /api, a link to the
// build, logs and temp folders), runs `nginx -p <prefix> -c nginx.conf -g 'daemon off;'`, and
// stops nginx and removes the prefix on Ctrl-C or SIGTERM.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEADERS_CONF, writeHeadersConf } from './deploy-headers.ts';
import { brotliInstalled } from './nginx-brotli.ts';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const deployDir = path.join(root, 'deploy');
const port = Number(process.env.PORT ?? 8080);
const dist = path.resolve(process.env.DIST ?? path.join(root, 'dist'));
const nginx = process.env.NGINX ?? '/usr/sbin/nginx';

function fail(message: string): never {
  console.error(`serve:prod: ${message}`);
  process.exit(1);
}

if (!Number.isInteger(port) || port <= 0 || port > 65535) fail(`PORT ${process.env.PORT ?? ''} is not a port`);
if (!fs.existsSync(nginx)) fail(`${nginx} is missing (apt-get install -y nginx)`);
if (!fs.existsSync(path.join(dist, 'index.html'))) fail(`${dist}/index.html is missing (npm run build, or npm run build:live)`);
if (!fs.existsSync(path.join(dist, HEADERS_CONF))) {
  // A build made before the headers were generated: write them now (npm run csp does the same).
  const { file } = writeHeadersConf(dist);
  console.log(`serve:prod: wrote ${file}`);
}

/** Whether ::1 can be bound here (containers without IPv6 cannot). */
function ipv6Loopback(): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ host: '::1', port: 0, ipv6Only: true }, () => probe.close(() => resolve(true)));
  });
}

function listening(host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'palaro-nginx-'));
// nginx's workers may run as another user (nobody when started as root): they must reach dist/.
fs.chmodSync(prefix, 0o755);
for (const f of ['nginx.conf', 'palaro.conf', 'mime.types']) fs.symlinkSync(path.join(deployDir, f), path.join(prefix, f));
// Brotli when Debian's modules are installed (deploy/modules.conf names their files), else gzip only.
const brotli = brotliInstalled(deployDir);
for (const f of ['modules.conf', 'brotli.conf']) {
  if (brotli) fs.symlinkSync(path.join(deployDir, f), path.join(prefix, f));
  else
    fs.writeFileSync(
      path.join(prefix, f),
      '# Brotli modules not installed (apt-get install -y libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static): gzip only.\n',
    );
}
if (!brotli)
  console.warn(
    'serve:prod: the Brotli modules are not installed; answers are gzip-compressed (apt-get install -y libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static)',
  );
const hosts = ['127.0.0.1', ...((await ipv6Loopback()) ? ['[::1]'] : [])];
// /api goes to the platform (deploy/platform.conf): PLATFORM_URL, else the simulator's port.
const platformUrl = process.env.PLATFORM_URL ?? `http://127.0.0.1:${process.env.PLATFORM_PORT ?? 8787}`;
if (!/^https?:\/\/[^\s;'"{}]+$/.test(platformUrl)) fail(`PLATFORM_URL ${platformUrl} is not an http(s) URL`);
fs.writeFileSync(path.join(prefix, 'platform.conf'), `proxy_pass ${platformUrl.replace(/\/+$/, '')};\n`);
fs.writeFileSync(path.join(prefix, 'listen.conf'), `${hosts.map((h) => `listen ${h}:${port};`).join('\n')}\n`);
fs.symlinkSync(dist, path.join(prefix, 'dist'));
fs.mkdirSync(path.join(prefix, 'logs'));
fs.mkdirSync(path.join(prefix, 'tmp'));

/**
 * Started as root, nginx runs its workers as `nobody`, who must be able to reach every folder
 * above the build (a checkout under /root cannot be). Only then do the workers stay root.
 */
function workersNeedRoot(): boolean {
  if (process.getuid?.() !== 0) return false;
  for (let dir = fs.realpathSync(dist); ; dir = path.dirname(dir)) {
    if ((fs.statSync(dir).mode & 0o001) === 0) return true;
    if (path.dirname(dir) === dir) return false;
  }
}
const globals = ['daemon off;', 'error_log stderr warn;'];
if (workersNeedRoot()) {
  console.warn(`serve:prod: ${dist} is not reachable by other users; nginx's workers run as root`);
  globals.push('user root;');
}

const child = spawn(nginx, ['-p', `${prefix}/`, '-c', 'nginx.conf', '-e', 'stderr', '-g', globals.join(' ')], {
  stdio: ['ignore', 'inherit', 'inherit'],
});

let stopping = false;
const cleanup = () => fs.rmSync(prefix, { recursive: true, force: true });

child.on('exit', (code, signal) => {
  cleanup();
  if (!stopping) console.error(`serve:prod: nginx exited (${signal ?? code ?? 'unknown'})`);
  process.exit(stopping ? 0 : (code ?? 1));
});
child.on('error', (error) => {
  cleanup();
  fail(`could not start ${nginx}: ${error.message}`);
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // Fast shutdown: open connections are closed, the temp prefix is removed on exit.
    child.kill('SIGTERM');
  });
}

for (let i = 0; i < 100 && !stopping; i++) {
  if (await listening('127.0.0.1')) {
    console.log(`serve:prod: ${dist} on http://127.0.0.1:${port}/m/home (nginx ${prefix}; logs in ${prefix}/logs)`);
    break;
  }
  await new Promise((r) => setTimeout(r, 100));
}
