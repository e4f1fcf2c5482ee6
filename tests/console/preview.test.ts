// The preview: a signed, expiring token opens the players' site with the draft applied, on the
// console's preview port only; without a valid token nothing is served, and the site itself never
// sees the draft.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreviewServer, frameableCsp, PREVIEW_COOKIE } from '@/console/server/preview';
import { signPreview, verifyPreview } from '@/console/server/security';
import { as, login, makeConsole, openMerchant, withCbs3, type Harness } from './harness';

describe('preview tokens', () => {
  it('are signed and expire', () => {
    const token = signPreview({ m: 'demo', d: 'abc', exp: Date.now() + 60_000 }, 'secret');
    expect(verifyPreview(token, 'secret')).toMatchObject({ m: 'demo', d: 'abc' });
    expect(verifyPreview(token, 'other-secret')).toBeNull();
    const [body, mac] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ m: 'cebu', d: 'abc', exp: Date.now() + 60_000 })).toString('base64url')}.${mac}`;
    expect(verifyPreview(forged, 'secret')).toBeNull();
    expect(verifyPreview(`${body}.${mac}`, 'secret', Date.now() + 61_000)).toBeNull();
  });

  it('the site CSP keeps its rules and lets the console frame the preview', () => {
    expect(frameableCsp("default-src 'self'; frame-ancestors 'none'", 'http://127.0.0.1:5180')).toBe(
      "default-src 'self'; frame-ancestors http://127.0.0.1:5180",
    );
  });
});

describe('the preview port', () => {
  let h: Harness;
  let site: http.Server;
  let preview: http.Server;
  let base = '';

  beforeAll(async () => {
    // A stand-in for the players' site: it serves the published file and forbids framing.
    site = http.createServer((req, res) => {
      res.setHeader('Content-Security-Policy', "default-src 'self'; frame-ancestors 'none'");
      res.setHeader('X-Frame-Options', 'DENY');
      res.end(req.url === '/merchants/demo.json' ? '{"published":true}' : `page ${req.url ?? ''}`);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    h = makeConsole();
    // The console and the preview port share the draft store and the secret.
    preview = createPreviewServer({
      drafts: h.previews,
      secret: 'test-secret',
      siteUrl: `http://127.0.0.1:${(site.address() as AddressInfo).port}`,
      consoleOrigin: 'http://127.0.0.1:5180',
    });
    await new Promise<void>((resolve) => preview.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(preview.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    site.close();
    preview.close();
    await h.close();
  });

  it('opens with the token, serves the draft as the merchant file, and the rest of the site frameable', async () => {
    const s = await login(h, 'admin');
    const { data } = await openMerchant(h, s);
    const res = await as(h, s, 'POST', '/api/merchants/demo/preview', { data: withCbs3(data, false) });
    expect(res.statusCode).toBe(200);
    const url = new URL((res.json() as { url: string }).url);
    const opened = await fetch(`${base}${url.pathname}${url.search}`, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/m/home?merchant=demo');
    const cookie = opened.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${PREVIEW_COOKIE}=`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    const jar = cookie.split(';')[0] ?? '';

    const file = await fetch(`${base}/merchants/demo.json`, { headers: { cookie: jar } });
    expect(((await file.json()) as { whitelabel: { CBS3: boolean } }).whitelabel.CBS3).toBe(false);
    const etag = file.headers.get('etag') ?? '';
    expect((await fetch(`${base}/merchants/demo.json`, { headers: { cookie: jar, 'if-none-match': etag } })).status).toBe(304);

    const page = await fetch(`${base}/m/home`, { headers: { cookie: jar } });
    expect(await page.text()).toBe('page /m/home');
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors http://127.0.0.1:5180');
  });

  it('refuses everything without a valid token; the site keeps the published file', async () => {
    expect((await fetch(`${base}/merchants/demo.json`)).status).toBe(403);
    expect((await fetch(`${base}/m/home`)).status).toBe(403);
    expect((await fetch(`${base}/__preview?token=forged.token`)).status).toBe(403);
    const expired = signPreview({ m: 'demo', d: 'gone', exp: Date.now() - 1 }, 'test-secret');
    expect((await fetch(`${base}/merchants/demo.json`, { headers: { cookie: `${PREVIEW_COOKIE}=${expired}` } })).status).toBe(403);
    const siteFile = await fetch(`http://127.0.0.1:${(site.address() as AddressInfo).port}/merchants/demo.json`);
    expect(await siteFile.text()).toBe('{"published":true}');
  });
});
