// The agent's rebate for a date range: on every valid bet of the downline the agent earns the
// difference between its own rate and the member's rate for the bet's game type. By day and by
// game type.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import { REBATE_GAME_TYPES } from '@/engine/agent-reports';
import { rateSchema } from '@/api/endpoints/agent-rebate-rates';
import type { TeamRange } from '@/api/endpoints/team-overview';

export const agentRebateReportSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  totals: z.object({ validBet: moneySchema, rebate: moneySchema, betCount: z.number().check(z.int(), z.gte(0)) }),
  byGameType: z.array(z.object({ gameType: z.enum(REBATE_GAME_TYPES), ownRate: rateSchema, validBet: moneySchema, rebate: moneySchema })),
  /** Members with valid bets in the range, by user name. */
  byMember: z.array(z.object({ userName: z.string(), validBet: moneySchema, rebate: moneySchema })),
  /** Days with valid bets, newest first. */
  byDay: z.array(z.object({ date: z.string(), validBet: moneySchema, rebate: moneySchema })),
});
export type AgentRebateReport = z.infer<typeof agentRebateReportSchema>;

export const agentRebateReportEndpoint = defineEndpoint<TeamRange, AgentRebateReport>({
  name: 'agentRebateReport',
  method: 'GET',
  path: '/v1/agent/rebate/report',
  auth: 'required',
  request: (p) => ({ query: { ...p } }),
  answer: agentRebateReportSchema,
});

export const useAgentRebateReport = (token: string | undefined, range: TeamRange) =>
  useQuery({ ...endpointQuery(agentRebateReportEndpoint, range), queryKey: ['platform', 'agentRebateReport', token ?? '', range], enabled: Boolean(token) });
