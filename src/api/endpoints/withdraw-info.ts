// What the withdraw page needs in one answer: balances (main and withdrawable), the limits, the
// withdrawals left today, whether a payment password is set, bound payout accounts and the
// channels a new one can use.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import { moneyKey } from '@/api/endpoints/wallet';

export const payoutAccountSchema = z.object({
  id: z.string(),
  channelId: z.string(),
  channelName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export const withdrawInfoSchema = z.object({
  currencySymbol: z.string(),
  balance: moneySchema,
  withdrawable: moneySchema,
  /** Bets still needed before the rest of the balance can be withdrawn. */
  turnoverLeft: moneySchema,
  min: moneySchema,
  max: moneySchema,
  timesPerDay: z.number(),
  timesLeft: z.number(),
  hasPaymentPassword: z.boolean(),
  accounts: z.array(payoutAccountSchema),
  channels: z.array(z.object({ id: z.string(), name: z.string(), kind: z.enum(['ewallet', 'bank']) })),
});
export type WithdrawInfo = z.infer<typeof withdrawInfoSchema>;

export const withdrawInfoEndpoint = defineEndpoint<void, WithdrawInfo>({
  name: 'withdrawInfo',
  method: 'GET',
  path: '/v1/withdraw/info',
  auth: 'required',
  answer: withdrawInfoSchema,
});

export const withdrawInfoKey = (token: string | undefined) => moneyKey('withdrawInfo', token);

export const useWithdrawInfo = (token: string | undefined) =>
  useQuery({ ...endpointQuery(withdrawInfoEndpoint, undefined), queryKey: withdrawInfoKey(token), enabled: Boolean(token), staleTime: 0 });
