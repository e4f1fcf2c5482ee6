// Forgotten password: set a new password by mail or by SMS code (encrypted).
import * as z from 'zod/mini';
import { useMutation } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import { encryptPayload } from '@/api/crypto';
import type { ResetMailCodeParams, ResetPasswordPayload } from '@/api/requests';
export type { ResetPasswordPayload };

export const resetPasswordEndpoint = defineEndpoint<ResetPasswordPayload, null>({
  name: 'resetPassword',
  method: 'POST',
  path: '/v1/auth/password-reset',
  auth: 'none',
  sensitive: true,
  request: async (p, ctx) => encryptPayload(ctx.publicKey, p),
  answer: z.nullable(z.null()),
});

export const useResetPassword = () =>
  useMutation({
    mutationKey: ['platform', 'resetPassword'],
    mutationFn: (p: ResetPasswordPayload) => callPlatform(resetPasswordEndpoint, p),
  });

/** Mail reset: sends a one-time code to the account's email. */
export const resetMailCodeEndpoint = defineEndpoint<ResetMailCodeParams, { expirationTime: number }>({
  name: 'resetMailCode',
  method: 'POST',
  path: '/v1/auth/password-reset/mail-code',
  auth: 'none',
  sensitive: true,
  request: (p) => ({ body: p }),
  answer: z.object({ expirationTime: z.number() }),
});

export const useResetMailCode = () =>
  useMutation({
    mutationKey: ['platform', 'resetMailCode'],
    mutationFn: (p: ResetMailCodeParams) => callPlatform(resetMailCodeEndpoint, p),
  });
