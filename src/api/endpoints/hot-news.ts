// Hot news (/m/hotNews): the platform's newest articles, each with a cover image and HTML body.
import * as z from 'zod/mini';
import { imageUrl } from '@/config/url-gate';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import type { HotNewsParams } from '@/api/requests';

export const hotNewsItemSchema = z.strictObject({
  id: z.string(),
  category: z.string(),
  title: z.string(),
  summary: z.string(),
  /** HTML; sanitised before it is shown. */
  content: z.string(),
  imageUrl,
  /** ms since the epoch */
  publishedAt: z.number(),
});
export type HotNewsItem = z.infer<typeof hotNewsItemSchema>;

export const hotNewsEndpoint = defineEndpoint<HotNewsParams, HotNewsItem[]>({
  name: 'hotNews',
  method: 'GET',
  path: '/v1/content/hot-news',
  auth: 'none',
  request: (p) => ({ query: { language: p.language } }),
  answer: z.array(hotNewsItemSchema),
});

export const useHotNews = (language: string) => useQuery({ ...endpointQuery(hotNewsEndpoint, { language }), staleTime: 5 * 60_000 });
