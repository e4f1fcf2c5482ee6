// Announcements by variant (types, group, platform): list with per-member read flags and the
// unread count in footer.unreadCount. The token is sent when a session exists. The platform
// answers them in the app's language (X-Language): a list is kept per language, keyed by the
// debounced language (useDataLanguage), so a run of taps on the language switch asks once.
import * as z from 'zod/mini';
import { imageUrl } from '@/config/url-gate';
import { useQuery } from '@tanstack/react-query';
import { useDataLanguage } from '@/state/data-language';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import type { AnnouncementParams } from '@/api/requests';

export const announcementSchema = z.object({
  id: z.string(),
  type: z.enum(['B', 'PL', 'PU', 'PR', 'H', 'A']),
  title: z.string(),
  content: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  noExpiry: z.union([z.literal(0), z.literal(1)]),
  announcementImages: z.array(z.object({ sequence: z.number(), url: imageUrl })),
  execution: z.enum(['A', 'B', 'F']),
  promotionType: z.string(),
  read: z.boolean(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementsSchema = z.object({
  list: z.array(announcementSchema),
  footer: z.object({ unreadCount: z.number() }),
});
export type Announcements = z.infer<typeof announcementsSchema>;

/** The spec's fetch variants. */
export const ANNOUNCEMENT_VARIANTS = {
  home: { types: 'B,PL,PU,PR,H', groupName: '', platform: 'M' },
  member: { types: 'B,PL,PU', groupName: '', platform: 'M' },
  register: { types: 'B', groupName: 'm_reg', platform: 'M' },
  agent: { types: 'A', groupName: 'm_home', platform: 'M' },
  game: { types: 'B,H', groupName: '', platform: 'W' },
} as const;
export type AnnouncementVariant = keyof typeof ANNOUNCEMENT_VARIANTS;

export const announcementsEndpoint = defineEndpoint<AnnouncementParams, Announcements>({
  name: 'announcements',
  method: 'GET',
  path: '/v1/content/announcements',
  auth: 'optional',
  request: (p) => ({ query: { ...p } }),
  answer: announcementsSchema,
});

export const announcementsKey = (variant: AnnouncementVariant, token: string | undefined) => ['platform', 'announcements', variant, token ?? ''] as const;

export function useAnnouncements(variant: AnnouncementVariant, merchantCode: string, token: string | undefined) {
  const language = useDataLanguage();
  return useQuery({
    ...endpointQuery(announcementsEndpoint, { ...ANNOUNCEMENT_VARIANTS[variant], merchantCode }),
    queryKey: [...announcementsKey(variant, token), language],
  });
}
