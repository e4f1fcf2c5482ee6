// Logout: DELETE with the session token; the app then clears everything locally.
import * as z from 'zod/mini';
import { useMutation } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';

/**
 * Takes the token explicitly: the app clears its session first (so that nothing else calls with
 * a token that is about to die), then ends the session on the platform.
 */
export const logoutEndpoint = defineEndpoint<{ token: string }, null>({
  name: 'logout',
  method: 'DELETE',
  path: '/v1/auth/session',
  auth: 'none',
  request: (p) => ({ headers: { token: p.token } }),
  answer: z.nullable(z.null()),
});

export const useLogout = () => useMutation({ mutationKey: ['platform', 'logout'], mutationFn: (p: { token: string }) => callPlatform(logoutEndpoint, p) });
