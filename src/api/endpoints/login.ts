// Login: POST, encrypted payload (see src/api/crypto.ts).
import * as z from 'zod/mini';
import { useMutation } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import { encryptPayload } from '@/api/crypto';
import type { LoginPayload } from '@/api/requests';

export type { LoginPayload };

export const loginAnswerSchema = z.object({
  token: z.string().check(z.minLength(1)),
  userName: z.string(),
  type: z.number(),
  firstTimeLogin: z.boolean(),
  /** The password has expired and must be changed before anything else. */
  passwordExpired: z.optional(z.boolean()),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** A failed login may answer `{ captcha: true }` in its details: the captcha field then appears. */
export const loginEndpoint = defineEndpoint<LoginPayload, LoginAnswer>({
  name: 'login',
  method: 'POST',
  path: '/v1/auth/login',
  auth: 'none',
  sensitive: true,
  request: async (payload, ctx) => encryptPayload(ctx.publicKey, payload),
  answer: loginAnswerSchema,
});

export const useLogin = () => useMutation({ mutationKey: ['platform', 'login'], mutationFn: (p: LoginPayload) => callPlatform(loginEndpoint, p) });
