// Team overview of an agent for a date range: the team's totals (members, deposits,
// withdrawals, bets, wins, bonuses, profit). The same figures as team profit and loss and team
// betting for the same range (the platform computes all three from one report).
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import type { TeamRange } from '@/api/requests';
export type { TeamRange };

const count = z._default(z.number().check(z.int(), z.gte(0)), 0);

/** Totals of the downline for a date range (money as two-decimal strings). */
export const teamTotalsSchema = z.object({
  members: count,
  newMembers: count,
  bettors: count,
  betCount: count,
  depositTotal: moneySchema,
  withdrawalTotal: moneySchema,
  betTotal: moneySchema,
  winTotal: moneySchema,
  bonusTotal: moneySchema,
  /** The team's result: wins + bonuses − bets. */
  profit: moneySchema,
});
export type TeamTotals = z.infer<typeof teamTotalsSchema>;

export const teamOverviewSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  totals: teamTotalsSchema,
  /** The team's balances now. */
  balanceTotal: moneySchema,
  online: count,
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

export const teamOverviewEndpoint = defineEndpoint<TeamRange, TeamOverview>({
  name: 'teamOverview',
  method: 'GET',
  path: '/v1/agent/team/overview',
  auth: 'required',
  request: (p) => ({ query: { ...p } }),
  answer: teamOverviewSchema,
});

export const useTeamOverview = (token: string | undefined, range: TeamRange) =>
  useQuery({ ...endpointQuery(teamOverviewEndpoint, range), queryKey: ['platform', 'teamOverview', token ?? '', range], enabled: Boolean(token) });
