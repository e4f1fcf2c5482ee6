// Inbox unread count (a number), throttled to one call per 250 ms.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';

export const inboxUnreadEndpoint = defineEndpoint<void, number>({
  name: 'inboxUnread',
  method: 'GET',
  path: '/v1/inbox/unread-count',
  auth: 'required',
  answer: z.number().check(z.int(), z.gte(0)),
});

export const INBOX_UNREAD_THROTTLE_MS = 250;

export const useInboxUnread = (token: string | undefined, enabled: boolean) =>
  useQuery({
    ...endpointQuery(inboxUnreadEndpoint, undefined),
    queryKey: ['platform', 'inboxUnread', token ?? ''],
    enabled: Boolean(token) && enabled,
    staleTime: INBOX_UNREAD_THROTTLE_MS,
    refetchInterval: 60_000,
  });
