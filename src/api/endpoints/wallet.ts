// Member wallet and merchant wallet balances.
import * as z from 'zod/mini';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import type { MerchantCodeQuery } from '@/api/requests';

export const walletSchema = z.object({ sumBalance: moneySchema, currencySymbol: z._default(z.string(), '₱') });
export type Wallet = z.infer<typeof walletSchema>;

export const walletEndpoint = defineEndpoint<void, Wallet>({
  name: 'wallet',
  method: 'GET',
  path: '/v1/wallet',
  auth: 'required',
  answer: walletSchema,
});

export const merchantWalletEndpoint = defineEndpoint<MerchantCodeQuery, Wallet>({
  name: 'merchantWallet',
  method: 'GET',
  path: '/v1/wallet/merchant',
  auth: 'none',
  request: (p) => ({ query: p }),
  answer: walletSchema,
});

export const walletKey = (token: string | undefined) => ['platform', 'wallet', token ?? ''] as const;

export const useWallet = (token: string | undefined) =>
  useQuery({ ...endpointQuery(walletEndpoint, undefined), queryKey: walletKey(token), enabled: Boolean(token) });

export const useMerchantWallet = (merchantCode: string) => useQuery(endpointQuery(merchantWalletEndpoint, { merchantCode }));

/** Query key of a money view (records, orders, withdraw info): all refreshed when money moves. */
export const moneyKey = (name: string, token: string | undefined, params?: unknown) => ['platform', 'money', name, token ?? '', params ?? null] as const;

/** After money moved: every balance and money view is refetched (header, sidebar, records…). */
export async function invalidateMoney(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: ['platform', 'wallet'] }), queryClient.invalidateQueries({ queryKey: ['platform', 'money'] })]);
}
