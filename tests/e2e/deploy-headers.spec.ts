// The production answers as served by nginx (npm run serve:prod over the build under test): the
// security headers on every answer, the app's fallback, caching, gzip — and `npm run preview`
// sending the same headers over the same build, so dev and production do not drift.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { HEADERS_CONF, parseNginxSnippet } from '../../scripts/deploy-headers.ts';
import { brotliInstalled } from '../../scripts/nginx-brotli.ts';
import { test, expect } from './test';

const DIST = path.resolve(process.env.E2E_DIST ?? 'dist');
const PORT = Number(process.env.E2E_PORT ?? 4173);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('latin1') }));
      })
      .on('error', reject);
  });
}

const html = () => fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
const expected = () => parseNginxSnippet(fs.readFileSync(path.join(DIST, HEADERS_CONF), 'utf8'));
/** One of the page's module scripts, large enough for nginx to compress (gzip_min_length 256). */
/** A hashed script of the first load big enough to be compressed: the entry or one it preloads. */
const hashedScript = () =>
  [...html().matchAll(/<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="(\/assets\/[^"]+\.js)"/g)]
    .map((m) => m[1] ?? '')
    .find((src) => fs.statSync(path.join(DIST, src)).size >= 1024) ?? '';

function expectSecurityHeaders(answer: Answer) {
  for (const [name, value] of expected()) expect(answer.headers[name.toLowerCase()], name).toBe(value);
}

const base = `http://127.0.0.1:${PORT}`;

test.describe('production headers (nginx)', () => {
  test('the generated CSP is strict and hashes the inline boot script and style', () => {
    const headers = new Map(expected());
    const csp = headers.get('Content-Security-Policy') ?? '';
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    const directives = new Map(csp.split('; ').map((d) => [d.split(' ')[0], d] as const));
    expect(directives.get('default-src')).toBe("default-src 'self'");
    expect(directives.get('frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directives.get('object-src')).toBe("object-src 'none'");
    expect(directives.get('base-uri')).toBe("base-uri 'self'");
    expect(directives.get('worker-src')).toBe("worker-src 'self'");
    const sha = (t: string) => `'sha256-${createHash('sha256').update(t).digest('base64')}'`;
    // The theme's background, the page's one inline script: named by its hash.
    const inline = [...html().matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/\bsrc=/.test(m[1] ?? ''));
    const inlineScripts = inline.map((m) => m[2] ?? '');
    const inlineStyle = /<style>([\s\S]*?)<\/style>/.exec(html())?.[1];
    expect(inline).toHaveLength(1);
    expect(directives.get('script-src')).toBe(`script-src 'self' ${inlineScripts.map(sha).join(' ')}`);
    expect(inlineStyle && directives.get('style-src')).toBe(`style-src 'self' ${sha(inlineStyle ?? '')}`);
    // The hosts of the served merchant files: manila's API is this site's /api (connect-src
    // 'self'), its images come from the platform server.
    if (fs.existsSync(path.join(DIST, 'merchants', 'manila.json'))) {
      expect(directives.get('connect-src')).not.toContain('http://localhost:8787');
      expect(directives.get('img-src')).toContain('http://localhost:8787');
    }
  });

  test('pages: every header, no-cache, the app for any /m/ path', async () => {
    for (const p of ['/m/home', '/m/deposit', '/', '/index.html']) {
      const answer = await get(`${base}${p}`);
      expect(answer.status, p).toBe(200);
      expect(answer.headers['content-type'], p).toMatch(/^text\/html/);
      expect(answer.body, p).toContain('<div id="root">');
      expect(answer.headers['cache-control'], p).toBe('no-cache');
      expectSecurityHeaders(answer);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['permissions-policy']).toContain('camera=()');
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    }
    const gz = await get(`${base}/m/home`, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  test('hashed assets: a year, immutable, nosniff, JavaScript type, gzip when asked, the build\'s Brotli file', async () => {
    const asset = hashedScript();
    expect(asset).not.toBe('');
    const plain = await get(`${base}${asset}`);
    expect(plain.status).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-type']).toMatch(/^text\/javascript/);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expectSecurityHeaders(plain);
    const gz = await get(`${base}${asset}`, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toContain('Accept-Encoding');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(gz);
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(html())?.[1] ?? '';
    const cssAnswer = await get(`${base}${css}`, { 'Accept-Encoding': 'gzip' });
    expect(cssAnswer.headers['content-type']).toMatch(/^text\/css/);
    expect(cssAnswer.headers['content-encoding']).toBe('gzip');
    // Brotli, where nginx has the modules: the build's own file (quality 11, written beside the
    // script), sent as it is, which decodes to the script itself.
    if (brotliInstalled()) {
      const br = await get(`${base}${asset}`, { 'Accept-Encoding': 'br, gzip' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const sent = Buffer.from(br.body, 'latin1');
      expect(sent.equals(fs.readFileSync(path.join(DIST, `${asset}.br`)))).toBe(true);
      expect(zlib.brotliDecompressSync(sent).equals(fs.readFileSync(path.join(DIST, asset)))).toBe(true);
    }
    // A missing chunk is a 404 that nothing caches, never the app's page.
    const missing = await get(`${base}/assets/missing-0000.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(missing);
  });

  test('merchant files: no-cache JSON, an unknown one is a 404, the generated snippet is not served', async () => {
    const names = fs.readdirSync(path.join(DIST, 'merchants')).filter((f) => f.endsWith('.json'));
    const name = names.includes('manila.json') ? 'manila.json' : (names.find((f) => !f.startsWith('_') && f !== 'index.json') ?? '');
    const file = await get(`${base}/merchants/${name}`, { 'Accept-Encoding': 'gzip' });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/json/);
    expect(file.headers['cache-control']).toBe('no-cache');
    expect(file.headers['content-encoding']).toBe('gzip');
    expectSecurityHeaders(file);
    const index = await get(`${base}/merchants/index.json`);
    expect(index.headers['cache-control']).toBe('no-cache');
    const unknown = await get(`${base}/merchants/nobody.json`);
    expect(unknown.status).toBe(404);
    expectSecurityHeaders(unknown);
    expect((await get(`${base}/deploy/headers.conf`)).status).toBe(404);
  });

  test('/api is the platform, same-origin: its JSON, never stored, never the app page', async () => {
    const status = await get(`${base}/api/v1/system/status`, { 'X-Merchant-Code': 'manila', 'X-Gateway': '3' });
    expect(status.status).toBe(200);
    expect(status.headers['content-type']).toMatch(/^application\/json/);
    expect(status.headers['cache-control']).toBe('no-store');
    expect((JSON.parse(status.body) as { success?: unknown }).success).toBe(true);
    expectSecurityHeaders(status);
    const missing = await get(`${base}/api/v1/no-such-call`);
    expect(missing.body).not.toContain('<div id="root">');
  });

  test('the service worker: JavaScript, revalidated on every check, every header', async () => {
    const worker = await get(`${base}/sw.js`, { 'Accept-Encoding': 'gzip' });
    expect(worker.status).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^text\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-encoding']).toBe('gzip');
    expectSecurityHeaders(worker);
    expect(worker.headers['content-security-policy']).toContain("worker-src 'self'");
  });

  test('npm run preview sends the same headers over the same build', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: p } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(p));
      });
    });
    const preview: ChildProcess = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort', '--outDir', DIST], {
      stdio: 'ignore',
      detached: true,
    });
    try {
      const previewBase = `http://localhost:${port}`;
      await expect
        .poll(async () => (await get(`${previewBase}/m/home`).catch(() => ({ status: 0 }))).status, { timeout: 30_000 })
        .toBe(200);
      for (const p of ['/m/home', '/m/deposit', hashedScript(), '/merchants/index.json', '/sw.js']) {
        const [fromNginx, fromPreview] = await Promise.all([get(`${base}${p}`), get(`${previewBase}${p}`)]);
        for (const [name] of expected()) {
          expect(fromPreview.headers[name.toLowerCase()], `${p} ${name}`).toBe(fromNginx.headers[name.toLowerCase()]);
        }
        expect(fromPreview.headers['cache-control'], `${p} Cache-Control`).toBe(fromNginx.headers['cache-control']);
      }
    } finally {
      if (preview.pid) process.kill(-preview.pid, 'SIGTERM');
    }
  });
});

test.describe('another site framing the app', () => {
  // The refusal is itself a CSP report (frame-ancestors), checked below instead of failing the test.
  test.use({ allowCspViolations: true });

  test('cannot show the withdraw page inside its own page', async ({ page, cspViolations }) => {
    const target = `http://localhost:${PORT}/m/withdraw?lang=EN`;
    await page.route('http://attacker.test/', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><h1>Win big</h1><iframe src="${target}" width="360" height="600"></iframe>` }),
    );
    // The page is there for anyone who asks for it directly …
    const direct = await get(target);
    expect(direct.status).toBe(200);
    expect(direct.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    await page.goto('http://attacker.test/');
    // … but the browser refuses to show it in the stranger's frame: Chromium's error page, not the app.
    await expect.poll(() => page.frames().find((f) => f !== page.mainFrame())?.url()).toMatch(/^chrome-error:/);
    expect(await page.frameLocator('iframe').locator('#root').count()).toBe(0);
    // Whatever the browser reported about it, it concerns the framing only.
    expect(cspViolations.filter((v) => !/frame-ancestors|X-Frame-Options/i.test(`${v.directive} ${v.sample}`))).toEqual([]);
  });
});
