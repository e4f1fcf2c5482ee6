// Launch live chat (CBS3): the platform answers the chat URL the browser then opens.
import * as z from 'zod/mini';
import { linkUrl } from '@/config/url-gate';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import type { ChatLaunchParams } from '@/api/requests';

export const chatLaunchEndpoint = defineEndpoint<ChatLaunchParams, { chatUrl: string }>({
  name: 'chatLaunch',
  method: 'GET',
  path: '/v1/chat/launch',
  auth: 'required',
  request: (p) => ({ query: { b2c: 1, ...p, module: 'CBS3' } }),
  answer: z.object({ chatUrl: linkUrl }),
});

export const launchChat = (params: ChatLaunchParams) => callPlatform(chatLaunchEndpoint, params);
