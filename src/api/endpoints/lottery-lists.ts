// Lottery and e-lottery lists (cached locally; the spec keeps both in local storage).
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import type { MerchantCodeQuery } from '@/api/requests';

export const lotteryListSchema = z.array(
  z.object({
    gameId: z.string(),
    name: z.string(),
    vendor: z.string(),
    prizeMode: z.enum(['Lott', 'ZY', 'Elott']),
    playTypes: z.array(z.enum(['Tradition', 'Entertainment'])),
  }),
);
export type LotteryList = z.infer<typeof lotteryListSchema>;

export const lotteryListEndpoint = defineEndpoint<MerchantCodeQuery, LotteryList>({
  name: 'lotteryList',
  method: 'GET',
  path: '/v1/lottery/list',
  auth: 'none',
  request: (p) => ({ query: p }),
  answer: lotteryListSchema,
});

export const elottListEndpoint = defineEndpoint<MerchantCodeQuery, LotteryList>({
  name: 'elottList',
  method: 'GET',
  path: '/v1/lottery/elott-list',
  auth: 'none',
  request: (p) => ({ query: p }),
  answer: lotteryListSchema,
});

export const useLotteryList = (merchantCode: string, enabled = true) =>
  useQuery({ ...endpointQuery(lotteryListEndpoint, { merchantCode }, { persist: true }), staleTime: 10 * 60_000, enabled });
export const useElottList = (merchantCode: string, enabled = true) =>
  useQuery({ ...endpointQuery(elottListEndpoint, { merchantCode }, { persist: true }), staleTime: 10 * 60_000, enabled });
