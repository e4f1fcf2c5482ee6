// Social sign-in. A button shows only when the merchant turns the provider on (login.socialSignIn)
// AND the provider's client has started (the spec: "only when the configuration flags are on and
// the third-party sign-in service is initialised"). The adapters are lazy chunks loaded by the
// login and registration screens only, never on the first load:
//   - a demo merchant: the demo platform's identity provider (social/demo-provider.ts);
//   - a live merchant with login.socialSignIn.firebase: Firebase Authentication, whose web SDK is
//     loaded by URL through the URL gate (social/firebase-provider.ts).
// A provider's id token is sent to the platform as the login payload's firebaseIdToken, with the
// provider as firebaseChannel (type 'firebase'); the platform creates the account on first use.
import { useEffect, useSyncExternalStore } from 'react';
import type { MerchantConfig } from '@/config/schema';
import {
  availableSocialProviders,
  clearSocialProviders,
  SOCIAL_PROVIDER_IDS,
  socialProvidersVersion,
  subscribeSocialProviders,
  type SocialProvider,
  type SocialProviderId,
} from '@/features/account/social/registry';

export { availableSocialProviders, type SocialProvider, type SocialProviderId } from '@/features/account/social/registry';

/** The adapter's start, per merchant code (one merchant per page load; tests switch). */
const started = new Map<string, Promise<void>>();

/** Forgets every provider and start (tests). */
export function resetSocialProviders(): void {
  started.clear();
  clearSocialProviders();
}

/** The providers the merchant turns on. */
export const enabledSocialProviders = (config: MerchantConfig): SocialProviderId[] => SOCIAL_PROVIDER_IDS.filter((id) => config.login.socialSignIn[id]);

/** Which adapter a merchant uses, if any: the demo platform's, or the configured live service. */
export function socialAdapterOf(config: MerchantConfig, build: { live: boolean } = { live: import.meta.env.MODE === 'live' }): 'demo' | 'firebase' | null {
  if (enabledSocialProviders(config).length === 0) return null;
  if (config.api.mode === 'demo') return build.live ? null : 'demo';
  return config.login.socialSignIn.firebase ? 'firebase' : null;
}

/** Loads and starts the merchant's adapter once (a lazy chunk); a failure leaves no button. */
export function startSocialSignIn(config: MerchantConfig): Promise<void> {
  const known = started.get(config.code);
  if (known) return known;
  let start: Promise<void>;
  const ids = enabledSocialProviders(config);
  const adapter = socialAdapterOf(config);
  if (adapter === 'demo' && import.meta.env.MODE !== 'live') {
    start = import('@/features/account/social/demo-provider').then(({ startDemoProviders }) => startDemoProviders(config.code, ids));
  } else if (adapter === 'firebase' && config.login.socialSignIn.firebase) {
    const settings = config.login.socialSignIn.firebase;
    start = import('@/features/account/social/firebase-provider').then(({ startFirebaseProviders }) => startFirebaseProviders(settings, ids));
  } else {
    start = Promise.resolve();
  }
  start = start.catch(() => undefined);
  started.set(config.code, start);
  return start;
}

/** The merchant's ready providers; starts the adapter on first use. */
export function useSocialProviders(config: MerchantConfig): SocialProvider[] {
  useSyncExternalStore(subscribeSocialProviders, socialProvidersVersion);
  useEffect(() => {
    void startSocialSignIn(config);
  }, [config]);
  return availableSocialProviders(config.login.socialSignIn);
}
