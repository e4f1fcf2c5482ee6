// Binds (or changes) the member's mobile number or email, confirmed with the login password.
import * as z from 'zod/mini';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import type { BindContactPayload } from '@/api/requests';
export type { BindContactPayload };

export const bindContactEndpoint = defineEndpoint<BindContactPayload, { masked: string }>({
  name: 'bindContact',
  method: 'POST',
  path: '/v1/security/contact',
  auth: 'required',
  sensitive: true,
  request: (p) => ({ body: p }),
  answer: z.object({ masked: z.string() }),
});

export function useBindContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['platform', 'bindContact'],
    mutationFn: (p: BindContactPayload) => callPlatform(bindContactEndpoint, p),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['platform', 'securityInfo'] }),
  });
}
