// @vitest-environment node
// The production headers' builder (scripts/deploy-headers.ts) and the live build's choice of
// merchant files (vite.config.ts). The served answers themselves are checked against nginx in
// tests/e2e/deploy-headers.spec.ts.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cacheControl,
  contentSecurityPolicy,
  distHeaders,
  inlineHashes,
  nginxSnippet,
  parseNginxSnippet,
  securityHeaders,
  servedOrigins,
  VIDEO_EMBED_ORIGINS,
} from '../../scripts/deploy-headers.ts';
import { shippedMerchants } from '../../scripts/vite-merchant-files.ts';

const sha = (t: string) => `'sha256-${createHash('sha256').update(t).digest('base64')}'`;

const dirs: string[] = [];
function merchantsDir(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'palaro-headers-'));
  dirs.push(dir);
  for (const [name, data] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), JSON.stringify(data));
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const DEFAULTS = { api: { mode: 'demo', baseUrl: '/api', timeoutMs: 10000 }, imageCdns: [] };

describe('inline hashes', () => {
  it('hashes inline scripts and styles exactly as written, not scripts with src', () => {
    const script = '\n      try { var b = 1; } catch (e) {}\n    ';
    const style = 'html{color:#fff}';
    const html = `<head><style>${style}</style><script>${script}</script><script type="module" crossorigin src="/assets/a.js"></script></head>`;
    expect(inlineHashes(html)).toEqual({ scripts: [sha(script)], styles: [sha(style)] });
  });

  it('matches the hashes of the real index.html (the build keeps its inline code as it is)', () => {
    const html = fs.readFileSync('index.html', 'utf8');
    const { scripts, styles } = inlineHashes(html);
    expect(scripts).toHaveLength(1);
    expect(styles).toHaveLength(1);
  });
});

describe('the hosts of the served merchant files', () => {
  it('takes origins from api.baseUrl, errorReportUrl, imageCdns and frameOrigins, merged over _defaults.json', () => {
    const dir = merchantsDir({
      '_defaults.json': { ...DEFAULTS, imageCdns: ['https://img.default.example/x/'] },
      'a.json': { code: 'a', api: { mode: 'live', baseUrl: 'https://api.a.example/v1' }, errorReportUrl: 'https://errors.a.example/report' },
      'b.json': { code: 'b', imageCdns: ['https://cdn.b.example/img/', 'not a url'], frameOrigins: ['https://games.b.example'] },
      'index.json': [{ code: 'a', hosts: [] }],
    });
    expect(servedOrigins(dir)).toEqual({
      script: [],
      connect: ['https://api.a.example', 'https://errors.a.example'],
      img: ['https://cdn.b.example', 'https://img.default.example'],
      media: ['https://cdn.b.example', 'https://img.default.example'],
      // a is live: its video banners may embed the players the app builds links to.
      frame: ['https://games.b.example', ...VIDEO_EMBED_ORIGINS].sort(),
      // b is a demo merchant: its games play in a frame of this origin.
      framesSelf: true,
    });
  });

  it('frames no video player when only demo merchants are served', () => {
    const dir = merchantsDir({ '_defaults.json': DEFAULTS, 'demo.json': { code: 'demo' } });
    expect(servedOrigins(dir)).toEqual({ script: [], connect: [], img: [], media: [], frame: [], framesSelf: true });
  });

  it("allows a live merchant's sign-in service only where its file configures one (and turns a provider on)", () => {
    const firebase = { sdkUrl: 'https://www.gstatic.com/firebasejs/10.12.2', apiKey: 'k', authDomain: 'brand.firebaseapp.com', projectId: 'brand' };
    const on = servedOrigins(
      merchantsDir({
        '_defaults.json': DEFAULTS,
        'a.json': { code: 'a', api: { mode: 'live', baseUrl: 'https://api.a.example' }, login: { socialSignIn: { google: true, facebook: false, firebase } } },
      }),
    );
    expect(on.script).toEqual(['https://apis.google.com', 'https://www.gstatic.com']);
    expect(on.connect).toEqual(expect.arrayContaining(['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']));
    expect(on.frame).toContain('https://brand.firebaseapp.com');
    expect(contentSecurityPolicy({ scripts: [], styles: [] }, on)).toContain("script-src 'self' https://apis.google.com https://www.gstatic.com");
    const off = servedOrigins(
      merchantsDir({
        '_defaults.json': DEFAULTS,
        'a.json': { code: 'a', api: { mode: 'live', baseUrl: 'https://api.a.example' }, login: { socialSignIn: { google: false, facebook: false, firebase } } },
      }),
    );
    expect(off.script).toEqual([]);
    expect(off.frame).not.toContain('https://brand.firebaseapp.com');
  });

  it('lets no page frame another when only live merchants are served', () => {
    const dir = merchantsDir({ '_defaults.json': DEFAULTS, 'a.json': { code: 'a', api: { mode: 'live', baseUrl: 'https://api.a.example' } } });
    const hosts = servedOrigins(dir);
    expect(hosts.framesSelf).toBe(false);
    const csp = contentSecurityPolicy({ scripts: [], styles: [] }, hosts);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(securityHeaders(csp, hosts.framesSelf)).toContainEqual(['X-Frame-Options', 'DENY']);
  });
});

describe('the policy', () => {
  const csp = contentSecurityPolicy(
    { scripts: ["'sha256-s'"], styles: ["'sha256-t'"] },
    {
      script: [],
      connect: ['https://api.example'],
      img: ['https://cdn.example'],
      media: ['https://cdn.example'],
      frame: ['https://games.example'],
      framesSelf: true,
    },
  );

  it('is strict: no unsafe-inline, no eval, no other site framing the app', () => {
    expect(csp).not.toMatch(/unsafe/);
    expect(csp.split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'self' 'sha256-s'",
      "style-src 'self' 'sha256-t'",
      "img-src 'self' data: blob: https://cdn.example",
      "connect-src 'self' https://api.example",
      "frame-src 'self' https://games.example",
      "media-src 'self' https://cdn.example",
      "font-src 'self'",
      "worker-src 'self'",
      "manifest-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
    ]);
  });

  it('comes with the other security headers, written for nginx and read back by the preview', () => {
    const headers = securityHeaders(csp);
    expect(headers.map(([n]) => n)).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'X-Frame-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Strict-Transport-Security',
      'Cross-Origin-Opener-Policy',
    ]);
    const snippet = nginxSnippet(headers);
    expect(snippet).toContain(`add_header Content-Security-Policy "${csp}" always;`);
    expect(parseNginxSnippet(snippet)).toEqual(headers);
  });

  it('refuses a value nginx would misread', () => {
    expect(() => nginxSnippet([['X-Test', 'a"b']])).toThrow();
    expect(() => nginxSnippet([['X-Test', '$host']])).toThrow();
  });

  it('caches hashed assets for a year and revalidates everything else', () => {
    expect(cacheControl('/assets/index-abc123.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControl('/assets/missing.js', false)).toBe('no-store');
    for (const p of ['/', '/m/home', '/index.html', '/merchants/demo.json', '/mockServiceWorker.js']) expect(cacheControl(p)).toBe('no-cache');
  });

  it('is computed from a dist: its index.html and its merchant files', () => {
    const dist = merchantsDir({});
    fs.writeFileSync(path.join(dist, 'index.html'), '<style>a{}</style><script>x()</script>');
    fs.mkdirSync(path.join(dist, 'merchants'));
    fs.writeFileSync(path.join(dist, 'merchants', '_defaults.json'), JSON.stringify(DEFAULTS));
    fs.writeFileSync(path.join(dist, 'merchants', 'm.json'), JSON.stringify({ code: 'm', api: { mode: 'live', baseUrl: 'https://p.example/api' } }));
    const { csp: built } = distHeaders(dist);
    expect(built).toContain(`script-src 'self' ${sha('x()')}`);
    expect(built).toContain(`style-src 'self' ${sha('a{}')}`);
    expect(built).toContain("connect-src 'self' https://p.example;");
  });
});

describe('the merchant files a build ships', () => {
  const files = {
    '_defaults.json': DEFAULTS,
    'demo.json': { code: 'demo' },
    'live1.json': { code: 'live1', api: { mode: 'live', baseUrl: 'https://a.example/api' } },
    'live2.json': { code: 'live2', api: { mode: 'live', baseUrl: 'https://b.example/api' } },
  };

  it('the demo build: all of them', () => {
    expect(shippedMerchants(false, undefined, merchantsDir(files))).toEqual(['demo.json', 'live1.json', 'live2.json']);
  });

  it('the live build: the live ones, or those named in MERCHANTS', () => {
    const dir = merchantsDir(files);
    expect(shippedMerchants(true, undefined, dir)).toEqual(['live1.json', 'live2.json']);
    expect(shippedMerchants(true, 'live2', dir)).toEqual(['live2.json']);
  });

  it('the live build refuses a demo merchant, an unknown one, or none at all', () => {
    const dir = merchantsDir(files);
    expect(() => shippedMerchants(true, 'demo', dir)).toThrow(/not live/);
    expect(() => shippedMerchants(true, 'nobody', dir)).toThrow(/does not exist/);
    expect(() => shippedMerchants(true, undefined, merchantsDir({ '_defaults.json': DEFAULTS, 'demo.json': { code: 'demo' } }))).toThrow(/at least one/);
  });
});
