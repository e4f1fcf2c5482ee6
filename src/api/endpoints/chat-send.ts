// Send a message in the live chat (CBS3); the agent's answer arrives with the next poll.
import * as z from 'zod/mini';
import { useMutation } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import type { ChatSendParams } from '@/api/requests';

export const CHAT_MESSAGE_MAX = 300;

export const chatSendEndpoint = defineEndpoint<ChatSendParams, { id: string }>({
  name: 'chatSend',
  method: 'POST',
  path: '/v1/chat/messages',
  auth: 'required',
  request: (p) => ({ body: p }),
  answer: z.strictObject({ id: z.string().check(z.minLength(1)) }),
});

export const useChatSend = () => useMutation({ mutationKey: ['platform', 'chatSend'], mutationFn: (p: ChatSendParams) => callPlatform(chatSendEndpoint, p) });
