// Captcha: GET a base64 PNG image and the id to send back with the answer.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import type { CaptchaParams } from '@/api/requests';

export const captchaSchema = z.strictObject({
  id: z.string(),
  /** data:image/png;base64,... */
  image: z.string().check(z.startsWith('data:image/png;base64,')),
});
export type Captcha = z.infer<typeof captchaSchema>;

export const captchaEndpoint = defineEndpoint<CaptchaParams, Captcha>({
  name: 'captcha',
  method: 'GET',
  path: '/v1/auth/captcha',
  auth: 'none',
  request: (p) => ({ query: { purpose: p.purpose, nonce: p.nonce } }),
  answer: captchaSchema,
});

/** `nonce` changes to fetch a fresh image. */
export const useCaptcha = (purpose: 'login' | 'register', nonce: number, enabled: boolean) =>
  useQuery({ ...endpointQuery(captchaEndpoint, { purpose, nonce }), enabled, staleTime: Infinity, gcTime: 0 });
