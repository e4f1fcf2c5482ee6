// The live-chat conversation (CBS3): the agent's and the member's messages so far. Reading it
// marks the agent's messages read (the chat unread count drops to zero).
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';

export const chatMessageSchema = z.strictObject({
  id: z.string(),
  from: z.enum(['agent', 'member']),
  text: z.string(),
  /** ms since the epoch */
  at: z.number(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatThreadSchema = z.strictObject({ agentName: z.string(), messages: z.array(chatMessageSchema) });
export type ChatThread = z.infer<typeof chatThreadSchema>;

export const chatMessagesEndpoint = defineEndpoint<void, ChatThread>({
  name: 'chatMessages',
  method: 'GET',
  path: '/v1/chat/messages',
  auth: 'required',
  answer: chatThreadSchema,
});

export const CHAT_POLL_MS = 2000;

export const chatMessagesKey = (token: string | undefined) => ['platform', 'chatMessages', token ?? ''] as const;

export const useChatMessages = (token: string | undefined, enabled: boolean) =>
  useQuery({
    ...endpointQuery(chatMessagesEndpoint, undefined),
    queryKey: chatMessagesKey(token),
    enabled: Boolean(token) && enabled,
    refetchInterval: CHAT_POLL_MS,
  });
