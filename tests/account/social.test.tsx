// Social sign-in (issue 19): buttons only when the merchant's flags are on AND the provider has
// started; a tap signs in through the provider and logs in with type 'firebase', the provider as
// firebaseChannel and its id token as firebaseIdToken; the demo merchant's provider is the demo
// platform's; a live merchant's Firebase SDK is loaded by URL through the gate, only when configured.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { LoginPayload } from '@/api/endpoints/login';
import { loginEndpoint } from '@/api/endpoints/login';
import { callPlatform, configurePlatformClient } from '@/api/client';
import { DEMO_PUBLIC_KEY_SPKI } from '@/platform-sim/demo-key';
import { decryptRequest } from '@/platform-sim/decrypt';
import { accountsSlice } from '@/platform-sim/areas/accounts/state';
import { mintIdToken } from '@/platform-sim/areas/accounts/social';
import { availableSocialProviders, resetSocialProviders, socialAdapterOf } from '@/features/account/social-sign-in';
import { firebaseScriptUrls, startFirebaseProviders } from '@/features/account/social/firebase-provider';
import { SESSION_STORAGE_KEY } from '@/state/session';
import type { MerchantConfig } from '@/config/schema';
import { server, sim } from '../msw-server';
import { renderOverPlatform, shippedConfig } from '../platform-app';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  sim.reset();
  resetSocialProviders();
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'firebase');
});
afterAll(() => server.close());

const slow = { timeout: 8000 };

function withSocial(
  config: MerchantConfig,
  socialSignIn: Partial<MerchantConfig['login']['socialSignIn']>,
  api?: Partial<MerchantConfig['api']>,
): MerchantConfig {
  return {
    ...config,
    api: { ...config.api, ...api },
    login: { ...config.login, socialSignIn: { ...config.login.socialSignIn, ...socialSignIn } },
  };
}

describe('social sign-in on the demo platform', () => {
  it('login shows a button per enabled provider once the provider has started, and Google signs in with firebaseChannel and firebaseIdToken', async () => {
    const sent: LoginPayload[] = [];
    server.use(
      http.post('*/api/v1/auth/login', async ({ request }) => {
        const payload = await decryptRequest<LoginPayload>(request.clone(), sim.privateKey('demo'));
        if (payload) sent.push(payload);
        return undefined;
      }),
    );
    const { router } = await renderOverPlatform('/m/login?redirect=%2Fm%2Fmember%2Fhome', { language: 'EN' });
    const group = await screen.findByRole('group', { name: 'Social sign-in' }, slow);
    expect(within(group).getByRole('button', { name: /Continue with Facebook/ })).toBeInTheDocument();
    await userEvent.click(within(group).getByRole('button', { name: /Continue with Google/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/member/home'), slow);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      type: 'firebase',
      firebaseChannel: 'google',
      firebaseIdToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) as string,
    });
    const stored = JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as { userName?: string; type?: number };
    expect(stored).toMatchObject({ userName: 'juandelacruz', type: 0 });
    // The platform created the account for that person, once.
    const accounts = Object.values(sim.slice('demo', accountsSlice).accounts).filter((a) => a.social?.google);
    expect(accounts.map((a) => a.userName)).toEqual(['juandelacruz']);
  });

  it('registration offers the same buttons; Facebook signs a new member in and goes home', async () => {
    const { router } = await renderOverPlatform('/m/register', { language: 'EN' });
    await userEvent.click(await screen.findByRole('button', { name: /Continue with Facebook/ }, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'), slow);
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({ userName: 'mariasantos' });
  });

  it('no button when the merchant turns social sign-in off (and the adapter is never asked)', async () => {
    let idpCalls = 0;
    server.use(
      http.all('*/sim-idp/*', () => {
        idpCalls += 1;
        return undefined;
      }),
    );
    await renderOverPlatform('/m/login', { merchant: 'cebu', language: 'EN' });
    await screen.findByRole('button', { name: 'Login' }, slow);
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('group', { name: 'Social sign-in' })).not.toBeInTheDocument();
    expect(idpCalls).toBe(0);
  });

  it('no button while the provider has not started (flags on, provider down)', async () => {
    server.use(http.get('*/sim-idp/config', () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    await renderOverPlatform('/m/login', { language: 'EN' });
    await screen.findByRole('button', { name: 'Login' }, slow);
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('group', { name: 'Social sign-in' })).not.toBeInTheDocument();
  });
});

describe("the platform's side of a firebase login", () => {
  beforeEach(() => {
    configurePlatformClient({
      baseUrl: 'http://localhost/api',
      timeoutMs: 5000,
      merchantCode: 'demo',
      publicKey: DEMO_PUBLIC_KEY_SPKI,
      deviceId: 'test-device',
      getToken: () => undefined,
      getLanguage: () => 'EN',
      isOnline: () => true,
      onSessionGone: () => undefined,
    });
  });
  const base = { type: 'firebase' as const, accountKind: 'member' as const, deviceId: 'd', remember: false, botCheck: true };

  it('refuses a forged token, a token of another provider, and a provider the merchant does not offer', async () => {
    const good = await mintIdToken('demo', 'google', sim.now());
    const forged = `${good.split('.').slice(0, 2).join('.')}.AAAA`;
    await expect(callPlatform(loginEndpoint, { ...base, firebaseChannel: 'google', firebaseIdToken: forged })).rejects.toMatchObject({
      code: 'USER_NOT_FOUND',
    });
    await expect(callPlatform(loginEndpoint, { ...base, firebaseChannel: 'facebook', firebaseIdToken: good })).rejects.toMatchObject({
      code: 'USER_NOT_FOUND',
    });
    const cebuToken = await mintIdToken('cebu', 'google', sim.now());
    await expect(callPlatform(loginEndpoint, { ...base, firebaseChannel: 'google', firebaseIdToken: cebuToken })).rejects.toMatchObject({
      code: 'USER_NOT_FOUND',
    });
    await expect(callPlatform(loginEndpoint, { ...base, firebaseChannel: 'twitter', firebaseIdToken: good })).rejects.toMatchObject({ code: 'NO_PERMISSION' });
    const answer = await callPlatform(loginEndpoint, { ...base, firebaseChannel: 'google', firebaseIdToken: good });
    expect(answer).toMatchObject({ userName: 'juandelacruz', firstTimeLogin: false });
  });
});

describe('which adapter a merchant uses', () => {
  const demo = shippedConfig('demo');
  const manila = shippedConfig('manila');
  const firebase = { sdkUrl: 'https://www.gstatic.com/firebasejs/10.12.2', apiKey: 'AIza-test', authDomain: 'brand.firebaseapp.com', projectId: 'brand' };
  it.each<[string, MerchantConfig, { live: boolean }, ReturnType<typeof socialAdapterOf>]>([
    ['demo merchant, flags on', demo, { live: false }, 'demo'],
    ['demo merchant in a live build', demo, { live: true }, null],
    ['demo merchant, flags off', withSocial(demo, { google: false, facebook: false }), { live: false }, null],
    ['live merchant, flags off', manila, { live: true }, null],
    ['live merchant, flags on, no service configured', withSocial(manila, { google: true }), { live: true }, null],
    ['live merchant, flags on, Firebase configured', withSocial(manila, { google: true, firebase }), { live: true }, 'firebase'],
    ['live merchant, Firebase configured but flags off', withSocial(manila, { firebase }), { live: true }, null],
  ])('%s', (_name, config, build, expected) => {
    expect(socialAdapterOf(config, build)).toBe(expected);
  });
});

describe('the Firebase adapter', () => {
  it('takes its scripts only from an https URL of another origin (the URL gate)', () => {
    const origin = 'https://brand.example';
    expect(firebaseScriptUrls('https://www.gstatic.com/firebasejs/10.12.2/', origin)).toEqual([
      'https://www.gstatic.com/firebasejs/10.12.2/firebase-app-compat.js',
      'https://www.gstatic.com/firebasejs/10.12.2/firebase-auth-compat.js',
    ]);
    expect(firebaseScriptUrls('javascript:alert(1)//', origin)).toBeNull();
    expect(firebaseScriptUrls('http://cdn.evil.example/sdk', origin)).toBeNull();
    expect(firebaseScriptUrls('https://brand.example/m/sdk', origin)).toBeNull();
  });

  it('loads the SDK scripts, starts the app and registers the wanted providers, whose sign-in gives the id token', async () => {
    const loaded: string[] = [];
    const popups: string[] = [];
    class GoogleAuthProvider {
      kind = 'google';
    }
    class FacebookAuthProvider {
      kind = 'facebook';
    }
    const auth = Object.assign(
      () => ({
        signInWithPopup: (p: { kind: string }) => {
          popups.push(p.kind);
          return Promise.resolve({ user: { getIdToken: () => Promise.resolve(`token-of-${p.kind}`) } });
        },
      }),
      { GoogleAuthProvider, FacebookAuthProvider },
    );
    const initializeApp = vi.fn();
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes) {
        if (!(node instanceof HTMLScriptElement)) continue;
        loaded.push(node.src);
        Reflect.set(window, 'firebase', { initializeApp, auth });
        queueMicrotask(() => node.onload?.(new Event('load')));
      }
    });
    await startFirebaseProviders(
      { sdkUrl: 'https://www.gstatic.com/firebasejs/10.12.2', apiKey: 'k', authDomain: 'brand.firebaseapp.com', projectId: 'brand' },
      ['google'],
    );
    expect(loaded).toEqual([
      'https://www.gstatic.com/firebasejs/10.12.2/firebase-app-compat.js',
      'https://www.gstatic.com/firebasejs/10.12.2/firebase-auth-compat.js',
    ]);
    expect(initializeApp).toHaveBeenCalledWith({ apiKey: 'k', authDomain: 'brand.firebaseapp.com', projectId: 'brand' });
    const ready = availableSocialProviders({ google: true, facebook: true });
    expect(ready.map((p) => p.id)).toEqual(['google']);
    await expect(ready[0]?.signIn()).resolves.toEqual({ idToken: 'token-of-google' });
    expect(popups).toEqual(['google']);
  });
});
