// Whether live chat is open to this member (CBS3 merchants, real accounts).
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';

export const chatPermissionSchema = z.object({ allowed: z.boolean() });

export const chatPermissionEndpoint = defineEndpoint<void, z.infer<typeof chatPermissionSchema>>({
  name: 'chatPermission',
  method: 'GET',
  path: '/v1/chat/permission',
  auth: 'required',
  answer: chatPermissionSchema,
});

export const useChatPermission = (token: string | undefined) =>
  useQuery({ ...endpointQuery(chatPermissionEndpoint, undefined), queryKey: ['platform', 'chatPermission', token ?? ''], enabled: Boolean(token) });
