// Route-level harness over the real demo platform (msw/node): the app booted by its own start
// function (src/app/start.tsx: router, providers, platform client with the session-gone handler),
// with a memory history, against the simulator.
// Faults are injected per test with server.use(...).
import { DEMO_PUBLIC_KEY_SPKI } from '@/platform-sim/demo-key';
import fs from 'node:fs';
import { act, render, type RenderResult } from '@testing-library/react';
import { startApp } from '@/app/start';
import type { LanguageCode, MerchantConfig } from '@/config/schema';
import { validateMerchant } from '@/config/validate';
import { initI18n } from '@/i18n/setup';
import { SESSION_STORAGE_KEY } from '@/state/session';
import { openSessionFor } from './msw-server';

const readJson = (f: string) => JSON.parse(fs.readFileSync(f, 'utf8')) as unknown;

export function shippedConfig(code: string): MerchantConfig {
  const r = validateMerchant(readJson(`merchants/${code}.json`), readJson('merchants/_defaults.json'));
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.config;
}

export interface PlatformAppOptions {
  merchant?: string;
  /** Log in as this seeded account (e.g. 'demoplayer') before rendering. */
  as?: string;
  language?: LanguageCode;
  timeoutMs?: number;
  online?: () => boolean;
  /** A reload: keep what sessionStorage and localStorage hold (no fresh start, no `as`). */
  reload?: boolean;
}

export async function renderOverPlatform(path: string, o: PlatformAppOptions = {}) {
  const config = shippedConfig(o.merchant ?? 'demo');
  if (!o.reload) {
    sessionStorage.clear();
    localStorage.clear();
  }
  if (o.as) {
    const info = {
      token: openSessionFor(o.as, config.code),
      merchantCode: config.code,
      userName: o.as,
      type: o.as === 'demoagent' ? 1 : 0,
      firstTimeLogin: false,
    };
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(info));
  }
  const i18n = await initI18n(o.language ?? 'EN');
  let view: RenderResult | undefined;
  const { router, queryClient } = startApp({
    mount: (app) => void (view = render(app)),
    config,
    i18n,
    publicKey: config.api.publicKey ?? DEMO_PUBLIC_KEY_SPKI,
    history: { initialEntries: [path] },
    client: {
      baseUrl: 'http://localhost/api',
      timeoutMs: o.timeoutMs ?? 5000,
      deviceId: 'test-device',
      getLanguage: () => o.language ?? 'EN',
      isOnline: o.online ?? (() => true),
    },
  });
  if (!view) throw new Error('startApp did not mount the app');
  return { ...view, router, queryClient, config };
}

/**
 * Lets React run the effects of what is on screen. A screen can be found in the commit that drew
 * it, before its effects (a window scroll listener among them) have run; a test that scrolls
 * waits for them, as they would have run before any person could scroll.
 */
export async function effectsRun(): Promise<void> {
  await act(async () => undefined);
}
