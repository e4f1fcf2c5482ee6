// One downline member in detail: profile and all-time figures (from the member's ledger).
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import { teamMemberSchema } from '@/api/endpoints/team-members';
import type { TeamMemberDetailParams } from '@/api/requests';

export const teamMemberDetailSchema = z.object({
  member: teamMemberSchema,
  depositTotal: moneySchema,
  withdrawalTotal: moneySchema,
  betTotal: moneySchema,
  winTotal: moneySchema,
  /** Bonuses and rebates: profit = wins + bonuses and rebates − bets. */
  bonusTotal: moneySchema,
  profit: moneySchema,
  recent: z.array(z.object({ at: z.string(), kind: z.string(), amount: moneySchema })),
});
export type TeamMemberDetail = z.infer<typeof teamMemberDetailSchema>;

export const teamMemberDetailEndpoint = defineEndpoint<TeamMemberDetailParams, TeamMemberDetail>({
  name: 'teamMemberDetail',
  method: 'GET',
  path: '/v1/agent/team/member',
  auth: 'required',
  request: (p) => ({ query: { userName: p.userName } }),
  answer: teamMemberDetailSchema,
});

export const useTeamMemberDetail = (token: string | undefined, userName: string | null) =>
  useQuery({
    ...endpointQuery(teamMemberDetailEndpoint, { userName: userName ?? '' }),
    queryKey: ['platform', 'teamMemberDetail', token ?? '', userName ?? ''],
    enabled: Boolean(token) && Boolean(userName),
  });
