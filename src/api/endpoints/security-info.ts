// The security center's overview: which protections the member has set (payment password, bound
// mobile and email, masked) and the identity verification status.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';

export const kycStatusSchema = z.enum(['none', 'pending', 'verified', 'rejected']);
export type KycStatus = z.infer<typeof kycStatusSchema>;

export const securityInfoSchema = z.object({
  hasPaymentPassword: z.boolean(),
  mobile: z.nullable(z.string()),
  email: z.nullable(z.string()),
  kyc: z.object({ status: kycStatusSchema, submittedAt: z.nullable(z.number()), verifiedAt: z.nullable(z.number()) }),
});
export type SecurityInfo = z.infer<typeof securityInfoSchema>;

export const securityInfoEndpoint = defineEndpoint<void, SecurityInfo>({
  name: 'securityInfo',
  method: 'GET',
  path: '/v1/security',
  auth: 'required',
  answer: securityInfoSchema,
});

export const securityInfoKey = (token: string | undefined) => ['platform', 'securityInfo', token ?? ''] as const;

/** Polled every second while a verification is pending (the demo verifies within 5 s). */
export const useSecurityInfo = (token: string | undefined) =>
  useQuery({
    ...endpointQuery(securityInfoEndpoint, undefined),
    queryKey: securityInfoKey(token),
    enabled: Boolean(token),
    refetchInterval: (q) => (q.state.data?.kyc.status === 'pending' ? 1000 : false),
  });
