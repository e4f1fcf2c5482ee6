// Deposit and betting rankings: the top 20 of today, this week or this month (names masked by the
// platform), and the caller's own position when a session exists. Visitors may look.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import type { RankingParams } from '@/api/requests';

export type RankingKind = 'deposit' | 'bet';
export type RankingPeriod = 'today' | 'week' | 'month';

export const rankingRowSchema = z.strictObject({
  rank: z.number(),
  name: z.string(),
  amount: moneySchema,
  /** The caller's own row. */
  self: z.boolean(),
});
export type RankingRow = z.infer<typeof rankingRowSchema>;

const answer = z.strictObject({
  kind: z.enum(['deposit', 'bet']),
  period: z.enum(['today', 'week', 'month']),
  rows: z.array(rankingRowSchema),
  /** The caller's position (rank null when not ranked); null for visitors. */
  me: z.nullable(z.strictObject({ rank: z.nullable(z.number()), name: z.string(), amount: moneySchema })),
});
export type Ranking = z.infer<typeof answer>;

export const rankingEndpoint = defineEndpoint<RankingParams, Ranking>({
  name: 'ranking',
  method: 'GET',
  path: '/v1/ranking',
  auth: 'optional',
  request: (p) => ({ query: { kind: p.kind, period: p.period } }),
  answer,
});

export const rankingKey = (p: RankingParams, token: string | undefined) => ['platform', 'ranking', p.kind, p.period, token ?? ''] as const;

export const useRanking = (p: RankingParams, token: string | undefined) => useQuery({ ...endpointQuery(rankingEndpoint, p), queryKey: rankingKey(p, token) });
