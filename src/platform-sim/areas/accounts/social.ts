// The demo platform's identity provider for social sign-in (the stand-in for Google and Facebook
// behind Firebase Authentication), and the platform's side of a 'firebase' login: the id token is
// checked (HMAC-SHA256 under the merchant's demo key, expiry), its person is found by provider and
// subject, and an account is created for them on first sign-in. Only a provider the merchant turns
// on (login.socialSignIn) is served or accepted.
import { http, type HttpHandler } from 'msw';
import type { MerchantConfig } from '@/config/schema';
import { fail, isResponse, type Simulator } from '@/platform-sim/kernel';
import { merchantFor } from '@/platform-sim/areas/accounts/checks';
import { newAccount, type AccountsState, type SimAccount } from '@/platform-sim/areas/accounts/state';

export type SocialProviderId = 'google' | 'facebook';
const PROVIDERS: readonly SocialProviderId[] = ['google', 'facebook'];
export const ID_TOKEN_TTL_MS = 60 * 60_000;
const ISSUER = 'palaro-demo-idp';

/** The person each demo provider signs in. */
export const DEMO_SOCIAL_PEOPLE: Readonly<Record<SocialProviderId, { sub: string; name: string; email: string }>> = {
  google: { sub: '104729001', name: 'Juan Dela Cruz', email: 'juan.delacruz@example.com' },
  facebook: { sub: '200300400', name: 'Maria Santos', email: 'maria.santos@example.com' },
};

export interface IdTokenClaims {
  iss: string;
  aud: string;
  provider: SocialProviderId;
  sub: string;
  name: string;
  email: string;
  iat: number;
  exp: number;
}

const enabledProviders = (merchant: MerchantConfig): SocialProviderId[] => PROVIDERS.filter((p) => merchant.login.socialSignIn[p]);

const b64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromB64url = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
const utf8 = (text: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(text);

function hmacKey(merchantCode: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', utf8(`${ISSUER}:${merchantCode}`), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

export async function mintIdToken(merchantCode: string, provider: SocialProviderId, now: number): Promise<string> {
  const person = DEMO_SOCIAL_PEOPLE[provider];
  const claims: IdTokenClaims = { iss: ISSUER, aud: merchantCode, provider, ...person, iat: now, exp: now + ID_TOKEN_TTL_MS };
  const body = `${b64url(utf8(JSON.stringify({ alg: 'HS256', typ: 'JWT' })))}.${b64url(utf8(JSON.stringify(claims)))}`;
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(merchantCode), utf8(body)));
  return `${body}.${b64url(signature)}`;
}

/** The token's claims when it is ours, for this merchant, signed and not expired; else null. */
export async function verifyIdToken(merchantCode: string, token: string | undefined, now: number): Promise<IdTokenClaims | null> {
  const parts = (token ?? '').split('.');
  if (parts.length !== 3) return null;
  const [head = '', payload = '', signature = ''] = parts;
  try {
    const valid = await crypto.subtle.verify('HMAC', await hmacKey(merchantCode), fromB64url(signature), utf8(`${head}.${payload}`));
    if (!valid) return null;
    const claims = JSON.parse(new TextDecoder().decode(fromB64url(payload))) as Partial<IdTokenClaims>;
    if (claims.iss !== ISSUER || claims.aud !== merchantCode || typeof claims.exp !== 'number' || claims.exp < now) return null;
    if (!claims.provider || !PROVIDERS.includes(claims.provider) || typeof claims.sub !== 'string') return null;
    return claims as IdTokenClaims;
  } catch {
    return null;
  }
}

/** The account of a social person, created on first sign-in (a member, no pending password). */
export function socialAccount(s: AccountsState, claims: IdTokenClaims, now: number): SimAccount {
  const found = Object.values(s.accounts).find((a) => a.social?.[claims.provider] === claims.sub);
  if (found) return found;
  const stem = (claims.email.split('@')[0] ?? 'member').replace(/[^a-zA-Z0-9]/g, '').slice(0, 12) || 'member';
  let userName = stem;
  for (let n = 1; s.accounts[userName]; n += 1) userName = `${stem}${String(n)}`;
  const account = newAccount(
    { userName, password: crypto.randomUUID(), type: 0, nickname: claims.name, email: claims.email, social: { [claims.provider]: claims.sub } },
    now,
  );
  s.accounts[userName] = account;
  return account;
}

export function socialHandlers(sim: Simulator): HttpHandler[] {
  return [
    http.get('*/sim-idp/config', ({ request }) => {
      const merchant = merchantFor(sim, request);
      if (isResponse(merchant)) return merchant;
      // The identity provider is no platform: plain JSON, no envelope.
      return Response.json({ providers: enabledProviders(merchant) });
    }),

    http.post('*/sim-idp/token', async ({ request }) => {
      const merchant = merchantFor(sim, request);
      if (isResponse(merchant)) return merchant;
      const provider = new URL(request.url).searchParams.get('provider');
      const chosen = enabledProviders(merchant).find((p) => p === provider);
      if (!chosen) return fail('NO_PERMISSION', 'This sign-in is not available', undefined, 400);
      return Response.json({ idToken: await mintIdToken(merchant.code, chosen, sim.now()) });
    }),
  ];
}

/** Whether a firebase login's channel is a provider the merchant accepts. */
export const acceptsChannel = (merchant: MerchantConfig, channel: string | undefined): channel is SocialProviderId =>
  enabledProviders(merchant).some((p) => p === channel);
