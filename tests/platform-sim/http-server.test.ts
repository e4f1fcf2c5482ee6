// @vitest-environment node
// The HTTP server of `npm run platform` (issue 15, item 8): bounded bodies, loopback by default,
// state switches only by POST when enabled, 404 envelopes, CORS for allowed origins only.
import { Readable } from 'node:stream';
import { call, json } from './http-call';
import { MAX_BODY_BYTES, createPlatformServer, isAllowedOrigin, platformOptionsFromEnv, type PlatformServer } from '../../scripts/platform-http';

const quiet = () => undefined;

describe('npm run platform (scripts/platform-http.ts)', () => {
  let platform: PlatformServer;
  let base: string;

  beforeAll(async () => {
    platform = createPlatformServer({ port: 0, log: quiet });
    await platform.listen();
    base = platform.url();
  });
  afterAll(() => platform.close());
  beforeEach(() => {
    platform.sim.status = 'normal';
  });

  it('listens on 127.0.0.1 by default; PLATFORM_HOST changes it', () => {
    const address = platform.server.address();
    expect(typeof address === 'object' && address?.address).toBe('127.0.0.1');
    expect(platformOptionsFromEnv({}).host).toBe('127.0.0.1');
    expect(platformOptionsFromEnv({ PLATFORM_HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(platformOptionsFromEnv({}).port).toBe(8787);
  });

  it('answers a 6 MB upload with a 413 envelope without reading it, and its memory stays bounded', async () => {
    const before = process.memoryUsage().rss;
    const six = Buffer.alloc(6 * 1024 * 1024, 0x61);
    for (let i = 0; i < 5; i++) {
      const answer = await call(base, '/api/v1/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(six.length) },
        body: six,
      });
      expect(answer.status).toBe(413);
      expect(answer.headers.connection).toBe('close');
      expect(answer.json).toEqual({ success: false, code: 'BAD_REQUEST', message: 'Request body larger than 5 MB' });
    }
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('counts a streamed body without Content-Length and stops reading it at 5 MB', async () => {
    const chunk = Buffer.alloc(64 * 1024, 0x62);
    let produced = 0;
    const upTo = 300 * 1024 * 1024;
    const body = Readable.from(
      (function* () {
        while (produced < upTo) {
          produced += chunk.length;
          yield chunk;
        }
      })(),
    );
    const before = process.memoryUsage().rss;
    const answer = await call(base, '/api/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      body,
    });
    body.destroy();
    expect(answer.status).toBe(413);
    expect(answer.json).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    // The sender was cut off a few socket buffers past the limit, nowhere near its 300 MB.
    expect(produced).toBeGreaterThan(MAX_BODY_BYTES);
    expect(produced).toBeLessThan(64 * 1024 * 1024);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('still reads a body under the limit and passes it to the platform', async () => {
    const answer = await call(base, '/sim/status', json({ set: 'normal', pad: 'x'.repeat(1024 * 1024) }));
    // Read in full (1 MB) and judged by the switch's own schema, not refused as too large.
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it('changes nothing on GET /sim/status?set=…', async () => {
    const answer = await call(base, '/sim/status?set=maintenance');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('POST');
    expect(answer.json).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(platform.sim.status).toBe('normal');
    expect((await call(base, '/sim/health')).json).toEqual({ ok: true, status: 'normal', simControl: true });
  });

  it('switches the status and resets the state by POST /sim/status with a JSON body', async () => {
    const answer = await call(base, '/sim/status', json({ set: 'maintenance' }));
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ success: true, code: 'OK', value: { status: 'maintenance' } });
    expect(platform.sim.status).toBe('maintenance');
    const status = await call(base, '/api/v1/system/status', { headers: { 'X-Merchant-Code': 'manila' } });
    expect(status.json).toMatchObject({ success: true, value: { maintenance: true } });

    const reset = vi.spyOn(platform.sim, 'reset');
    expect((await call(base, '/sim/status', json({ set: 'reset' }))).status).toBe(200);
    expect(reset).toHaveBeenCalledTimes(1);
    reset.mockRestore();

    expect((await call(base, '/sim/status', json({ set: 'normal' }))).json).toMatchObject({ value: { status: 'normal' } });
  });

  it('refuses a switch that is not a JSON request (a cross-site form or no-cors post) or not a known value', async () => {
    const plain = await call(base, '/sim/status', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{"set":"maintenance"}' });
    expect(plain.status).toBe(415);
    const unknown = await call(base, '/sim/status', json({ set: 'closed' }));
    expect(unknown.status).toBe(400);
    const broken = await call(base, '/sim/status', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' });
    expect(broken.status).toBe(400);
    expect(platform.sim.status).toBe('normal');
  });

  it('answers an unknown route with a 404 envelope', async () => {
    for (const path of ['/nope', '/api/v1/no-such-call', '/sim/nothing']) {
      const answer = await call(base, path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.json).toEqual({ success: false, code: 'BAD_REQUEST', message: `No such call: GET ${path}` });
    }
  });

  it('reflects only allowed origins in CORS and refuses a foreign page', async () => {
    for (const origin of ['http://localhost:4173', 'http://manila.localhost:4173', 'http://127.0.0.1:8080']) {
      const preflight = await call(base, '/api/v1/system/status', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-merchant-code' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
      const answer = await call(base, '/api/v1/system/status', { headers: { Origin: origin, 'X-Merchant-Code': 'manila' } });
      expect(answer.status).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBe(origin);
      expect(answer.headers.vary).toMatch(/Origin/);
    }
    const foreign = await call(base, '/sim/status', {
      ...json({ set: 'maintenance' }),
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(foreign.json).toMatchObject({ success: false, code: 'NO_PERMISSION' });
    expect(platform.sim.status).toBe('normal');
  });

  it('decides origins by parsing, not by prefix', () => {
    const hosts = new Set(['m.manila.example']);
    expect(isAllowedOrigin('http://localhost:5173', hosts)).toBe(true);
    expect(isAllowedOrigin('https://m.manila.example', hosts)).toBe(true);
    expect(isAllowedOrigin('http://[::1]:4173', hosts)).toBe(true);
    expect(isAllowedOrigin('http://localhost.evil.example', hosts)).toBe(false);
    expect(isAllowedOrigin('https://m.manila.example.evil.example', hosts)).toBe(false);
    expect(isAllowedOrigin('http://evil.example/localhost', hosts)).toBe(false);
    expect(isAllowedOrigin('null', hosts)).toBe(false);
    expect(isAllowedOrigin('file://localhost', hosts)).toBe(false);
    expect(isAllowedOrigin('https://partner.example', hosts, ['https://partner.example'])).toBe(true);
  });
});

describe('npm run platform with PLATFORM_SIM_CONTROL=off', () => {
  it('answers no demo control at all and keeps the status and the clock', async () => {
    const options = platformOptionsFromEnv({ PLATFORM_SIM_CONTROL: 'off', PLATFORM_PORT: '0' });
    expect(options.simControl).toBe(false);
    const platform = createPlatformServer({ ...options, log: quiet });
    await platform.listen();
    try {
      const base = platform.url();
      const before = platform.sim.now();
      for (const [path, init] of [
        ['/sim/status', json({ set: 'maintenance' })],
        ['/sim/status', json({ set: 'reset' })],
        ['/sim/clock', json({ advanceMs: 3_600_000 })],
        ['/sim/health', {}],
      ] as const) {
        const answer = await call(base, path, init);
        expect(answer.status, path).toBe(403);
        expect(answer.json).toMatchObject({ success: false, code: 'NO_PERMISSION', message: 'Simulator control is off (PLATFORM_SIM_CONTROL=off)' });
      }
      expect(platform.sim.status).toBe('normal');
      expect(platform.sim.now() - before).toBeLessThan(60_000);
      // The platform itself answers as ever.
      expect((await call(base, '/api/v1/system/status', { headers: { 'X-Merchant-Code': 'demo' } })).status).toBe(200);
    } finally {
      await platform.close();
    }
  });

  it('refuses a bad PLATFORM_SIM_CONTROL, SIM_STATUS or PLATFORM_PORT', () => {
    expect(() => platformOptionsFromEnv({ PLATFORM_SIM_CONTROL: 'maybe' })).toThrow(/on or off/);
    expect(() => platformOptionsFromEnv({ SIM_STATUS: 'closed' })).toThrow(/SIM_STATUS/);
    expect(() => platformOptionsFromEnv({ PLATFORM_PORT: 'http' })).toThrow(/PLATFORM_PORT/);
  });
});
