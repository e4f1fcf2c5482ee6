// The member's past transfers to the upline, newest first, paged.
import * as z from 'zod/mini';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import { moneyKey } from '@/api/endpoints/wallet';
import { uplineTransferSchema } from '@/api/endpoints/create-upline-transfer';
import type { UplineTransfersParams } from '@/api/requests';

const answer = z.strictObject({
  list: z.array(uplineTransferSchema),
  pageNum: z.number(),
  totalPages: z.number(),
  total: z.number(),
});
export type UplineTransfers = z.infer<typeof answer>;

export const uplineTransfersEndpoint = defineEndpoint<UplineTransfersParams, UplineTransfers>({
  name: 'uplineTransfers',
  method: 'GET',
  path: '/v1/upline/transfers',
  auth: 'required',
  request: (p) => ({ query: { ...p } }),
  answer,
});

export const useUplineTransfers = (token: string | undefined, params: UplineTransfersParams) =>
  useQuery({
    ...endpointQuery(uplineTransfersEndpoint, params),
    queryKey: moneyKey('uplineTransfers', token, params),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
