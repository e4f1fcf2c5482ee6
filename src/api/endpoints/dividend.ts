// Dividend of an agent per half-month period overlapping a date range: the team's profit and
// loss in the period, its net loss, active members, the contract share reached and the
// dividend, paid or pending. Computed from the downline's ledgers and the dividend contract.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import { contractTermsSchema } from '@/api/endpoints/contract-terms';
import { payoutStatusSchema } from '@/api/endpoints/daily-wage';
import type { TeamRange } from '@/api/endpoints/team-overview';

const count = z.number().check(z.int(), z.gte(0));

export const dividendSchema = z.object({
  contract: contractTermsSchema,
  totals: z.object({ dividend: moneySchema, paid: moneySchema, pending: moneySchema }),
  /** Whole periods, newest first. */
  periods: z.array(
    z.object({
      startDate: z.string(),
      endDate: z.string(),
      teamBet: moneySchema,
      /** The team's result (wins + bonuses − bets), as on team profit and loss. */
      teamProfit: moneySchema,
      /** The team's net loss (−teamProfit, 0 when the team won). */
      netLoss: moneySchema,
      activeMembers: count,
      /** Share reached, percent ("10"), "0" for none. */
      share: z.string(),
      dividend: moneySchema,
      status: payoutStatusSchema,
    }),
  ),
});
export type Dividend = z.infer<typeof dividendSchema>;

export const dividendEndpoint = defineEndpoint<TeamRange, Dividend>({
  name: 'dividend',
  method: 'GET',
  path: '/v1/agent/dividend',
  auth: 'required',
  request: (p) => ({ query: { ...p } }),
  answer: dividendSchema,
});

export const useDividend = (token: string | undefined, range: TeamRange) =>
  useQuery({ ...endpointQuery(dividendEndpoint, range), queryKey: ['platform', 'dividend', token ?? '', range], enabled: Boolean(token) });
