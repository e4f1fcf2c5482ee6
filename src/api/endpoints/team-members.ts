// The agent's downline: a searchable list of direct team members.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import type { TeamMembersParams } from '@/api/requests';

export const teamMemberSchema = z.object({
  userName: z.string(),
  nickname: z.string(),
  type: z.number(),
  regDate: z.string(),
  balance: moneySchema,
  online: z.boolean(),
  /** ISO time of the last ledger entry, or null. */
  lastActivity: z.nullable(z.string()),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamMembersSchema = z.object({ list: z.array(teamMemberSchema), total: z.number() });
export type TeamMembers = z.infer<typeof teamMembersSchema>;

export const teamMembersEndpoint = defineEndpoint<TeamMembersParams, TeamMembers>({
  name: 'teamMembers',
  method: 'GET',
  path: '/v1/agent/team/members',
  auth: 'required',
  request: (p) => ({ query: { search: p.search.trim() } }),
  answer: teamMembersSchema,
});

export const useTeamMembers = (token: string | undefined, search: string) =>
  useQuery({
    ...endpointQuery(teamMembersEndpoint, { search }),
    queryKey: ['platform', 'teamMembers', token ?? '', search.trim()],
    enabled: Boolean(token),
  });
