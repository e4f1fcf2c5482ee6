// Customer-service links (cached locally, as the spec says).
import * as z from 'zod/mini';
import { linkUrl } from '@/config/url-gate';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';

export const serviceLinksSchema = z.array(z.object({ title: z.string(), path: linkUrl, type: z.string() }));

export const serviceLinksEndpoint = defineEndpoint<void, z.infer<typeof serviceLinksSchema>>({
  name: 'serviceLinks',
  method: 'GET',
  path: '/v1/system/service-links',
  auth: 'optional',
  answer: serviceLinksSchema,
});

export const useServiceLinks = () => useQuery({ ...endpointQuery(serviceLinksEndpoint, undefined, { persist: true }), staleTime: 10 * 60_000 });
