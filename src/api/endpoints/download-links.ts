// App download and social links (cached locally).
import * as z from 'zod/mini';
import { resourceUrl } from '@/config/url-gate';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import { DOWNLOAD_RESOURCE_TYPES } from '@/config/schema';

export const downloadLinksSchema = z.array(z.object({ resourceType: z.enum(DOWNLOAD_RESOURCE_TYPES), url: resourceUrl }));

export const downloadLinksEndpoint = defineEndpoint<void, z.infer<typeof downloadLinksSchema>>({
  name: 'downloadLinks',
  method: 'GET',
  path: '/v1/content/download-links',
  auth: 'none',
  answer: downloadLinksSchema,
});

export const useDownloadLinks = () => useQuery({ ...endpointQuery(downloadLinksEndpoint, undefined, { persist: true }), staleTime: 10 * 60_000 });
