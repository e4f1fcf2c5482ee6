// Team KPI of an agent for a date range (today on the agent home): the four team counters.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';

const counter = z._default(z.number().check(z.int(), z.gte(0)), 0);

export const teamKpiSchema = z.object({
  footer: z.object({
    teamLoginMemberCount: counter,
    teamBetMemberCount: counter,
    teamRegisterMemberCount: counter,
    teamOnlineCount: counter,
  }),
});
export type TeamKpi = z.infer<typeof teamKpiSchema>;

export interface TeamKpiParams {
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
}

export const teamKpiEndpoint = defineEndpoint<TeamKpiParams, TeamKpi>({
  name: 'teamKpi',
  method: 'GET',
  path: '/v1/agent/team-kpi',
  auth: 'required',
  request: (p) => ({ query: { ...p, size: 0 } }),
  answer: teamKpiSchema,
});

/** Today's date in the member's time zone as YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export const useTeamKpi = (token: string | undefined, params: TeamKpiParams) =>
  useQuery({ ...endpointQuery(teamKpiEndpoint, params), queryKey: ['platform', 'teamKpi', token ?? '', params], enabled: Boolean(token) });
