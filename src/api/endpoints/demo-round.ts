// One round of a demo game (/m/demo-game): the demo platform draws the outcome from its seeded
// source, debits the stakes and credits the win in the ledger under the round's id. The app
// chooses the round id once per round and sends it again on a retry: the same id answers the
// first round and moves no money a second time. Refused, with nothing changed, when the balance
// is short or the stake would pass the member's loss or wager limit.
import * as z from 'zod/mini';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import { invalidateMoney } from '@/api/endpoints/wallet';

export const DEMO_BET_SPOTS = ['spin', 'player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type DemoBetSpot = (typeof DEMO_BET_SPOTS)[number];

export const slotOutcomeSchema = z.object({
  kind: z.literal('slot'),
  /** The symbols shown, reel by reel, top row first. */
  window: z.array(z.array(z.string())),
  lineWins: z.array(z.object({ line: z.number(), symbol: z.string(), count: z.number(), win: moneySchema })),
  scatter: z.object({ count: z.number(), win: moneySchema }),
});

export const baccaratOutcomeSchema = z.object({
  kind: z.literal('baccarat'),
  /** Cards as suit · 13 + rank − 1 (0…51), in the order they were dealt to the side. */
  player: z.array(z.number()),
  banker: z.array(z.number()),
  playerTotal: z.number(),
  bankerTotal: z.number(),
  result: z.enum(['player', 'banker', 'tie']),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
});

export const demoRoundSchema = z.object({
  roundId: z.string(),
  /** The bet number of the round in the betting record. */
  betNo: z.string(),
  gameId: z.string(),
  at: z.number(),
  bets: z.array(z.object({ spot: z.enum(DEMO_BET_SPOTS), amount: moneySchema, win: moneySchema })),
  stake: moneySchema,
  /** What the round credited, stakes returned included. */
  win: moneySchema,
  balanceAfter: moneySchema,
  outcome: z.discriminatedUnion('kind', [slotOutcomeSchema, baccaratOutcomeSchema]),
});
export type DemoRound = z.infer<typeof demoRoundSchema>;

export interface DemoRoundPayload {
  roundId: string;
  gameId: string;
  bets: { spot: DemoBetSpot; amount: string }[];
}

export const demoRoundEndpoint = defineEndpoint<DemoRoundPayload, DemoRound>({
  name: 'demoRound',
  method: 'POST',
  path: '/v1/games/demo/round',
  auth: 'required',
  request: (p) => ({ body: p, headers: { 'X-Idempotency-Key': p.roundId } }),
  answer: demoRoundSchema,
});

export function useDemoRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['platform', 'demoRound'],
    mutationFn: (p: DemoRoundPayload) => callPlatform(demoRoundEndpoint, p),
    onSettled: () => invalidateMoney(queryClient),
  });
}
