// Affiliate / invitation code check before registering.
import * as z from 'zod/mini';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import type { InvitationCodeParams } from '@/api/requests';

export const invitationCodeSchema = z.object({ success: z.boolean() });

export const invitationCodeEndpoint = defineEndpoint<InvitationCodeParams, z.infer<typeof invitationCodeSchema>>({
  name: 'invitationCode',
  method: 'GET',
  path: '/v1/auth/affiliate-code',
  auth: 'none',
  request: (p) => ({ query: p }),
  answer: invitationCodeSchema,
});

/** Checked imperatively right before registering (not a cached query). */
export const checkInvitationCode = (code: string, domain: string) => callPlatform(invitationCodeEndpoint, { code, domain });
