// The terms of a contract the upline offers (daily salary, dividend, hourly salary) and whether
// it is pending, accepted or declined.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import type { ContractTermsParams } from '@/api/requests';

export const CONTRACT_KINDS = ['dailySalary', 'dividend', 'hourly'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

export const contractTierSchema = z.object({
  /** Team volume that reaches the tier (bets, or net loss for the dividend). */
  threshold: moneySchema,
  /** Active members the team needs. */
  activeMembers: z.number().check(z.int(), z.gte(0)),
  /** A fixed amount, or a percentage for the dividend. */
  reward: z.string(),
  rewardKind: z.enum(['amount', 'percent']),
});
export type ContractTier = z.infer<typeof contractTierSchema>;

export const contractTermsSchema = z.object({
  kind: z.enum(CONTRACT_KINDS),
  status: z.enum(['pending', 'accepted', 'declined', 'none']),
  offeredBy: z.string(),
  measure: z.enum(['teamBet', 'teamLoss', 'hourlyTeamBet']),
  period: z.enum(['daily', 'semiMonthly', 'hourly']),
  tiers: z.array(contractTierSchema),
});
export type ContractTerms = z.infer<typeof contractTermsSchema>;

export const contractTermsEndpoint = defineEndpoint<ContractTermsParams, ContractTerms>({
  name: 'contractTerms',
  method: 'GET',
  path: '/v1/agent/contract',
  auth: 'required',
  request: (p) => ({ query: { kind: p.kind } }),
  answer: contractTermsSchema,
});

export const contractTermsKey = (token: string | undefined, kind: ContractKind) => ['platform', 'contractTerms', token ?? '', kind] as const;

export const useContractTerms = (token: string | undefined, kind: ContractKind) =>
  useQuery({ ...endpointQuery(contractTermsEndpoint, { kind }), queryKey: contractTermsKey(token, kind), enabled: Boolean(token) });
