// The requests of the demo games' two platform calls, written once as zod schemas of the wire form
// (as src/api/requests.ts writes the others'), with their TypeScript types derived from them. The
// endpoint modules take their params types from here (type-only imports, so none of this ships in
// the app); the platform contract (src/api/contract.ts) declares the calls with these schemas.
import * as z from 'zod/mini';
import { amount, name, requestId } from '@/api/requests';
import { DEMO_BET_SPOTS } from '@/demo/endpoints/demo-round';

export const demoRoundPayload = z.strictObject({
  roundId: requestId.check(
    z.describe('Chosen by the app once per round (a UUID) and sent again on every retry of it; the platform plays and settles once per roundId.'),
  ),
  gameId: name,
  bets: z.array(z.strictObject({ spot: z.enum(DEMO_BET_SPOTS), amount })).check(z.minLength(1)),
  match: z.optional(z.number().check(z.describe("Sportsbook: the match's place on the board (a sabong pit's fight is 0)."))),
  picks: z.optional(z.array(z.number()).check(z.describe('Draw games: the numbers of the ticket (3D three digits in order, 6/42 six of 1–42).'))),
  free: z.optional(
    z.boolean().check(z.describe('Free play (a game with supportPlay 0): staked from play credit, no money moves; refused by a game without free play.')),
  ),
});
export type DemoRoundPayload = z.input<typeof demoRoundPayload>;

export const demoTableQuery = z.strictObject({
  gameId: name,
  free: z.optional(z.literal('1').check(z.describe('Asks for free play; granted only where the game offers it.'))),
});
export type DemoTableQuery = z.output<typeof demoTableQuery>;
