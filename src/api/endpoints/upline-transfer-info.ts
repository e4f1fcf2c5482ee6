// What the superior transfer form needs: the member's upline agent, the main wallet balance, the
// platform's limits of one transfer, and whether a payment password is set.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import { moneyKey } from '@/api/endpoints/wallet';

const answer = z.strictObject({
  upline: z.strictObject({ userName: z.string(), nickname: z.string() }),
  balance: moneySchema,
  min: moneySchema,
  max: moneySchema,
  currencySymbol: z.string(),
  hasPaymentPassword: z.boolean(),
});
export type UplineTransferInfo = z.infer<typeof answer>;

export const uplineTransferInfoEndpoint = defineEndpoint<void, UplineTransferInfo>({
  name: 'uplineTransferInfo',
  method: 'GET',
  path: '/v1/upline/transfer/info',
  auth: 'required',
  answer,
});

export const useUplineTransferInfo = (token: string | undefined) =>
  useQuery({ ...endpointQuery(uplineTransferInfoEndpoint, undefined), queryKey: moneyKey('uplineTransferInfo', token), enabled: Boolean(token) });
