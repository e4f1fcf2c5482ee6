// The demo merchant's social sign-in: the demo platform plays the identity provider (its
// /sim-idp/* answers, src/platform-sim/areas/accounts/social.ts). Starting asks it which providers
// it serves for this merchant; a sign-in gets a signed id token for the provider's demo person,
// which the login sends as firebaseIdToken. Never in a live build (social-sign-in.ts).
import * as z from 'zod/mini';
import { registerSocialProvider, type SocialProviderId } from '@/features/account/social/registry';

export const DEMO_IDP_PATH = '/sim-idp';

const configAnswer = z.object({ providers: z.array(z.enum(['google', 'facebook'])) });
const tokenAnswer = z.object({ idToken: z.string().check(z.minLength(1)) });

async function idp<T>(path: string, merchantCode: string, schema: z.ZodMiniType<T>, method: 'GET' | 'POST' = 'GET'): Promise<T> {
  const response = await fetch(new URL(`${DEMO_IDP_PATH}${path}`, window.location.origin), { method, headers: { 'X-Merchant-Code': merchantCode } });
  if (!response.ok) throw new Error(`demo identity provider: HTTP ${String(response.status)}`);
  return schema.parse(await response.json());
}

export async function startDemoProviders(merchantCode: string, wanted: readonly SocialProviderId[]): Promise<void> {
  const { providers } = await idp('/config', merchantCode, configAnswer);
  for (const id of wanted) {
    if (!providers.includes(id)) continue;
    registerSocialProvider({
      id,
      ready: () => true,
      signIn: () => idp(`/token?provider=${id}`, merchantCode, tokenAnswer, 'POST'),
    });
  }
}
