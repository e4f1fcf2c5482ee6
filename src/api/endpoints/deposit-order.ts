// One deposit order by number (polled while it is pending), and the order's shape, shared by the
// create and record calls.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import { moneyKey } from '@/api/endpoints/wallet';
import { channelKindSchema } from '@/api/endpoints/deposit-channels';

export const depositOrderSchema = z.object({
  orderNo: z.string(),
  channelId: z.string(),
  channelName: z.string(),
  channelKind: channelKindSchema,
  amount: moneySchema,
  status: z.enum(['pending', 'approved', 'rejected']),
  createdAt: z.number(),
  settledAt: z.nullable(z.number()),
  /** What the member quotes when paying (e-wallet reference, QR payload, bank transfer note). */
  reference: z.string(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

export const depositOrderEndpoint = defineEndpoint<{ orderNo: string }, DepositOrder>({
  name: 'depositOrder',
  method: 'GET',
  path: '/v1/pay/deposits/:orderNo',
  auth: 'required',
  request: (p) => ({ pathParams: { orderNo: p.orderNo } }),
  answer: depositOrderSchema,
});

/** The order, polled every second while the platform has not settled it. */
export const useDepositOrder = (token: string | undefined, orderNo: string | null) =>
  useQuery({
    ...endpointQuery(depositOrderEndpoint, { orderNo: orderNo ?? '' }),
    queryKey: moneyKey('depositOrder', token, orderNo),
    enabled: Boolean(token && orderNo),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 1000 : false),
  });
