// System country list: dialing codes for mobile numbers.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';

export const countriesSchema = z.array(z.object({ iso: z.string(), name: z.string(), dialingCode: z.string().check(z.regex(/^\+\d{1,4}$/)) }));
export type Country = z.infer<typeof countriesSchema>[number];

export const countriesEndpoint = defineEndpoint<void, Country[]>({
  name: 'countries',
  method: 'GET',
  path: '/v1/system/countries',
  auth: 'none',
  answer: countriesSchema,
});

export const useCountries = () => useQuery({ ...endpointQuery(countriesEndpoint, undefined, { persist: true }), staleTime: 3_600_000 });
