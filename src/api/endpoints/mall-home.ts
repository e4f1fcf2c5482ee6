// The points mall: the member's points (earned from valid bets, spent on redemptions), how points
// are earned, and the catalogue (bonus credits, free spins, physical prizes with stock).
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';

const points = z.number().check(z.int(), z.gte(0));

/** What an item gives: a bonus credit to the wallet, free spins on a game, or a physical prize. */
export const mallRewardSchema = z.strictObject({
  kind: z.enum(['bonus', 'freeSpins', 'physical']),
  bonus: z.nullable(moneySchema),
  spins: z.nullable(points),
  game: z.nullable(z.string()),
  prize: z.nullable(z.string()),
});
export type MallReward = z.infer<typeof mallRewardSchema>;

export const mallItemSchema = z.strictObject({
  id: z.string(),
  points,
  /** Items left; null when unlimited. */
  stock: z.nullable(points),
  reward: mallRewardSchema,
});
export type MallItem = z.infer<typeof mallItemSchema>;

export const mallPointsSchema = z.strictObject({ earned: points, spent: points, balance: points });
export type MallPoints = z.infer<typeof mallPointsSchema>;

const answer = z.strictObject({
  points: mallPointsSchema,
  /** The member's cumulative valid bet, the base of the points earned. */
  validBet: moneySchema,
  /** Valid bet that earns one point (e.g. "10.00"). */
  perPoint: moneySchema,
  items: z.array(mallItemSchema),
});
export type MallHome = z.infer<typeof answer>;

export const mallHomeEndpoint = defineEndpoint<void, MallHome>({
  name: 'mallHome',
  method: 'GET',
  path: '/v1/mall/home',
  auth: 'required',
  answer,
});

export const mallHomeKey = (token: string | undefined) => ['platform', 'mallHome', token ?? ''] as const;

export const useMallHome = (token: string | undefined) =>
  useQuery({ ...endpointQuery(mallHomeEndpoint, undefined), queryKey: mallHomeKey(token), enabled: Boolean(token) });
