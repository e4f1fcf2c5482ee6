// Registration: PUT, encrypted payload; username or mobile variant.
import * as z from 'zod/mini';
import { useMutation } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import { encryptPayload } from '@/api/crypto';

export interface RegisterPayload {
  countryDialingCode: string;
  /** The host the member registered on. */
  registerUrl: string;
  registerMethod: 'APP' | 'H5' | 'PWA' | 'WEBCLIP';
  normalRegister: boolean;
  type: 0;
  domain: string;
  deviceId: string;
  username?: string;
  password: string;
  confirmPassword: string;
  affiliateCode?: string;
  paymentPassword?: string;
  recommenderId?: string;
  nickname?: string;
  payeeName?: string;
  email?: string;
  mobileNum?: string;
  idNumber?: string;
  qqNum?: string;
  facebook?: string;
  wechat?: string;
  line?: string;
  whatsapp?: string;
  zalo?: string;
  captcha?: string;
  captchaId?: string;
  verificationCode?: string;
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
}

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
