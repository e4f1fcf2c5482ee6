// SMS code request (registration, SMS login, password reset): answer has the expiry time.
import * as z from 'zod/mini';
import { useMutation } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import type { SmsCodePayload } from '@/api/requests';
export type { SmsCodePayload };

export const smsCodeSchema = z.object({ expirationTime: z.number() });

export const smsCodeEndpoint = defineEndpoint<SmsCodePayload, z.infer<typeof smsCodeSchema>>({
  name: 'smsCode',
  method: 'POST',
  path: '/v1/auth/sms-code',
  auth: 'none',
  sensitive: true,
  request: (p) => ({ body: p }),
  answer: smsCodeSchema,
});

export const useSmsCode = () => useMutation({ mutationKey: ['platform', 'smsCode'], mutationFn: (p: SmsCodePayload) => callPlatform(smsCodeEndpoint, p) });
