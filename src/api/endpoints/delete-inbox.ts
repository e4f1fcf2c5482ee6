// Deletes inbox messages; answers the unread count that is left.
import * as z from 'zod/mini';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';

const answer = z.object({ unread: z.number(), deleted: z.number() });

export const deleteInboxEndpoint = defineEndpoint<{ ids: string[] }, z.infer<typeof answer>>({
  name: 'deleteInbox',
  method: 'DELETE',
  path: '/v1/inbox',
  auth: 'required',
  request: (p) => ({ query: { ids: p.ids.join(',') } }),
  answer,
});

export function useDeleteInbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['platform', 'deleteInbox'],
    mutationFn: (p: { ids: string[] }) => callPlatform(deleteInboxEndpoint, p),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['platform', 'inboxUnread'] }),
        queryClient.invalidateQueries({ queryKey: ['platform', 'inboxList'] }),
      ]),
  });
}
