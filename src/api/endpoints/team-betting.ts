// Team betting for a date range: bet counts and amounts per downline member, with the totals.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import { teamTotalsSchema, type TeamRange } from '@/api/endpoints/team-overview';

export const teamBettingRowSchema = z.object({
  userName: z.string(),
  betCount: z.number().check(z.int(), z.gte(0)),
  betTotal: moneySchema,
  winTotal: moneySchema,
  profit: moneySchema,
});
export type TeamBettingRow = z.infer<typeof teamBettingRowSchema>;

export const teamBettingSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  totals: teamTotalsSchema,
  /** Only members who bet in the range. */
  rows: z.array(teamBettingRowSchema),
});
export type TeamBetting = z.infer<typeof teamBettingSchema>;

export const teamBettingEndpoint = defineEndpoint<TeamRange, TeamBetting>({
  name: 'teamBetting',
  method: 'GET',
  path: '/v1/agent/team/betting',
  auth: 'required',
  request: (p) => ({ query: { ...p } }),
  answer: teamBettingSchema,
});

export const useTeamBetting = (token: string | undefined, range: TeamRange) =>
  useQuery({ ...endpointQuery(teamBettingEndpoint, range), queryKey: ['platform', 'teamBetting', token ?? '', range], enabled: Boolean(token) });
