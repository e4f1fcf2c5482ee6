// Everything a screen expects above it: the merchant config, i18n and TanStack Query.
import { StrictMode, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { MerchantConfig } from '@/config/schema';
import { ConfigProvider } from '@/shell/config-context';

export interface AppProvidersProps {
  config: MerchantConfig;
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ config, i18n, queryClient, children }: AppProvidersProps) {
  return (
    <StrictMode>
      <ConfigProvider config={config}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </I18nextProvider>
      </ConfigProvider>
    </StrictMode>
  );
}
