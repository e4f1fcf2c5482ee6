// Merchant resolution: query → sessionStorage → host → demo, and the loader's failures.
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_MERCHANT, MERCHANT_STORAGE_KEY, merchantForHost, parseMerchantIndex, resolveMerchant, type KeyValueStorage } from '@/config/resolve';
import { loadMerchant, loadMerchantConfig } from '@/config/load';
import fs from 'node:fs';
import path from 'node:path';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const INDEX = [
  { code: 'demo', hosts: ['localhost', '127.0.0.1'] },
  { code: 'cebu', hosts: ['cebu.localhost', 'play.cebu.example'] },
  { code: 'manila', hosts: ['manila.localhost'] },
];

describe('resolveMerchant', () => {
  it('takes ?merchant= first, lower-cased, on a developer host', async () => {
    const loadIndex = vi.fn(async () => INDEX);
    const choice = await resolveMerchant({
      search: '?merchant=CEBU',
      host: 'localhost',
      storage: memoryStorage({ [MERCHANT_STORAGE_KEY]: 'manila' }),
      loadIndex,
    });
    expect(choice).toEqual({ code: 'cebu', source: 'query' });
    expect(loadIndex).not.toHaveBeenCalled();
  });

  it('then the choice kept in sessionStorage', async () => {
    const loadIndex = vi.fn(async () => INDEX);
    const choice = await resolveMerchant({ search: '', host: '127.0.0.1', storage: memoryStorage({ [MERCHANT_STORAGE_KEY]: 'cebu' }), loadIndex });
    expect(choice).toEqual({ code: 'cebu', source: 'session' });
    expect(loadIndex).not.toHaveBeenCalled();
  });

  it('then the host as listed in the files', async () => {
    const choice = await resolveMerchant({ search: '?lang=EN', host: 'Play.Cebu.Example', storage: memoryStorage(), loadIndex: async () => INDEX });
    expect(choice).toEqual({ code: 'cebu', source: 'host' });
  });

  it('else demo, also when the index cannot be read', async () => {
    expect(await resolveMerchant({ search: '', host: 'unknown.example', storage: memoryStorage(), loadIndex: async () => INDEX })).toEqual({
      code: DEFAULT_MERCHANT,
      source: 'default',
    });
    expect(
      await resolveMerchant({
        search: '',
        host: 'manila.localhost',
        storage: memoryStorage(),
        loadIndex: async () => {
          throw new Error('offline');
        },
      }),
    ).toEqual({ code: 'demo', source: 'default' });
  });

  it('ignores an empty ?merchant= and a malformed stored code', async () => {
    const choice = await resolveMerchant({
      search: '?merchant=',
      host: 'manila.localhost',
      storage: memoryStorage({ [MERCHANT_STORAGE_KEY]: '../x' }),
      loadIndex: async () => INDEX,
    });
    expect(choice).toEqual({ code: 'manila', source: 'host' });
  });

  // The attack: `?merchant=demo` on a live merchant's host turned the site into the demo (and
  // stuck for the tab); any merchant's brand could be shown on any host.
  it.each([
    ['?merchant=demo', {}, 'manila.localhost', { code: 'manila', source: 'host' }],
    ['?merchant=cebu', {}, 'manila.localhost', { code: 'manila', source: 'host' }],
    ['', { [MERCHANT_STORAGE_KEY]: 'demo' }, 'manila.localhost', { code: 'manila', source: 'host' }],
    ['?merchant=cebu', {}, 'play.cebu.example', { code: 'cebu', source: 'query' }],
    ['', { [MERCHANT_STORAGE_KEY]: 'cebu' }, 'PLAY.cebu.example', { code: 'cebu', source: 'session' }],
    ['?merchant=manila', {}, 'unknown.example', { code: 'demo', source: 'default' }],
    ['?merchant=manila', {}, 'localhost', { code: 'manila', source: 'query' }],
    ['?merchant=manila', {}, '::1', { code: 'manila', source: 'query' }],
  ])('on host binding: %s %j on %s → %j', async (search, stored, host, expected) => {
    expect(await resolveMerchant({ search, host, storage: memoryStorage(stored), loadIndex: async () => INDEX })).toEqual(expected);
  });

  it('matches hosts exactly and parses the index defensively', () => {
    expect(merchantForHost('localhost', INDEX)).toBe('demo');
    expect(merchantForHost('x.localhost', INDEX)).toBeNull();
    expect(parseMerchantIndex([{ code: 'ok', hosts: ['a', 3] }, { code: 'Bad Code' }, null, 'x'])).toEqual([{ code: 'ok', hosts: ['a'] }]);
    expect(parseMerchantIndex({})).toEqual([]);
  });
});

// A fake static server over merchants/ (plus overrides), answering like `vite preview`.
const merchantsDir = path.resolve(__dirname, '../../merchants');
function fakeServer(overrides: Record<string, string | null> = {}) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchImpl = async (url: string, init?: RequestInit): Promise<Response> => {
    calls.push({ url, init });
    const name = url.replace(/^.*\/merchants\//, '');
    if (name in overrides) {
      const body = overrides[name];
      if (body === null || body === undefined) return new Response('<!doctype html><html></html>', { status: 200, headers: { 'content-type': 'text/html' } });
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    }
    if (name === 'index.json') {
      return new Response(JSON.stringify(INDEX), { status: 200, headers: { 'content-type': 'application/json' } });
    }
    const file = path.join(merchantsDir, name);
    if (!fs.existsSync(file)) return new Response('Not found', { status: 404 });
    return new Response(fs.readFileSync(file, 'utf8'), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetchImpl, calls };
}

describe('loading the merchant file', () => {
  it('loads, merges over _defaults.json, re-fetches with no-cache and keeps a query choice for the tab', async () => {
    const { fetchImpl, calls } = fakeServer();
    const storage = memoryStorage();
    const result = await loadMerchant({ search: '?merchant=cebu', host: 'localhost', storage, fetch: fetchImpl });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.name).toBe('Cebu Lucky Star');
    expect(result.config.whitelabel.REWCEN3).toBe(false);
    expect(result.config.whitelabel.CBS3).toBe(true);
    expect(storage.data.get(MERCHANT_STORAGE_KEY)).toBe('cebu');
    expect(calls.every((c) => c.init?.cache === 'no-cache')).toBe(true);
    expect(calls.map((c) => c.url).sort()).toEqual(['/merchants/_defaults.json', '/merchants/cebu.json']);
  });

  it('resolves by host through /merchants/index.json', async () => {
    const { fetchImpl, calls } = fakeServer();
    const result = await loadMerchant({ search: '', host: 'manila.localhost', storage: memoryStorage(), fetch: fetchImpl });
    expect(result.ok && result.config.code).toBe('manila');
    expect(calls[0]?.url).toBe('/merchants/index.json');
  });

  it('reports an unknown merchant (404 or an HTML fallback) by its code and does not keep it', async () => {
    const storage = memoryStorage();
    const { fetchImpl } = fakeServer({ 'nosuchcasino.json': null });
    const result = await loadMerchant({ search: '?merchant=nosuchcasino', host: 'localhost', storage, fetch: fetchImpl });
    expect(result).toMatchObject({ ok: false, reason: 'unknown', code: 'nosuchcasino' });
    expect(storage.data.has(MERCHANT_STORAGE_KEY)).toBe(false);
    const other = await loadMerchant({ search: '?merchant=zzz', host: 'localhost', storage, fetch: fakeServer().fetchImpl });
    expect(other).toMatchObject({ ok: false, reason: 'unknown', code: 'zzz' });
    const bad = await loadMerchant({ search: '?merchant=../etc', host: 'localhost', storage, fetch: fakeServer().fetchImpl });
    expect(bad).toMatchObject({ ok: false, reason: 'unknown', code: '../etc' });
  });

  it('drops a stored merchant whose file is gone and resolves again', async () => {
    const storage = memoryStorage({ [MERCHANT_STORAGE_KEY]: 'gone' });
    const result = await loadMerchant({ search: '', host: 'localhost', storage, fetch: fakeServer().fetchImpl });
    expect(result.ok && result.config.code).toBe('demo');
    expect(storage.data.has(MERCHANT_STORAGE_KEY)).toBe(false);
  });

  it('lists every problem of an invalid file by JSON path', async () => {
    const demo = JSON.parse(fs.readFileSync(path.join(merchantsDir, 'demo.json'), 'utf8')) as Record<string, unknown>;
    const broken = { ...demo, whitelabel: { CBS3: 'yes' } };
    const { fetchImpl } = fakeServer({ 'demo.json': JSON.stringify(broken) });
    const result = await loadMerchantConfig({ code: 'demo', source: 'default' }, fetchImpl);
    expect(result.ok).toBe(false);
    if (result.ok || result.reason !== 'invalid') throw new Error('expected invalid');
    expect(result.problems).toContainEqual({ path: 'whitelabel.CBS3', message: 'expected boolean', doc: 'docs/merchant-config.md#whitelabel' });
  });

  it('reports a file that is not JSON and a file whose code differs from its name', async () => {
    const notJson = await loadMerchantConfig({ code: 'demo', source: 'default' }, fakeServer({ 'demo.json': '{ "code": ' }).fetchImpl);
    expect(notJson).toMatchObject({ ok: false, reason: 'invalid' });
    const cebu = fs.readFileSync(path.join(merchantsDir, 'cebu.json'), 'utf8');
    const wrongCode = await loadMerchantConfig({ code: 'demo', source: 'default' }, fakeServer({ 'demo.json': cebu }).fetchImpl);
    expect(wrongCode).toMatchObject({ ok: false, reason: 'invalid', problems: [{ path: 'code' }] });
  });

  it('reports a server that is down as unreachable', async () => {
    const fetchImpl = async () => new Response('boom', { status: 503 });
    const result = await loadMerchantConfig({ code: 'demo', source: 'default' }, fetchImpl);
    expect(result).toMatchObject({ ok: false, reason: 'unreachable', code: 'demo' });
  });

  it("reports a device without network as offline ('No Internet'), a failed fetch while online as unreachable", async () => {
    const fetchImpl = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    const offline = await loadMerchant({ search: '', host: 'manila.localhost', storage: memoryStorage(), fetch: fetchImpl, online: () => false });
    expect(offline).toMatchObject({ ok: false, reason: 'offline', detail: 'Failed to fetch' });
    const online = await loadMerchant({ search: '', host: 'manila.localhost', storage: memoryStorage(), fetch: fetchImpl, online: () => true });
    expect(online).toMatchObject({ ok: false, reason: 'unreachable', detail: 'Failed to fetch' });
    // An HTTP error is an answer: the network is there, whatever the device says.
    const down = await loadMerchantConfig(
      { code: 'manila', source: 'host' },
      async () => new Response('boom', { status: 503 }),
      () => false,
    );
    expect(down).toMatchObject({ ok: false, reason: 'unreachable', detail: 'HTTP 503' });
  });
});
