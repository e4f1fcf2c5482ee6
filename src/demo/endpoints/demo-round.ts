// One round of a demo game (/m/demo-game): the demo platform draws the outcome from its seeded
// source, debits the stakes and credits the win in the ledger under the round's id. The app
// chooses the round id once per round and sends it again on a retry: the same id answers the
// first round and moves no money a second time. Refused, with nothing changed, when the balance
// is short or the stake would pass the member's loss or wager limit. A sports bet or a draw
// ticket is answered pending (its stake debited) and settles when its event on the platform's
// clock ends: its win is credited then under the same bet number.
import * as z from 'zod/mini';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import { invalidateMoney } from '@/api/endpoints/wallet';
import type { DemoRoundPayload } from '@/demo/endpoints/demo-requests';
export type { DemoRoundPayload };

export const DEMO_BET_SPOTS = ['spin', 'player', 'banker', 'tie', 'playerPair', 'bankerPair', 'meron', 'draw', 'wala', 'home', 'away', 'ticket'] as const;
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

export const sportsbookOutcomeSchema = z.object({
  kind: z.literal('sportsbook'),
  /** The event's number on the platform's clock: it settles at eventNo · 60 s. */
  eventNo: z.number(),
  /** The match's place on the board (0 for the fight of a sabong pit). */
  match: z.number(),
  home: z.string(),
  away: z.string(),
  pick: z.enum(['meron', 'draw', 'wala', 'home', 'away']),
  /** Decimal odds the bet was taken at ("1.90"). */
  odds: z.string(),
  /** Null while the event runs. */
  result: z.nullable(z.enum(['meron', 'draw', 'wala', 'home', 'away'])),
});

export const drawOutcomeSchema = z.object({
  kind: z.literal('draw'),
  style: z.enum(['3d', '6/42']),
  /** The draw's number on the platform's clock: it is drawn at drawNo · 60 s. */
  drawNo: z.number(),
  picks: z.array(z.number()),
  /** The numbers drawn (3D in order, 6/42 ascending), null before the draw. */
  numbers: z.nullable(z.array(z.number())),
  matches: z.nullable(z.number()),
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
  /** The balance once the round was played (a pending bet: after its stake). */
  balanceAfter: moneySchema,
  /** Slots and baccarat settle at once; a sports bet or a draw ticket is pending until its event. */
  status: z.enum(['pending', 'settled']),
  /** When a pending round settles, ms since the epoch on the platform's clock; null once settled at once. */
  settleAt: z.nullable(z.number()),
  outcome: z.discriminatedUnion('kind', [slotOutcomeSchema, baccaratOutcomeSchema, sportsbookOutcomeSchema, drawOutcomeSchema]),
  /** A free-play round: staked from the game's play credit, no money moved (absent: a real round). */
  free: z.optional(z.boolean()),
});
export type DemoRound = z.infer<typeof demoRoundSchema>;

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
