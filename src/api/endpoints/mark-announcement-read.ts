// Marks an announcement read: optimistic in every cached announcement list, then refetched.
import * as z from 'zod/mini';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import type { Announcements } from '@/api/endpoints/announcements';

export const markAnnouncementReadEndpoint = defineEndpoint<{ announcementId: string }, null>({
  name: 'markAnnouncementRead',
  method: 'POST',
  path: '/v1/content/announcements/read',
  auth: 'required',
  request: (p) => ({ body: { ...p, read: true } }),
  answer: z.nullable(z.null()),
});

export const MARK_READ_THROTTLE_MS = 150;
const lastCall = new Map<string, number>();

export function useMarkAnnouncementRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['platform', 'markAnnouncementRead'],
    mutationFn: async (p: { announcementId: string }) => {
      const now = Date.now();
      if (now - (lastCall.get(p.announcementId) ?? 0) < MARK_READ_THROTTLE_MS) return null;
      lastCall.set(p.announcementId, now);
      return callPlatform(markAnnouncementReadEndpoint, p);
    },
    onMutate: ({ announcementId }) => {
      queryClient.setQueriesData<Announcements>({ queryKey: ['platform', 'announcements'] }, (old) => {
        if (!old) return old;
        const target = old.list.find((a) => a.id === announcementId);
        if (!target || target.read) return old;
        return {
          list: old.list.map((a) => (a.id === announcementId ? { ...a, read: true } : a)),
          footer: { unreadCount: Math.max(0, old.footer.unreadCount - 1) },
        };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['platform', 'announcements'] }),
  });
}
