// A demo game's table (/m/demo-game): which kind of game it is, its rules (a slot machine's
// paylines, paytable and declared return to player; the baccarat table's chips and limits), the
// member's balance and their last rounds of the game; the sportsbook's board on the platform's
// clock and the draw game's next draw and last draws.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import { moneyKey } from '@/api/endpoints/wallet';
import { demoRoundSchema } from '@/demo/endpoints/demo-round';
import type { DemoTableQuery } from '@/demo/endpoints/demo-requests';

export const slotRulesSchema = z.object({
  machine: z.string(),
  /** Declared return to player, percent with two decimals ("96.50"). */
  rtp: z.string(),
  rows: z.number(),
  reels: z.number(),
  lines: z.array(z.array(z.number())),
  bets: z.array(moneySchema),
  /** What 3, 4 and 5 in a row pay, in multiples of the line bet. */
  paytable: z.array(z.object({ symbol: z.string(), pays: z.array(z.number()) })),
  wild: z.string(),
  scatter: z.string(),
  /** What 3, 4 and 5 scatters anywhere pay, in multiples of the total bet. */
  scatterPays: z.array(z.number()),
});
export type SlotRules = z.infer<typeof slotRulesSchema>;

export const baccaratRulesSchema = z.object({
  chips: z.array(moneySchema),
  min: moneySchema,
  max: moneySchema,
  decks: z.number(),
});
export type BaccaratRules = z.infer<typeof baccaratRulesSchema>;

export const sportsbookRulesSchema = z.object({
  style: z.enum(['sabong', 'match']),
  chips: z.array(moneySchema),
  min: moneySchema,
  max: moneySchema,
  /** The board: the events bets are taken on now, each closing (and settling a minute later) at `startsAt`. */
  events: z.array(
    z.object({
      match: z.number(),
      eventNo: z.number(),
      startsAt: z.number(),
      home: z.string(),
      away: z.string(),
      markets: z.array(z.object({ pick: z.enum(['meron', 'draw', 'wala', 'home', 'away']), odds: z.string() })),
    }),
  ),
  /** The last results, newest first. */
  /** Sports fixtures also name their teams. */
  results: z.array(
    z.object({
      eventNo: z.number(),
      match: z.number(),
      result: z.enum(['meron', 'draw', 'wala', 'home', 'away']),
      home: z.optional(z.string()),
      away: z.optional(z.string()),
    }),
  ),
});
export type SportsbookRules = z.infer<typeof sportsbookRulesSchema>;

export const drawRulesSchema = z.object({
  style: z.enum(['3d', '6/42']),
  chips: z.array(moneySchema),
  /** The next draw: tickets bought now are on it. */
  drawNo: z.number(),
  drawAt: z.number(),
  /** 3D: the exact order's multiple of the stake; 6/42: each number of matches' multiple. */
  pays: z.array(z.object({ matches: z.number(), times: z.number() })),
  /** The last draws, newest first. */
  draws: z.array(z.object({ drawNo: z.number(), numbers: z.array(z.number()) })),
});
export type DrawRules = z.infer<typeof drawRulesSchema>;

export const demoTableSchema = z.object({
  gameId: z.string(),
  gameName: z.string(),
  vendor: z.string(),
  gameType: z.string(),
  kind: z.enum(['slot', 'baccarat', 'sportsbook', 'draw']),
  slot: z.nullable(slotRulesSchema),
  baccarat: z.nullable(baccaratRulesSchema),
  sportsbook: z.nullable(sportsbookRulesSchema),
  draw: z.nullable(drawRulesSchema),
  /** The vendor's name (vendor is its code). */
  vendorName: z.string(),
  /** Free play: the balance is the game's play credit, and no money moves. */
  free: z.boolean(),
  balance: moneySchema,
  /** The member's last rounds of this game, newest first. */
  rounds: z.array(demoRoundSchema),
});
export type DemoTable = z.infer<typeof demoTableSchema>;

export const demoTableEndpoint = defineEndpoint<DemoTableQuery, DemoTable>({
  name: 'demoTable',
  method: 'GET',
  path: '/v1/games/demo/table',
  auth: 'required',
  request: (p) => ({ query: { ...p } }),
  answer: demoTableSchema,
});

export const useDemoTable = (token: string | undefined, gameId: string, free = false) => {
  const query: DemoTableQuery = free ? { gameId, free: '1' } : { gameId };
  return useQuery({ ...endpointQuery(demoTableEndpoint, query), queryKey: moneyKey('demoTable', token, query), enabled: Boolean(token) && gameId !== '' });
};
