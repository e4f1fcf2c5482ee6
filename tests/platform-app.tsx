// Route-level harness over the real demo platform (msw/node): the app as start.tsx wires it —
// router, providers, platform client with the session-gone handler — against the simulator.
// Faults are injected per test with server.use(...).
import { DEMO_PUBLIC_KEY_SPKI } from '@/platform-sim/demo-key';
import fs from 'node:fs';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { configurePlatformClient } from '@/api/client';
import { clearPersistedQueries, createQueryClient } from '@/api/query';
import { AppProviders } from '@/app/providers';
import { appRoutes } from '@/app/router';
import { createSessionGoneHandler } from '@/app/session-gone';
import type { LanguageCode, MerchantConfig } from '@/config/schema';
import { validateMerchant } from '@/config/validate';
import { initI18n } from '@/i18n/setup';
import { currentToken, hydrateSession, SESSION_STORAGE_KEY } from '@/state/session';
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
  hydrateSession(config.code);
  const queryClient = createQueryClient();
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  configurePlatformClient({
    baseUrl: 'http://localhost/api',
    timeoutMs: o.timeoutMs ?? 5000,
    merchantCode: config.code,
    publicKey: config.api.publicKey ?? DEMO_PUBLIC_KEY_SPKI,
    deviceId: 'test-device',
    getToken: currentToken,
    getLanguage: () => o.language ?? 'EN',
    isOnline: o.online ?? (() => true),
    onSessionGone: createSessionGoneHandler({
      queryClient,
      clearPersisted: clearPersistedQueries,
      navigate: (to, opts) => void router.navigate(to, opts),
      currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
    }),
  });
  const i18n = await initI18n(o.language ?? 'EN');
  const view = render(
    <AppProviders config={config} i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, config };
}
