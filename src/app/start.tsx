// The second half of boot: platform client → hydrateSession → router → render. main.tsx prepares
// the app once the merchant file is in (its first platform calls go out while the texts load) and
// renders it once the texts are ready; the route-level tests call startApp (both at once), with a
// memory history, so they run the app wired exactly as it ships.
import type { ReactElement } from 'react';
import type { i18n as I18n } from 'i18next';
import type { ClientOptions } from '@/api/client';
import { clearPersistedMemberQueries, clearPersistedQueries, createQueryClient, dropDeviceMemberQueries, isMemberQueryKey } from '@/api/query';
import { AppProviders } from '@/app/providers';
import { setupPlatformClient } from '@/app/platform-client';
import { createAppRouter } from '@/app/router';
import { createSessionGoneHandler } from '@/app/session-gone';
import { prefetchFirstScreen } from '@/app/first-data';
import type { MerchantConfig } from '@/config/schema';
import { followMerchant } from '@/shell/follow-merchant';
import { settledDataLanguage } from '@/state/data-language';
import { hydrateSession, onMemberChange, sessionStore } from '@/state/session';
import { clearIntents } from '@/ui/use-intent';
import { clearDrafts } from '@/ui/use-form';

export interface PrepareOptions {
  config: MerchantConfig;
  /** The platform's public key for encrypted payloads. */
  publicKey: string;
  /** A memory history (tests); the browser's history by default. */
  history?: { initialEntries: string[] };
  /** What a test sets of the platform client (an absolute base URL, a device id, a deadline). */
  client?: Partial<ClientOptions>;
}

export interface StartOptions extends PrepareOptions {
  /** Renders the app's element: `root.render` in the browser, Testing Library's render in tests. */
  mount: (app: ReactElement) => void;
  i18n: I18n;
}

/**
 * Everything but the render: the platform client, the session, the router, and the first screen's
 * platform calls already asked for (boot does this while the texts load). `render` mounts the app.
 */
export function prepareApp({ config, publicKey, history, client }: PrepareOptions) {
  const queryClient = createQueryClient();
  const { router, element } = createAppRouter(history ?? 'browser');
  setupPlatformClient(
    config,
    publicKey,
    createSessionGoneHandler({
      queryClient,
      clearPersisted: clearPersistedQueries,
      navigate: (to, opts) => void router.navigate(to, opts),
      currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
    }),
    client,
  );
  hydrateSession(config.code);
  dropDeviceMemberQueries();
  // The first screen's platform calls go out now, while its code and texts download.
  const { pathname, search } = router.state.location;
  prefetchFirstScreen(queryClient, config, { pathname, search, signedIn: !!sessionStore.info?.token, language: settledDataLanguage() });
  // One member's data never reaches another: at every login and logout, what the device keeps
  // of members (cached answers in memory and in localStorage, pending request ids, form drafts) is dropped.
  onMemberChange(() => {
    queryClient.removeQueries({ predicate: (q) => isMemberQueryKey(q.queryKey) });
    clearPersistedMemberQueries();
    clearIntents();
    clearDrafts();
  });
  const render = (i18n: I18n, mount: (app: ReactElement) => void) => {
    // An open page applies a published merchant file (src/shell/follow-merchant.ts); tests pass a history and do not.
    if (!history)
      followMerchant({ config, queryClient, i18n, navigate: (to, opts) => void router.navigate(to, opts), pathname: () => router.state.location.pathname });
    mount(
      <AppProviders config={config} i18n={i18n} queryClient={queryClient}>
        {element}
      </AppProviders>,
    );
  };
  return { router, queryClient, render };
}

/** prepareApp, then render at once: the route-level tests' way in (the texts are ready). */
export function startApp({ mount, i18n, ...options }: StartOptions) {
  const { router, queryClient, render } = prepareApp(options);
  render(i18n, mount);
  return { router, queryClient };
}
