// Registration: PUT, encrypted payload; username or mobile variant.
import * as z from 'zod/mini';
import { useMutation } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import { encryptPayload } from '@/api/crypto';
import type { RegisterPayload } from '@/api/requests';
export type { RegisterPayload };

export const registerAnswerSchema = z.object({ userName: z.string() });

export const registerEndpoint = defineEndpoint<RegisterPayload, z.infer<typeof registerAnswerSchema>>({
  name: 'register',
  method: 'PUT',
  path: '/v1/auth/register',
  auth: 'none',
  sensitive: true,
  request: async (payload, ctx) => encryptPayload(ctx.publicKey, payload),
  answer: registerAnswerSchema,
});

export const useRegister = () =>
  useMutation({
    mutationKey: ['platform', 'register'],
    mutationFn: (p: RegisterPayload) => callPlatform(registerEndpoint, p),
  });
