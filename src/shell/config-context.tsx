// The loaded merchant configuration, given to React once at the top of the tree.
import { createContext, useContext, type ReactNode } from 'react';
import type { MerchantConfig } from '@/config/schema';

const ConfigContext = createContext<MerchantConfig | null>(null);

export function ConfigProvider({ config, children }: { config: MerchantConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

/** The merchant this page serves. Throws outside <ConfigProvider>. */
export function useMerchant(): MerchantConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useMerchant() needs a <ConfigProvider>');
  return config;
}
