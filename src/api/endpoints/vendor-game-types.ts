// Vendor game types (typeId 1): the game classes each vendor offers (cached locally).
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';

export const vendorGameTypesSchema = z.array(z.object({ vendor: z.string(), gameClassify: z.array(z.string()) }));

export const vendorGameTypesEndpoint = defineEndpoint<{ merchantCode: string }, z.infer<typeof vendorGameTypesSchema>>({
  name: 'vendorGameTypes',
  method: 'GET',
  path: '/v1/games/vendor-types',
  auth: 'none',
  request: (p) => ({ query: { typeId: 1, merchantCode: p.merchantCode } }),
  answer: vendorGameTypesSchema,
});

export const useVendorGameTypes = (merchantCode: string, enabled = true) =>
  useQuery({ ...endpointQuery(vendorGameTypesEndpoint, { merchantCode }, { persist: true }), staleTime: 10 * 60_000, enabled });
