// Change password (v2).
import * as z from 'zod/mini';
import { useMutation } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import type { ChangePasswordPayload } from '@/api/requests';
export type { ChangePasswordPayload };

export const changePasswordEndpoint = defineEndpoint<ChangePasswordPayload, null>({
  name: 'changePassword',
  method: 'POST',
  path: '/v2/member/password',
  auth: 'required',
  sensitive: true,
  request: (p) => ({ body: p }),
  answer: z.nullable(z.null()),
});

export const useChangePassword = () =>
  useMutation({
    mutationKey: ['platform', 'changePassword'],
    mutationFn: (p: ChangePasswordPayload) => callPlatform(changePasswordEndpoint, p),
  });
