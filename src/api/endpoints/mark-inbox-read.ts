// Marks inbox messages read (some, or all); answers the unread count that is left. Every view of
// the count (message center, header dot, agent home) is refreshed.
import * as z from 'zod/mini';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import type { MarkInboxReadParams } from '@/api/requests';

const answer = z.object({ unread: z.number() });

export const markInboxReadEndpoint = defineEndpoint<MarkInboxReadParams, z.infer<typeof answer>>({
  name: 'markInboxRead',
  method: 'POST',
  path: '/v1/inbox/read',
  auth: 'required',
  request: (p) => ({ body: p }),
  answer,
});

export function useMarkInboxRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['platform', 'markInboxRead'],
    mutationFn: (p: MarkInboxReadParams) => callPlatform(markInboxReadEndpoint, p),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['platform', 'inboxUnread'] }),
        queryClient.invalidateQueries({ queryKey: ['platform', 'inboxList'] }),
      ]),
  });
}
