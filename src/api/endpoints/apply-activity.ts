// Applies to a promotion that needs an application: a comment (at most 140 characters) and up to
// 3 png/jpg images of at most 5MB each (described by name, type and size). Status becomes Applying.
import * as z from 'zod/mini';
import { useMutation } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import type { ApplyActivityPayload } from '@/api/requests';
export type { ApplyActivityPayload };

const answer = z.strictObject({ id: z.string(), status: z.literal('applying') });

export const applyActivityEndpoint = defineEndpoint<ApplyActivityPayload, z.infer<typeof answer>>({
  name: 'applyActivity',
  method: 'POST',
  path: '/v1/activity/apply',
  auth: 'required',
  request: (p) => ({ body: p }),
  answer,
});

export const useApplyActivity = () =>
  useMutation({ mutationKey: ['platform', 'applyActivity'], mutationFn: (p: ApplyActivityPayload) => callPlatform(applyActivityEndpoint, p) });
