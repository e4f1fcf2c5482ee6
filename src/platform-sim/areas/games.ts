// The demo games of the demo platform (/m/demo-game): the platform, never the page, decides every
// round from its seeded source (src/engine/games/rng.ts, its state kept in this slice). A round
// debits its stakes and credits its win in the member's ledger under one bet number, so the
// betting record, valid bets, rebates, points, missions, VIP progress and the agent's reports
// see it with no code of their own. The app's round id makes a round act once: the same id
// again (a retry, a double tap) answers the first round and moves nothing.
import { http, type HttpHandler } from 'msw';
import { apiPath, bodyOf, defineSlice, fail, isResponse, ok, type Simulator } from '@/platform-sim/kernel';
import { accountOf, type SimAccount } from '@/platform-sim/areas/accounts/state';
import { adjustBalance, balanceCentsOf, formatCents } from '@/platform-sim/areas/accounts/ledger';
import { playLimitRefusal } from '@/platform-sim/areas/responsible';
import { begin } from '@/platform-sim/areas/money/state';
import { hashString } from '@/platform-sim/seed-utils';
import { allGames } from '@/platform-sim/seed/games';
import { DEMO_BET_SPOTS, demoRoundEndpoint, type DemoBetSpot, type DemoRound, type DemoRoundPayload } from '@/api/endpoints/demo-round';
import { demoTableEndpoint, type BaccaratRules, type DemoTable, type SlotRules } from '@/api/endpoints/demo-table';
import type { Game } from '@/api/endpoints/game-types';
import { createRng, type Rng } from '@/engine/games/rng';
import { evaluateSpin, lineBetCents, spinStops, spinWinCents, type SlotMachine } from '@/engine/games/slots';
import { BACCARAT_SPOTS, baccaratReturnCents, dealCards, DECKS, playHand, type BaccaratSpot } from '@/engine/games/baccarat';
import { demoGameKind, slotMachineFor } from '@/engine/games/kind';
import { centsToDecimal, toCents } from '@/engine/money';

/** Baccarat chips and table limits, centavos (whole pesos, so the banker's commission is exact). */
const BACCARAT_CHIPS = [1_000, 5_000, 10_000, 50_000, 100_000];
const BACCARAT_MIN = 1_000;
const BACCARAT_MAX = 5_000_000;
/** Rounds kept (the newest), for the game screens' last rounds and for retries of a round. */
const ROUNDS_KEPT = 2_000;
const LAST_ROUNDS = 10;

interface StoredRound {
  userName: string;
  round: DemoRound;
}

interface GamesState {
  /** The seeded source's state: every outcome follows from the seed and the rounds before. */
  rng: number;
  seq: number;
  rounds: StoredRound[];
}

export const gamesSlice = defineSlice<GamesState>({
  name: 'games',
  version: 1,
  seed: (merchant) => ({ rng: hashString(`games:${merchant.code}`), seq: 1, rounds: [] }),
});

const gameById = (): Map<string, Game> => new Map(allGames().map((g) => [g.gameId, g]));

function slotRules(m: SlotMachine): SlotRules {
  return {
    machine: m.id,
    rtp: centsToDecimal(m.rtpBp),
    rows: m.rows,
    reels: m.reels.length,
    lines: m.lines.map((l) => [...l]),
    bets: m.betsCents.map(formatCents),
    paytable: Object.entries(m.pays).map(([symbol, pays]) => ({ symbol, pays: [...pays] })),
    wild: m.wild,
    scatter: m.scatter,
    scatterPays: [...m.scatterPays],
  };
}

const baccaratRules = (): BaccaratRules => ({
  chips: BACCARAT_CHIPS.map(formatCents),
  min: formatCents(BACCARAT_MIN),
  max: formatCents(BACCARAT_MAX),
  decks: DECKS,
});

const lastRounds = (sim: Simulator, merchantCode: string, userName: string, gameId: string): DemoRound[] =>
  sim
    .slice(merchantCode, gamesSlice)
    .rounds.filter((r) => r.userName === userName && r.round.gameId === gameId)
    .slice(-LAST_ROUNDS)
    .reverse()
    .map((r) => r.round);

type Bets = { spot: DemoBetSpot; cents: number }[];

/** The bets of a payload in centavos, or null when one is malformed. */
function betsOf(p: Partial<DemoRoundPayload>): Bets | null {
  if (!Array.isArray(p.bets) || p.bets.length === 0) return null;
  const out: Bets = [];
  for (const b of p.bets as unknown[]) {
    if (!b || typeof b !== 'object') return null;
    const { spot, amount } = b as { spot?: unknown; amount?: unknown };
    if (typeof spot !== 'string' || !(DEMO_BET_SPOTS as readonly string[]).includes(spot) || typeof amount !== 'string') return null;
    const cents = toCents(amount);
    if (cents === null || cents <= 0 || out.some((o) => o.spot === spot)) return null;
    out.push({ spot: spot as DemoBetSpot, cents });
  }
  return out;
}

/** Why these bets cannot be played at this game (the table's rules), or null. */
function tableRefusal(game: Game, bets: Bets): Response | null {
  const kind = demoGameKind(game.gameType);
  if (kind === 'slot') {
    const m = slotMachineFor(game.gameId);
    const [only] = bets;
    if (bets.length !== 1 || only?.spot !== 'spin') return fail('BAD_REQUEST', 'A slot round is one spin bet');
    if (!m.betsCents.includes(only.cents)) return fail('AMOUNT_OUT_OF_RANGE', 'Choose one of the offered bets', { bets: m.betsCents.map(formatCents) });
    return null;
  }
  if (kind === 'baccarat') {
    if (bets.some((b) => !(BACCARAT_SPOTS as readonly string[]).includes(b.spot))) return fail('BAD_REQUEST', 'Unknown baccarat bet');
    if (bets.some((b) => b.cents % 100 !== 0 || b.cents < BACCARAT_MIN || b.cents > BACCARAT_MAX)) {
      return fail('AMOUNT_OUT_OF_RANGE', `Each bet is whole pesos between ${formatCents(BACCARAT_MIN)} and ${formatCents(BACCARAT_MAX)}`, {
        min: formatCents(BACCARAT_MIN),
        max: formatCents(BACCARAT_MAX),
      });
    }
    return null;
  }
  return fail('BAD_REQUEST', 'This game is not played here');
}

/** Plays the round from the seeded source: what each bet returns and what the page shows. */
function play(game: Game, bets: Bets, rng: Rng): { returns: number[]; outcome: DemoRound['outcome'] } {
  if (demoGameKind(game.gameType) === 'slot') {
    const m = slotMachineFor(game.gameId);
    const stake = bets[0]?.cents ?? 0;
    const spin = evaluateSpin(m, spinStops(m, rng));
    const lineBet = lineBetCents(m, stake);
    return {
      returns: [spinWinCents(m, spin, stake)],
      outcome: {
        kind: 'slot',
        window: spin.window.map((reel) => [...reel]),
        lineWins: spin.lineWins.map((w) => ({ line: w.line, symbol: w.symbol, count: w.count, win: formatCents(w.multiplier * lineBet) })),
        scatter: { count: spin.scatterCount, win: formatCents(spin.scatterMultiplier * stake) },
      },
    };
  }
  const hand = playHand(dealCards(rng));
  return {
    returns: bets.map((b) => baccaratReturnCents(b.spot as BaccaratSpot, b.cents, hand)),
    outcome: { kind: 'baccarat', ...hand, player: [...hand.player], banker: [...hand.banker] },
  };
}

export function gameHandlers(sim: Simulator): HttpHandler[] {
  return [
    http.get(apiPath(demoTableEndpoint.path), ({ request }) => {
      const ctx = begin(sim, request);
      if (isResponse(ctx)) return ctx;
      const game = gameById().get(new URL(request.url).searchParams.get('gameId') ?? '');
      if (!game) return fail('BAD_REQUEST', 'Unknown game');
      const kind = demoGameKind(game.gameType);
      const table: DemoTable = {
        gameId: game.gameId,
        gameName: game.displayName,
        vendor: game.vassalage,
        gameType: game.gameType,
        kind,
        slot: kind === 'slot' ? slotRules(slotMachineFor(game.gameId)) : null,
        baccarat: kind === 'baccarat' ? baccaratRules() : null,
        balance: formatCents(balanceCentsOf(ctx.account)),
        rounds: lastRounds(sim, ctx.session.merchantCode, ctx.account.userName, game.gameId),
      };
      return ok(table);
    }),

    http.post(apiPath(demoRoundEndpoint.path), async ({ request }) => {
      const ctx = begin(sim, request);
      if (isResponse(ctx)) return ctx;
      const { session } = ctx;
      const p = await bodyOf<DemoRoundPayload>(request);
      const roundId = typeof p?.roundId === 'string' ? p.roundId.trim() : '';
      if (!p || roundId === '' || roundId.length > 128) return fail('BAD_REQUEST', 'roundId, gameId and bets are required');
      // The same round again (double tap, retry, reload): the first answer, nothing moved twice.
      const earlier = sim.slice(session.merchantCode, gamesSlice).rounds.find((r) => r.userName === ctx.account.userName && r.round.roundId === roundId);
      if (earlier) return ok(earlier.round);
      const game = gameById().get(typeof p.gameId === 'string' ? p.gameId : '');
      const bets = betsOf(p);
      if (!game || !bets) return fail('BAD_REQUEST', 'roundId, gameId and bets are required');
      const refused = tableRefusal(game, bets);
      if (refused) return refused;
      const stake = bets.reduce((t, b) => t + b.cents, 0);
      const limit = playLimitRefusal(sim, ctx.account, stake);
      if (limit) return limit;
      if (stake > balanceCentsOf(ctx.account)) {
        return fail('INSUFFICIENT_BALANCE', 'Insufficient balance', { balance: formatCents(balanceCentsOf(ctx.account)) });
      }
      const round = sim.mutate(session.merchantCode, gamesSlice, (s) => {
        const rng = createRng(s.rng);
        const { returns, outcome } = play(game, bets, rng);
        s.rng = rng.state();
        const betNo = `GR${String(800_000 + s.seq++)}`;
        const meta = { game: game.displayName, vendor: game.vassalage, gameType: game.gameType };
        // One bet entry for the stakes, one win entry for what came back, under one bet number.
        adjustBalance(sim, session.merchantCode, ctx.account.userName, { kind: 'bet', amountCents: -stake, ref: betNo, meta });
        const win = returns.reduce((t, r) => t + r, 0);
        const last = win > 0 ? adjustBalance(sim, session.merchantCode, ctx.account.userName, { kind: 'win', amountCents: win, ref: betNo, meta }) : null;
        const account: SimAccount | undefined = accountOf(sim, session.merchantCode, ctx.account.userName);
        const r: DemoRound = {
          roundId,
          betNo,
          gameId: game.gameId,
          at: sim.now(),
          bets: bets.map((b, i) => ({ spot: b.spot, amount: formatCents(b.cents), win: formatCents(returns[i] ?? 0) })),
          stake: formatCents(stake),
          win: formatCents(win),
          balanceAfter: formatCents(last?.balanceAfterCents ?? (account ? balanceCentsOf(account) : 0)),
          outcome,
        };
        s.rounds.push({ userName: ctx.account.userName, round: r });
        if (s.rounds.length > ROUNDS_KEPT) s.rounds.splice(0, s.rounds.length - ROUNDS_KEPT);
        return r;
      });
      return ok(round);
    }),
  ];
}
