// Team profit and loss for a date range: the totals and one row per downline member.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import { teamTotalsSchema, type TeamRange } from '@/api/endpoints/team-overview';

export const teamPnlRowSchema = z.object({
  userName: z.string(),
  depositTotal: moneySchema,
  withdrawalTotal: moneySchema,
  betTotal: moneySchema,
  winTotal: moneySchema,
  bonusTotal: moneySchema,
  profit: moneySchema,
});
export type TeamPnlRow = z.infer<typeof teamPnlRowSchema>;

export const teamPnlSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  totals: teamTotalsSchema,
  rows: z.array(teamPnlRowSchema),
});
export type TeamPnl = z.infer<typeof teamPnlSchema>;

export const teamPnlEndpoint = defineEndpoint<TeamRange, TeamPnl>({
  name: 'teamPnl',
  method: 'GET',
  path: '/v1/agent/team/pnl',
  auth: 'required',
  request: (p) => ({ query: { ...p } }),
  answer: teamPnlSchema,
});

export const useTeamPnl = (token: string | undefined, range: TeamRange) =>
  useQuery({ ...endpointQuery(teamPnlEndpoint, range), queryKey: ['platform', 'teamPnl', token ?? '', range], enabled: Boolean(token) });
