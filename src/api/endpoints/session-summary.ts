// What this session has been: when it began, and the bets, wins and net result since (for the
// reality check).
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';

export const sessionSummarySchema = z.object({ startedAt: z.number(), bets: moneySchema, wins: moneySchema, net: moneySchema });
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

export const sessionSummaryEndpoint = defineEndpoint<void, SessionSummary>({
  name: 'sessionSummary',
  method: 'GET',
  path: '/v1/rg/session',
  auth: 'required',
  answer: sessionSummarySchema,
});

export const sessionSummaryKey = (token: string | undefined) => ['platform', 'sessionSummary', token ?? ''] as const;

export const useSessionSummary = (token: string | undefined, enabled: boolean) =>
  useQuery({ ...endpointQuery(sessionSummaryEndpoint, undefined), queryKey: sessionSummaryKey(token), enabled: Boolean(token) && enabled, staleTime: 0 });
