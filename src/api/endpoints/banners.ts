// Banner list by group (m_home, m_exclusive, m_video, m_partners, m_reg); cached for 5 minutes.
import * as z from 'zod/mini';
import { imageUrl, isHttpsUrl, isInAppPath, linkUrl, resourceUrl } from '@/config/url-gate';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import { BANNER_GROUPS, type BannerGroup } from '@/config/schema';
import type { BannersParams } from '@/api/requests';

export const bannerSchema = z.object({
  id: z.string(),
  url: imageUrl,
  groupName: z.enum(BANNER_GROUPS),
  title: z.string(),
  /** Where a tap leads: an in-app path (internal) or an https URL (external). */
  linkage: z.object({ kind: z.enum(['internal', 'external', 'none']), target: z.optional(linkUrl) }).check(
    z.refine((l) => l.target === undefined || l.kind === 'none' || (l.kind === 'internal' ? isInAppPath(l.target) : isHttpsUrl(l.target)), {
      message: 'an internal target is an in-app path (/m/…), an external one an https URL',
      path: ['target'],
    }),
  ),
  /** A video file on this site or an https (provider) URL. */
  videoUrl: z.optional(resourceUrl),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannersEndpoint = defineEndpoint<BannersParams, Banner[]>({
  name: 'banners',
  method: 'GET',
  path: '/v1/content/banners',
  auth: 'none',
  request: (p) => ({ query: p }),
  answer: z.array(bannerSchema),
});

/** A banner group's query (boot asks for home's while the screen's code loads: src/app/first-data.ts). */
export const bannersQuery = (groupName: BannerGroup) => endpointQuery(bannersEndpoint, { groupName });

export const useBanners = (groupName: BannerGroup) => useQuery({ ...bannersQuery(groupName), staleTime: 5 * 60_000 });
