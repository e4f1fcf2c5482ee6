// Daily wage of an agent for a date range: per day the team's bets and active members, the
// contract tier reached and the wage, paid (credited to the wallet) or pending. Computed from the
// downline's ledgers and the daily-salary contract.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import { contractTermsSchema } from '@/api/endpoints/contract-terms';
import type { TeamRange } from '@/api/endpoints/team-overview';

const count = z.number().check(z.int(), z.gte(0));

/** paid: credited; pending: due when the day (or period) closes; none: no tier reached; noContract: no accepted contract. */
export const payoutStatusSchema = z.enum(['paid', 'pending', 'none', 'noContract']);
export type PayoutStatus = z.infer<typeof payoutStatusSchema>;

export const dailyWageSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  contract: contractTermsSchema,
  totals: z.object({ teamBet: moneySchema, wage: moneySchema, paid: moneySchema, pending: moneySchema }),
  /** Every day of the range, newest first. */
  days: z.array(
    z.object({
      date: z.string(),
      teamBet: moneySchema,
      activeMembers: count,
      /** 1-based tier reached, 0 for none. */
      tier: count,
      wage: moneySchema,
      status: payoutStatusSchema,
    }),
  ),
});
export type DailyWage = z.infer<typeof dailyWageSchema>;

export const dailyWageEndpoint = defineEndpoint<TeamRange, DailyWage>({
  name: 'dailyWage',
  method: 'GET',
  path: '/v1/agent/daily-wage',
  auth: 'required',
  request: (p) => ({ query: { ...p } }),
  answer: dailyWageSchema,
});

export const useDailyWage = (token: string | undefined, range: TeamRange) =>
  useQuery({ ...endpointQuery(dailyWageEndpoint, range), queryKey: ['platform', 'dailyWage', token ?? '', range], enabled: Boolean(token) });
