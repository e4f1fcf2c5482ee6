// Install guide of the Android or iOS app (/m/download/android, /m/download/ios): version,
// size, requirements and the numbered steps with their pictures.
import * as z from 'zod/mini';
import { imageUrl } from '@/config/url-gate';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import type { DownloadGuideParams } from '@/api/requests';

export const GUIDE_PLATFORMS = ['android', 'ios'] as const;
export type GuidePlatform = (typeof GUIDE_PLATFORMS)[number];

export const downloadGuideSchema = z.strictObject({
  platform: z.enum(GUIDE_PLATFORMS),
  version: z.string(),
  /** bytes */
  size: z.number(),
  requirement: z.string(),
  steps: z.array(z.strictObject({ title: z.string(), text: z.string(), imageUrl })),
});
export type DownloadGuide = z.infer<typeof downloadGuideSchema>;

export const downloadGuideEndpoint = defineEndpoint<DownloadGuideParams, DownloadGuide>({
  name: 'downloadGuide',
  method: 'GET',
  path: '/v1/content/download-guide',
  auth: 'none',
  request: (p) => ({ query: { platform: p.platform, language: p.language } }),
  answer: downloadGuideSchema,
});

export const useDownloadGuide = (platform: GuidePlatform, language: string) =>
  useQuery({ ...endpointQuery(downloadGuideEndpoint, { platform, language }), staleTime: 30 * 60_000 });
