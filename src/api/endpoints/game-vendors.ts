// Game vendors by merchant: the vendor sorting list and the mapping by category (cached locally).
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { imageUrl } from '@/config/url-gate';
import { endpointQuery } from '@/api/query';
import type { MerchantCodeQuery } from '@/api/requests';

export const vendorDataSchema = z.object({
  sorting: z.array(
    z.object({
      gameCategory: z.string(),
      // logoUrl: the vendor's logo (a path on the image CDNs, or an https URL), where the platform has one.
      vendorNames: z.array(z.object({ accountTypeName: z.string(), displayName: z.string(), logoUrl: z.optional(imageUrl) })),
    }),
  ),
  mapping: z.record(z.string(), z.array(z.string())),
});
export type VendorData = z.infer<typeof vendorDataSchema>;

export const gameVendorsEndpoint = defineEndpoint<MerchantCodeQuery, VendorData>({
  name: 'gameVendors',
  method: 'GET',
  path: '/v1/games/vendors',
  auth: 'none',
  request: (p) => ({ query: p }),
  answer: vendorDataSchema,
});

/** Kept on the device and fresh for 10 minutes (boot asks for it when the visit opens on a game list). */
export const gameVendorsQuery = (merchantCode: string) => ({
  ...endpointQuery(gameVendorsEndpoint, { merchantCode }, { persist: true }),
  staleTime: 10 * 60_000,
});

export const useGameVendors = (merchantCode: string) => useQuery(gameVendorsQuery(merchantCode));
