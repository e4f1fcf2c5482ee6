// Identity verification: the details and three images (ID front, ID back, selfie with the
// document) as multipart form data. The platform answers 'pending'; the demo verifies within 5 s.
import * as z from 'zod/mini';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import { kycStatusSchema } from '@/api/endpoints/security-info';
import type { KycPayload } from '@/api/requests';

export const submitKycEndpoint = defineEndpoint<KycPayload, { status: z.infer<typeof kycStatusSchema> }>({
  name: 'submitKyc',
  method: 'POST',
  path: '/v1/security/kyc',
  auth: 'required',
  sensitive: true,
  request: (p) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(p)) form.append(k, v instanceof File ? v : String(v));
    return { body: form };
  },
  answer: z.object({ status: kycStatusSchema }),
});

export function useSubmitKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['platform', 'submitKyc'],
    mutationFn: (p: KycPayload) => callPlatform(submitKycEndpoint, p),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['platform', 'securityInfo'] }),
  });
}
