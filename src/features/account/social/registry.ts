// The registry of social sign-in providers: the adapters (social/*-provider.ts) register here once
// their client has started; the screens read it (social-sign-in.ts). Kept apart from the loader so
// that the lazily loaded adapters and the loader do not import each other.
export const SOCIAL_PROVIDER_IDS = ['google', 'facebook'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDER_IDS)[number];

export interface SocialProvider {
  id: SocialProviderId;
  /** True once the provider's client has loaded and accepted the merchant's settings. */
  ready(): boolean;
  /** Starts the sign-in (the provider's own account chooser); resolves with its id token. */
  signIn(): Promise<{ idToken: string }>;
}

const providers = new Map<SocialProviderId, SocialProvider>();
const listeners = new Set<() => void>();
let version = 0;

/** What an adapter calls once its client is ready. */
export function registerSocialProvider(provider: SocialProvider): void {
  providers.set(provider.id, provider);
  version += 1;
  for (const fn of listeners) fn();
}

/** Forgets every provider (tests; a merchant switch reloads the page anyway). */
export function clearSocialProviders(): void {
  providers.clear();
  version += 1;
  for (const fn of listeners) fn();
}

export const subscribeSocialProviders = (fn: () => void): (() => void) => {
  listeners.add(fn);
  return () => void listeners.delete(fn);
};

/** Changes whenever a provider registers (for useSyncExternalStore). */
export const socialProvidersVersion = (): number => version;

export function availableSocialProviders(enabled: Readonly<Partial<Record<SocialProviderId, boolean>>>): SocialProvider[] {
  return SOCIAL_PROVIDER_IDS.filter((id) => enabled[id] === true)
    .map((id) => providers.get(id))
    .filter((p): p is SocialProvider => p !== undefined && p.ready());
}
