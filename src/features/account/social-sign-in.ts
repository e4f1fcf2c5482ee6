// Social sign-in providers. A button shows only when the merchant enables the provider AND its
// client has initialised; none is initialised in the demo (no third-party scripts are loaded).
export type SocialProviderId = 'google' | 'facebook';

export interface SocialProvider {
  id: SocialProviderId;
  /** True once the provider's SDK has loaded and accepted the merchant's client id. */
  ready(): boolean;
  /** Starts the sign-in; resolves with the provider's id token. */
  signIn(): Promise<{ idToken: string }>;
}

const providers = new Map<SocialProviderId, SocialProvider>();

/** @public The hook a merchant's sign-in SDK loader calls once its client is ready. */
export function registerSocialProvider(provider: SocialProvider): void {
  providers.set(provider.id, provider);
}

export function availableSocialProviders(enabled: Readonly<Record<SocialProviderId, boolean>>): SocialProvider[] {
  return (['google', 'facebook'] as const)
    .filter((id) => enabled[id])
    .map((id) => providers.get(id))
    .filter((p): p is SocialProvider => p !== undefined && p.ready());
}
