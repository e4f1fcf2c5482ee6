// Team KPI of an agent for a date range (today on the agent home): the four team counters.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import type { TeamRange } from '@/api/requests';

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

export const teamKpiEndpoint = defineEndpoint<TeamRange, TeamKpi>({
  name: 'teamKpi',
  method: 'GET',
  path: '/v1/agent/team-kpi',
  auth: 'required',
  request: (p) => ({ query: { ...p, size: 0 } }),
  answer: teamKpiSchema,
});

/**
 * Today as YYYY-MM-DD on the platform's calendar (UTC days, as every report and the wallet's
 * records use), whatever the device's time zone: in Manila (UTC+8) the device's own date runs
 * ahead of the platform's between 00:00 and 08:00 and would ask for a day with no figures yet.
 */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export const useTeamKpi = (token: string | undefined, params: TeamRange) =>
  useQuery({ ...endpointQuery(teamKpiEndpoint, params), queryKey: ['platform', 'teamKpi', token ?? '', params], enabled: Boolean(token) });
