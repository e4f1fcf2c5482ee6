// The loaded merchant configuration, given to React once at the top of the tree; a published
// change of the merchant file replaces it while the page is open (src/shell/follow-merchant.ts).
import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { liveConfig, subscribeLiveConfig } from '@/config/live-config';
import type { MerchantConfig } from '@/config/schema';

const ConfigContext = createContext<MerchantConfig | null>(null);

export function ConfigProvider({ config, children }: { config: MerchantConfig; children: ReactNode }) {
  const current = useSyncExternalStore(
    subscribeLiveConfig,
    useCallback(() => liveConfig(config), [config]),
  );
  return <ConfigContext.Provider value={current}>{children}</ConfigContext.Provider>;
}

/** The merchant this page serves. Throws outside <ConfigProvider>. */
export function useMerchant(): MerchantConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useMerchant() needs a <ConfigProvider>');
  return config;
}
