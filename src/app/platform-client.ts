// Configures the one platform client from the merchant file and the running app.
import { configurePlatformClient, type ClientOptions } from '@/api/client';
import type { PlatformError } from '@/api/errors';
import type { MerchantConfig } from '@/config/schema';
import { deviceId } from '@/shell/device-id';
import { languageStore } from '@/state/preferences';
import { currentToken, sessionStore } from '@/state/session';

interface NavigatorStandalone {
  standalone?: boolean;
}

/** True inside an installed web app (home-screen PWA or iOS web clip). */
export function isStandaloneApp(): boolean {
  if (typeof window === 'undefined') return false;
  const media = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return media || Boolean((navigator as NavigatorStandalone).standalone);
}

export function setupPlatformClient(
  config: MerchantConfig,
  publicKey: string,
  onSessionGone: (error: PlatformError) => void,
  overrides: Partial<ClientOptions> = {},
): void {
  configurePlatformClient({
    baseUrl: config.api.baseUrl,
    timeoutMs: config.api.timeoutMs,
    merchantCode: config.code,
    publicKey,
    deviceId: deviceId(),
    getToken: currentToken,
    getMember: () => sessionStore.info?.userName,
    getLanguage: () => languageStore.language,
    isStandaloneApp,
    isOnline: () => typeof navigator === 'undefined' || navigator.onLine,
    onSessionGone,
    ...overrides,
  });
}
