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

/** The download links' query, kept on the device (boot asks for it on home: src/app/first-data.ts). */
export const downloadLinksQuery = () => endpointQuery(downloadLinksEndpoint, undefined, { persist: true });

export const useDownloadLinks = () => useQuery({ ...downloadLinksQuery(), staleTime: 10 * 60_000 });
