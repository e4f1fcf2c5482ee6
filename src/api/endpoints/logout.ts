// Logout: DELETE with the session token; the app then clears everything locally.
import * as z from 'zod/mini';
import { useMutation } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';

export const logoutEndpoint = defineEndpoint<void, null>({
  name: 'logout',
  method: 'DELETE',
  path: '/v1/auth/session',
  auth: 'required',
  answer: z.nullable(z.null()),
});

export const useLogout = () =>
  useMutation({ mutationKey: ['platform', 'logout'], mutationFn: () => callPlatform(logoutEndpoint, undefined) });
