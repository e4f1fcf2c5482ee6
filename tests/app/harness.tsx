// Route-level test harness: the app booted by its own start function (src/app/start.tsx) with a
// memory history, i18n (EN) and a tiny stand-in platform answering the calls the shell makes
// (system status, wallet, member info).
import { DEMO_PUBLIC_KEY_SPKI } from '@/platform-sim/demo-key';
import fs from 'node:fs';
import path from 'node:path';
import { render, type RenderResult } from '@testing-library/react';
import { vi } from 'vitest';
import { startApp } from '@/app/start';
import type { LanguageCode, MerchantConfig } from '@/config/schema';
import { validateMerchant } from '@/config/validate';
import { initI18n } from '@/i18n/setup';
import { SESSION_STORAGE_KEY, type SessionInfo } from '@/state/session';

const merchantsDir = path.resolve(__dirname, '../../merchants');
export const readMerchantFile = (name: string) => JSON.parse(fs.readFileSync(path.join(merchantsDir, name), 'utf8')) as Record<string, unknown>;

/** A shipped merchant's validated config, optionally edited first (as an operator would). */
export function merchantConfig(code: string, edit?: (file: Record<string, unknown>) => Record<string, unknown>): MerchantConfig {
  const file = readMerchantFile(`${code}.json`);
  const result = validateMerchant(edit ? edit(file) : file, readMerchantFile('_defaults.json'));
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.config;
}

export interface FakePlatform {
  maintenance?: boolean;
  regionRestriction?: boolean;
  balance?: string;
  memberType?: number;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function stubPlatform(p: FakePlatform = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const ok = (value: unknown) => json({ success: true, code: 'OK', value });
    switch (url.pathname) {
      case '/api/v1/system/status':
        return ok({
          info: { whitelabel: {}, mobileTemplate: { mem_cen: '1', dep_func: '1' }, customerService: [], mainDomain: 'test', imageCDNs: [] },
          location: { ip: '203.0.113.7' },
          maintenance: p.maintenance ?? false,
          regionRestriction: p.regionRestriction ?? false,
        });
      case '/api/v1/wallet':
        return ok({ sumBalance: p.balance ?? '10000.00', currencySymbol: '₱' });
      case '/api/v1/wallet/merchant':
        return ok({ sumBalance: '123456789.00', currencySymbol: '₱' });
      case '/api/v1/member/info':
        return ok({ id: '1', account: 'demoplayer', regDate: '2024-01-01', type: p.memberType ?? 0, toUpline: false });
      default:
        return json({ success: false, code: 'BAD_REQUEST', message: 'not in the test platform' });
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export interface RenderAppOptions {
  config?: MerchantConfig;
  session?: Partial<SessionInfo> | null;
  platform?: FakePlatform;
  language?: LanguageCode;
}

export async function renderApp(initialPath: string, opts: RenderAppOptions = {}) {
  const config = opts.config ?? merchantConfig('demo');
  stubPlatform(opts.platform);
  sessionStorage.clear();
  localStorage.clear();
  if (opts.session) {
    const info: SessionInfo = { token: 't0k3n', merchantCode: config.code, userName: 'demoplayer', type: 0, firstTimeLogin: false, ...opts.session };
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(info));
  }
  const i18n = await initI18n(opts.language ?? 'EN');
  let view: RenderResult | undefined;
  const { router, queryClient } = startApp({
    mount: (app) => void (view = render(app)),
    config,
    i18n,
    publicKey: config.api.publicKey ?? DEMO_PUBLIC_KEY_SPKI,
    history: { initialEntries: [initialPath] },
    client: {
      baseUrl: 'http://platform.test/api',
      timeoutMs: 5000,
      deviceId: '00000000-0000-4000-8000-000000000000',
      getToken: () => (opts.session ? 't0k3n' : undefined),
      getLanguage: () => opts.language ?? 'EN',
    },
  });
  if (!view) throw new Error('startApp did not mount the app');
  return { ...view, router, config, queryClient, i18n };
}
