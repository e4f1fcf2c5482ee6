// The second half of boot, in its own chunk: main.tsx starts downloading it at once and runs it
// once the merchant file, theme and language are ready (so the router, TanStack Query, the engine
// and the shell download while the merchant file is fetched). Order: platform client →
// hydrateSession → render.
import type { Root } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import { bannersEndpoint } from '@/api/endpoints/banners';
import { downloadLinksEndpoint } from '@/api/endpoints/download-links';
import { systemStatusQuery } from '@/api/endpoints/system-status';
import { clearPersistedMemberQueries, clearPersistedQueries, createQueryClient, endpointQuery, isMemberQueryKey } from '@/api/query';
import { AppProviders } from '@/app/providers';
import { setupPlatformClient } from '@/app/platform-client';
import { AppRouter, createAppNavigator } from '@/app/router';
import { createSessionGoneHandler } from '@/app/session-gone';
import { earlyCallsArrived } from '@/config/early-fetch';
import type { MerchantConfig } from '@/config/schema';
import { HOME_PATHS } from '@/engine/routes';
import { hydrateSession, onMemberChange } from '@/state/session';
import { clearIntents } from '@/ui/use-intent';

export interface StartOptions {
  root: Root;
  config: MerchantConfig;
  i18n: I18n;
  /** The platform's public key for encrypted payloads. */
  publicKey: string;
}

export async function startApp({ root, config, i18n, publicKey }: StartOptions): Promise<void> {
  const queryClient = createQueryClient();
  const navigator = createAppNavigator();
  setupPlatformClient(
    config,
    publicKey,
    createSessionGoneHandler({
      queryClient,
      clearPersisted: clearPersistedQueries,
      navigate: navigator.navigate,
      currentPath: navigator.currentPath,
    }),
  );
  hydrateSession(config.code);
  // A first visit lands on home: its status and banner answers are asked for now, while the
  // home screen's code downloads, instead of after it has rendered (the banner is the largest paint).
  if ((HOME_PATHS as readonly string[]).includes(window.location.pathname)) {
    const first = Promise.all([
      queryClient.prefetchQuery(systemStatusQuery()),
      queryClient.prefetchQuery(endpointQuery(bannersEndpoint, { groupName: 'm_home' })),
      // Whether the app-download bar sits above the page: known at the first render, nothing moves.
      queryClient.prefetchQuery(endpointQuery(downloadLinksEndpoint, undefined, { persist: true })),
    ]);
    // When the page's boot hints already hold these answers, the first render shows them (the
    // first banner painted with the page, not a render later): waiting costs only their parsing.
    if (earlyCallsArrived(window.palaroBoot)) await first;
  }
  // One member's data never reaches another: at every login and logout, what the device keeps
  // of members (cached answers in memory and in localStorage, pending request ids) is dropped.
  onMemberChange(() => {
    queryClient.removeQueries({ predicate: (q) => isMemberQueryKey(q.queryKey) });
    clearPersistedMemberQueries();
    clearIntents();
  });
  root.render(
    <AppProviders config={config} i18n={i18n} queryClient={queryClient}>
      <AppRouter navigator={navigator} />
    </AppProviders>,
  );
}
