// A live merchant's social sign-in through Firebase Authentication. Loaded (a lazy chunk) only on
// the login and registration screens and only when the merchant file sets login.socialSignIn.firebase:
// the SDK's compat scripts come from the file's sdkUrl, which must pass the URL gate as an https
// URL of another origin (the build's CSP allows exactly that origin: scripts/deploy-headers.ts).
// No npm dependency: the SDK is the provider's own script, typed here by the little we use.
import { classifyUrl } from '@/config/url-gate';
import type { MerchantConfig } from '@/config/schema';
import { registerSocialProvider, type SocialProviderId } from '@/features/account/social/registry';

export type FirebaseSettings = NonNullable<MerchantConfig['login']['socialSignIn']['firebase']>;

export const FIREBASE_SCRIPTS = ['firebase-app-compat.js', 'firebase-auth-compat.js'] as const;

interface FirebaseUser {
  getIdToken(): Promise<string>;
}
interface FirebaseAuth {
  signInWithPopup(provider: object): Promise<{ user: FirebaseUser | null }>;
}
interface FirebaseAuthNamespace {
  (): FirebaseAuth;
  GoogleAuthProvider: new () => object;
  FacebookAuthProvider: new () => object;
}
interface FirebaseCompat {
  initializeApp(options: { apiKey: string; authDomain: string; projectId: string }): unknown;
  auth: FirebaseAuthNamespace;
}

function isFirebaseCompat(value: unknown): value is FirebaseCompat {
  if (typeof value !== 'object' || value === null) return false;
  const auth: unknown = Reflect.get(value, 'auth');
  return (
    typeof Reflect.get(value, 'initializeApp') === 'function' &&
    typeof auth === 'function' &&
    typeof Reflect.get(auth, 'GoogleAuthProvider') === 'function' &&
    typeof Reflect.get(auth, 'FacebookAuthProvider') === 'function'
  );
}

/** The script URLs of the SDK, each through the URL gate: an https URL of another origin, or none. */
export function firebaseScriptUrls(sdkUrl: string, origin: string = window.location.origin): string[] | null {
  const base = sdkUrl.replace(/\/+$/, '');
  const urls: string[] = [];
  for (const file of FIREBASE_SCRIPTS) {
    const verdict = classifyUrl(`${base}/${file}`, origin);
    if (verdict.kind !== 'external' || !verdict.href.startsWith('https://')) return null;
    urls.push(verdict.href);
  }
  return urls;
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = false; // the auth script needs the app script first
    script.crossOrigin = 'anonymous';
    script.referrerPolicy = 'no-referrer';
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(script);
  });
}

export async function startFirebaseProviders(settings: FirebaseSettings, wanted: readonly SocialProviderId[]): Promise<void> {
  const urls = firebaseScriptUrls(settings.sdkUrl);
  if (!urls || wanted.length === 0) return;
  await Promise.all(urls.map(loadScript));
  const sdk: unknown = Reflect.get(window, 'firebase');
  if (!isFirebaseCompat(sdk)) throw new Error('the Firebase SDK did not start');
  sdk.initializeApp({ apiKey: settings.apiKey, authDomain: settings.authDomain, projectId: settings.projectId });
  const auth = sdk.auth();
  const providerOf = (id: SocialProviderId): object => (id === 'google' ? new sdk.auth.GoogleAuthProvider() : new sdk.auth.FacebookAuthProvider());
  for (const id of wanted) {
    registerSocialProvider({
      id,
      ready: () => true,
      signIn: async () => {
        const { user } = await auth.signInWithPopup(providerOf(id));
        if (!user) throw new Error('no user');
        return { idToken: await user.getIdToken() };
      },
    });
  }
}
