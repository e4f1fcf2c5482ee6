// The deposit channels the platform offers the member (e-wallets, QR Ph, bank transfer), each with
// its limits, and the quick amounts.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import { moneyKey } from '@/api/endpoints/wallet';

export const channelKindSchema = z.enum(['ewallet', 'qr', 'bank']);

export const depositChannelSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: channelKindSchema,
  min: moneySchema,
  max: moneySchema,
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;

export const depositChannelsSchema = z.object({
  channels: z.array(depositChannelSchema),
  quickAmounts: z.array(moneySchema),
  currencySymbol: z.string(),
});
export type DepositChannels = z.infer<typeof depositChannelsSchema>;

export const depositChannelsEndpoint = defineEndpoint<void, DepositChannels>({
  name: 'depositChannels',
  method: 'GET',
  path: '/v1/pay/channels',
  auth: 'required',
  answer: depositChannelsSchema,
});

export const useDepositChannels = (token: string | undefined) =>
  useQuery({
    ...endpointQuery(depositChannelsEndpoint, undefined),
    queryKey: moneyKey('depositChannels', token),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
  });
