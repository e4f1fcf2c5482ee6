// Joins a promotion (status Join → Joined).
import * as z from 'zod/mini';
import { useMutation } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import type { JoinActivityPayload } from '@/api/requests';
export type { JoinActivityPayload };

const answer = z.strictObject({ id: z.string(), status: z.literal('joined') });

export const joinActivityEndpoint = defineEndpoint<JoinActivityPayload, z.infer<typeof answer>>({
  name: 'joinActivity',
  method: 'POST',
  path: '/v1/activity/join',
  auth: 'required',
  request: (p) => ({ body: p }),
  answer,
});

export const useJoinActivity = () =>
  useMutation({ mutationKey: ['platform', 'joinActivity'], mutationFn: (p: JoinActivityPayload) => callPlatform(joinActivityEndpoint, p) });
