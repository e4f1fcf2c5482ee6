// Banner list by group (m_home, m_exclusive, m_video, m_partners, m_reg); cached for 5 minutes.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import { BANNER_GROUPS, type BannerGroup } from '@/config/schema';

export const bannerSchema = z.object({
  id: z.string(),
  url: z.string(),
  groupName: z.enum(BANNER_GROUPS),
  title: z.string(),
  linkage: z.object({ kind: z.enum(['internal', 'external', 'none']), target: z.optional(z.string()) }),
  videoUrl: z.optional(z.string()),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannersEndpoint = defineEndpoint<{ groupName: BannerGroup }, Banner[]>({
  name: 'banners',
  method: 'GET',
  path: '/v1/content/banners',
  auth: 'none',
  request: (p) => ({ query: p }),
  answer: z.array(bannerSchema),
});

export const useBanners = (groupName: BannerGroup) =>
  useQuery({ ...endpointQuery(bannersEndpoint, { groupName }), staleTime: 5 * 60_000 });
