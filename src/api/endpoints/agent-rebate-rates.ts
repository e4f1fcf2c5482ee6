// Rebate rates per game type (percent, two decimals): the agent's own rates and, when a
// downline member is named, that member's rates, which can never exceed the agent's own.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import { REBATE_GAME_TYPES } from '@/engine/agent-reports';
import type { AgentRebateRatesParams } from '@/api/requests';

export const rateSchema = z.string().check(z.regex(/^\d{1,3}\.\d{2}$/));

export const rebateRateSchema = z.object({
  gameType: z.enum(REBATE_GAME_TYPES),
  /** Percent of valid bets, e.g. "1.20". */
  rate: rateSchema,
});
export type RebateRate = z.infer<typeof rebateRateSchema>;

export const agentRebateRatesSchema = z.object({
  own: z.array(rebateRateSchema),
  member: z.nullable(z.object({ userName: z.string(), rates: z.array(rebateRateSchema) })),
});
export type AgentRebateRates = z.infer<typeof agentRebateRatesSchema>;

export const agentRebateRatesEndpoint = defineEndpoint<AgentRebateRatesParams, AgentRebateRates>({
  name: 'agentRebateRates',
  method: 'GET',
  path: '/v1/agent/rebate/rates',
  auth: 'required',
  request: (p) => ({ query: { userName: p.userName } }),
  answer: agentRebateRatesSchema,
});

export const agentRebateRatesKey = (token: string | undefined, userName: string) => ['platform', 'agentRebateRates', token ?? '', userName] as const;

/** The agent's own rates, and the member's when `userName` is not empty. */
export const useAgentRebateRates = (token: string | undefined, userName: string) =>
  useQuery({ ...endpointQuery(agentRebateRatesEndpoint, { userName }), queryKey: agentRebateRatesKey(token, userName), enabled: Boolean(token) });
