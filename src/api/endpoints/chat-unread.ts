// Live-chat unread count (CBS3 merchants only).
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';

export const chatUnreadSchema = z.object({ unReadCount: z.number().check(z.int(), z.gte(0)) });

export const chatUnreadEndpoint = defineEndpoint<void, z.infer<typeof chatUnreadSchema>>({
  name: 'chatUnread',
  method: 'GET',
  path: '/v1/chat/unread',
  auth: 'required',
  answer: chatUnreadSchema,
});

export const useChatUnread = (token: string | undefined, enabled: boolean) =>
  useQuery({
    ...endpointQuery(chatUnreadEndpoint, undefined),
    queryKey: ['platform', 'chatUnread', token ?? ''],
    enabled: Boolean(token) && enabled,
    refetchInterval: 60_000,
  });
