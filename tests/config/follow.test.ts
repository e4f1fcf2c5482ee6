// An open page follows its merchant file: conditional re-checks (If-None-Match), a valid published
// change applied, an invalid one never, and a check when the tab becomes visible again.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { followMerchantFile } from '@/config/follow';
import { liveConfig } from '@/config/live-config';
import { followMerchant, screenNeedsFlag } from '@/shell/follow-merchant';
import { toast } from '@/ui/toast';
import { validateMerchant } from '@/config/validate';
import type { MerchantConfig } from '@/config/schema';

const read = (f: string) => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../merchants', f), 'utf8')) as Record<string, unknown>;
const demo = read('demo.json');
const defaults = read('_defaults.json');
const initial = (() => {
  const r = validateMerchant(demo, defaults);
  if (!r.ok) throw new Error('demo.json does not validate');
  return r.config;
})();

/** A server of the two files with ETags; `files` may be changed between checks. */
function server(files: Record<string, unknown>) {
  const calls: { url: string; ifNoneMatch: string | null; cache: RequestCache | undefined }[] = [];
  const fetchImpl = vi.fn(async (url: string, init?: RequestInit) => {
    const name = url.split('/').pop() ?? '';
    const ifNoneMatch = new Headers(init?.headers).get('If-None-Match');
    calls.push({ url, ifNoneMatch, cache: init?.cache });
    const body = JSON.stringify(files[name]);
    const etag = `"${body.length}-${[...body].reduce((a, c) => (a * 31 + c.charCodeAt(0)) | 0, 7)}"`;
    if (ifNoneMatch === etag) return new Response(null, { status: 304, headers: { ETag: etag } });
    return new Response(body, { status: 200, headers: { ETag: etag, 'Content-Type': 'application/json' } });
  });
  return { fetchImpl, calls };
}

function fakeDocument() {
  const target = new EventTarget();
  return Object.assign(target, { visibilityState: 'visible' as DocumentVisibilityState });
}

afterEach(() => vi.useRealTimers());

describe('followMerchantFile', () => {
  it('applies a published change, checks with If-None-Match, and ignores an unchanged file', async () => {
    vi.useFakeTimers();
    const files: Record<string, unknown> = { 'demo.json': demo, '_defaults.json': defaults };
    const { fetchImpl, calls } = server(files);
    const changes: MerchantConfig[] = [];
    const stop = followMerchantFile({ code: 'demo', initial, onChange: (c) => changes.push(c), fetch: fetchImpl, intervalMs: 1000, doc: fakeDocument() });
    await vi.advanceTimersByTimeAsync(1000);
    // The first check revalidates the boot's copy through the browser cache; nothing changed.
    expect(calls.map((c) => c.cache)).toEqual(['no-cache', 'no-cache']);
    expect(changes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.slice(2).every((c) => c.ifNoneMatch && c.cache === 'no-store')).toBe(true);
    expect(changes).toEqual([]);

    files['demo.json'] = { ...demo, whitelabel: { CBS3: false } };
    await vi.advanceTimersByTimeAsync(1000);
    expect(changes).toHaveLength(1);
    expect(changes[0]?.whitelabel.CBS3).toBe(false);
    expect(changes[0]?.whitelabel.PTSYS3).toBe(true);
    stop();
  });

  it('never applies a file that fails validation', async () => {
    vi.useFakeTimers();
    const files: Record<string, unknown> = { 'demo.json': { ...demo, whitelabel: { CBS3: 'off' } }, '_defaults.json': defaults };
    const { fetchImpl } = server(files);
    const onChange = vi.fn();
    const onInvalid = vi.fn();
    const stop = followMerchantFile({ code: 'demo', initial, onChange, onInvalid, fetch: fetchImpl, intervalMs: 1000, doc: fakeDocument() });
    await vi.advanceTimersByTimeAsync(1000);
    expect(onChange).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledWith([expect.objectContaining({ path: 'whitelabel.CBS3' })]);
    stop();
  });

  it('checks at once when the tab becomes visible again', async () => {
    const files: Record<string, unknown> = { 'demo.json': { ...demo, whitelabel: { CBS3: false } }, '_defaults.json': defaults };
    const { fetchImpl } = server(files);
    const doc = fakeDocument();
    const onChange = vi.fn();
    const stop = followMerchantFile({ code: 'demo', initial, onChange, fetch: fetchImpl, intervalMs: 600_000, doc });
    doc.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    stop();
  });
});

describe('followMerchant (the page)', () => {
  const i18n = { t: (key: string) => `t:${key}` } as unknown as I18n;

  it('knows the screens of a flag', () => {
    expect(screenNeedsFlag('/m/rewardCenter', ['REWCEN3'])).toBe(true);
    expect(screenNeedsFlag('/m/rewardCenter', ['CBS3'])).toBe(false);
    expect(screenNeedsFlag('/m/home', ['REWCEN3'])).toBe(false);
  });

  it('applies the new config, asks for the platform status again, and takes a member off a screen whose flag went off', async () => {
    vi.useFakeTimers();
    const files: Record<string, unknown> = { 'demo.json': { ...demo, whitelabel: { REWCEN3: false } }, '_defaults.json': defaults };
    const { fetchImpl } = server(files);
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const navigate = vi.fn();
    const long = vi.spyOn(toast, 'long').mockReturnValue(() => undefined);
    const stop = followMerchant({ config: initial, queryClient, i18n, navigate, pathname: () => '/m/rewardCenter', fetch: fetchImpl, intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(liveConfig(initial).whitelabel.REWCEN3).toBe(false);
    expect(invalidate).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true });
    expect(long).toHaveBeenCalledWith('t:system.featureOff');
    stop();
  });
});
