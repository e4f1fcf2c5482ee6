// The demo games of the demo platform (/m/demo-game): the platform, never the page, decides every
// round from its random source: the cryptographic one (src/platform-sim/random.ts), or, when the
// platform has an outcome seed (PLATFORM_SEED, for tests), a seeded stream (src/demo/rules/rng.ts)
// whose state is kept in this slice. A round
// debits its stakes and credits its win in the member's ledger under one bet number, so the
// betting record, valid bets, rebates, points, missions, VIP progress and the agent's reports
// see it with no code of their own. The app's round id makes a round act once: the same id
// again (a retry, a double tap) answers the first round and moves nothing.
// Sports bets (sabong, sports, esports) and draw tickets (lottery) are on events of the
// platform's clock, one a minute: the stake is debited when the bet is taken, the round is
// pending, and when its event is due (checked before every money answer, like deposits) the
// event's result is drawn once from the random source and every bet on it is settled.
import { http, type HttpHandler } from 'msw';
import { apiPath, bodyOf, defineSlice, fail, isResponse, ok, type Simulator } from '@/platform-sim/kernel';
import { accountOf, type SimAccount } from '@/platform-sim/areas/accounts/state';
import { adjustBalance, balanceCentsOf, formatCents } from '@/platform-sim/areas/accounts/ledger';
import { playLimitRefusal } from '@/platform-sim/areas/responsible';
import { begin, settleWithMoney } from '@/platform-sim/areas/money/state';
import { fixtureTeams } from '@/platform-sim/areas/content';
import { hashString } from '@/platform-sim/seed-utils';
import { cryptoRng } from '@/platform-sim/random';
import { allGames, VENDORS } from '@/platform-sim/seed/games';
import { DEMO_BET_SPOTS, demoRoundEndpoint, type DemoBetSpot, type DemoRound, type DemoRoundPayload } from '@/demo/endpoints/demo-round';
import { demoTableEndpoint, type BaccaratRules, type DemoTable, type DrawRules, type SlotRules, type SportsbookRules } from '@/demo/endpoints/demo-table';
import type { Game } from '@/api/endpoints/game-types';
import { createRng, type Rng } from '@/demo/rules/rng';
import { evaluateSpin, lineBetCents, spinStops, spinWinCents, type SlotMachine } from '@/demo/rules/slots';
import { BACCARAT_SPOTS, baccaratReturnCents, dealCards, DECKS, playHand, type BaccaratSpot } from '@/demo/rules/baccarat';
import { demoGameKind, drawStyleFor, slotMachineFor } from '@/demo/rules/kind';
import {
  eventNoAt,
  eventStartsAt,
  EVENT_MS,
  fixtureKickOff,
  fixtureSettlesAt,
  upcomingFixtures,
  fightResult,
  matchLine,
  matchResult,
  matchReturnCents,
  oddsText,
  sabongReturnCents,
  SABONG_ODDS,
  SABONG_SIDES,
  type MatchSide,
  type SabongSide,
  type SportSide,
} from '@/demo/rules/sportsbook';
import { drawAt, drawNoAt, drawNumbers, drawReturnCents, drawMatches, LOTTO_PAYS, THREE_D_PAYS, validPicks, type DrawStyle } from '@/demo/rules/draw';
import { centsToDecimal, toCents } from '@/engine/money';

/** Baccarat chips and table limits, centavos (whole pesos, so the banker's commission is exact). */
const BACCARAT_CHIPS = [1_000, 5_000, 10_000, 50_000, 100_000];
const BACCARAT_MIN = 1_000;
const BACCARAT_MAX = 5_000_000;
/** Rounds kept (the newest), for the game screens' last rounds and for retries of a round. */
const ROUNDS_KEPT = 2_000;
const LAST_ROUNDS = 10;
/** Sportsbook and draw stakes: whole pesos, ₱10 to ₱50,000 (a draw ticket to ₱1,000). */
const SPORT_CHIPS = [1_000, 5_000, 10_000, 50_000, 100_000];
const SPORT_MIN = 1_000;
const SPORT_MAX = 5_000_000;
const DRAW_CHIPS = [1_000, 2_000, 5_000, 10_000];
const DRAW_MAX = 100_000;
/** Event results and draws kept (the newest). */
const RESULTS_KEPT = 500;
const RESULTS_SHOWN = 5;
const ESPORTS_TEAMS = ['Blacklist', 'Echo', 'RSG', 'Omega', 'Onic', 'Bren', 'Smart Omega', 'Nexplay'];

interface StoredRound {
  userName: string;
  round: DemoRound;
}

interface GamesState {
  /** The seeded stream's state (with an outcome seed only): every outcome follows from the seed and the rounds before. */
  rng: number;
  seq: number;
  rounds: StoredRound[];
  /** Results of sports events by `gameId:match:eventNo`, drawn once when the first bet on it settles. */
  results: { key: string; gameId: string; eventNo: number; match: number; result: SportSide }[];
  /** Draws by `gameId:drawNo`. */
  draws: { key: string; gameId: string; drawNo: number; numbers: number[] }[];
  /**
   * Free play's credit by `userName:gameId`, centavos (absent until the member first plays the
   * game free; absent in state stored before free play existed). Free rounds never touch the ledger.
   */
  free?: Record<string, number>;
}

/** What free play starts a member with at a game: play credit, not money. */
export const FREE_PLAY_CREDIT_CENTS = 200_000;
const freeKey = (userName: string, gameId: string) => `${userName}:${gameId}`;
const freeCreditOf = (s: Pick<GamesState, 'free'>, userName: string, gameId: string): number => s.free?.[freeKey(userName, gameId)] ?? FREE_PLAY_CREDIT_CENTS;
/** Whether a game offers free play (the catalogue's supportPlay 0). */
const offersFreePlay = (game: Game): boolean => game.supportPlay === 0;

export const gamesSlice = defineSlice<GamesState>({
  name: 'games',
  version: 3,
  seed: (merchant, sim) => ({ rng: seededState(merchant.code, sim.outcomeSeed ?? 0), seq: 1, rounds: [], results: [], draws: [] }),
});

/** The seeded stream's start for a merchant (outcome seed 0 gives the stream of earlier versions). */
const seededState = (merchantCode: string, seed: number): number => (hashString(`games:${merchantCode}`) ^ seed) >>> 0;

/**
 * Runs `fn` with the platform's outcome source: the cryptographic one, or with an outcome seed the
 * seeded stream continued from the slice (whose state is kept for the next round).
 */
function withOutcomes<R>(sim: Simulator, s: GamesState, fn: (rng: Rng, seeded: boolean) => R): R {
  if (sim.outcomeSeed === undefined) return fn(cryptoRng(), false);
  const rng = createRng(s.rng);
  const result = fn(rng, true);
  s.rng = rng.state();
  return result;
}

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

const sabongMarkets = () => SABONG_SIDES.map((pick) => ({ pick, odds: oddsText(SABONG_ODDS[pick]) }));

/** The board at `now`: the events bets are taken on (a sabong pit's next fight, or four matches). */
/**
 * The board at `now`: the events bets are taken on. A sabong pit's next fight, or four esports
 * matches, on events of a minute; sports: the next four fixtures, the very matches home lists
 * (one clock: src/demo/rules/sportsbook.ts), each its own event (match and eventNo are the
 * fixture's number), closing at its kick-off.
 */
function board(game: Game, now: number): SportsbookRules['events'] {
  const eventNo = eventNoAt(now);
  const startsAt = eventStartsAt(eventNo);
  if (game.gameType === 'COCKFIGHT') return [{ match: 0, eventNo, startsAt, home: 'Meron', away: 'Wala', markets: sabongMarkets() }];
  if (game.gameType === 'SPORTS') {
    return upcomingFixtures(now).map((fixture) => {
      const [h, a] = matchLine(fixture);
      const { home, away } = fixtureTeams(fixture);
      return {
        match: fixture,
        eventNo: fixture,
        startsAt: fixtureKickOff(fixture),
        home,
        away,
        markets: [
          { pick: 'home' as const, odds: oddsText(h) },
          { pick: 'away' as const, odds: oddsText(a) },
        ],
      };
    });
  }
  const pairs = [0, 1, 2, 3].map((i) => [ESPORTS_TEAMS[2 * i] ?? 'Blacklist', ESPORTS_TEAMS[2 * i + 1] ?? 'Echo'] as const);
  return pairs.map(([home, away], match) => {
    const [h, a] = matchLine(match);
    return {
      match,
      eventNo,
      startsAt,
      home,
      away,
      markets: [
        { pick: 'home' as const, odds: oddsText(h) },
        { pick: 'away' as const, odds: oddsText(a) },
      ],
    };
  });
}

function sportsbookRules(sim: Simulator, merchantCode: string, game: Game): SportsbookRules {
  return {
    style: game.gameType === 'COCKFIGHT' ? 'sabong' : 'match',
    chips: SPORT_CHIPS.map(formatCents),
    min: formatCents(SPORT_MIN),
    max: formatCents(SPORT_MAX),
    events: board(game, sim.now()),
    results: sim
      .slice(merchantCode, gamesSlice)
      .results.filter((r) => r.gameId === game.gameId)
      .slice(-RESULTS_SHOWN)
      .reverse()
      .map(({ eventNo, match, result }) => ({ eventNo, match, result, ...(game.gameType === 'SPORTS' ? fixtureTeams(match) : {}) })),
  };
}

type GamesDraft = GamesState;

/**
 * The source an event's result is drawn from: the cryptographic source as it is; a seeded stream's
 * next number mixed with the event's key, so that every game and draw has its own numbers (two
 * games' first draws after a reset are not the same) and still follow from the seed.
 */
const eventRng = (rng: Rng, seeded: boolean, key: string): Rng => (seeded ? createRng((rng.next() ^ hashString(key)) >>> 0) : rng);

/** A draw's numbers: drawn once from the seeded source, the same for every ticket on it. */
function drawOf(s: GamesDraft, rng: Rng, seeded: boolean, gameId: string, style: DrawStyle, drawNo: number): number[] {
  const key = `${gameId}:${drawNo}`;
  const known = s.draws.find((d) => d.key === key);
  if (known) return known.numbers;
  const numbers = drawNumbers(style, eventRng(rng, seeded, key));
  s.draws.push({ key, gameId, drawNo, numbers });
  if (s.draws.length > RESULTS_KEPT) s.draws.splice(0, s.draws.length - RESULTS_KEPT);
  return numbers;
}

/** A sports event's result: drawn once from the seeded source, the same for every bet on it. */
function resultOf(s: GamesDraft, rng: Rng, seeded: boolean, gameId: string, sabong: boolean, match: number, eventNo: number): SportSide {
  const key = `${gameId}:${match}:${eventNo}`;
  const known = s.results.find((r) => r.key === key);
  if (known) return known.result;
  const own = eventRng(rng, seeded, key);
  const result = sabong ? fightResult(own) : matchResult(own, matchLine(match));
  s.results.push({ key, gameId, eventNo, match, result });
  if (s.results.length > RESULTS_KEPT) s.results.splice(0, s.results.length - RESULTS_KEPT);
  return result;
}

/** The draw game's next draw, its pays and its last draws (those due are drawn now). */
function drawRules(sim: Simulator, merchantCode: string, game: Game): DrawRules {
  const style = drawStyleFor(game.gameId);
  const next = drawNoAt(sim.now());
  const shown = Array.from({ length: RESULTS_SHOWN }, (_, i) => next - 1 - i);
  const draws = sim.mutate(merchantCode, gamesSlice, (s) =>
    withOutcomes(sim, s, (rng, seeded) =>
      // Oldest first, so that a seeded source draws them in the order they happened.
      [...shown]
        .reverse()
        .map((drawNo) => ({ drawNo, numbers: [...drawOf(s, rng, seeded, game.gameId, style, drawNo)] }))
        .reverse(),
    ),
  );
  return {
    style,
    chips: DRAW_CHIPS.map(formatCents),
    drawNo: next,
    drawAt: drawAt(next),
    pays: style === '3d' ? [{ matches: 3, times: THREE_D_PAYS }] : Object.entries(LOTTO_PAYS).map(([m, times]) => ({ matches: Number(m), times })),
    draws,
  };
}

/** Settles every pending bet and ticket whose event is due on the clock; before every money answer. */
export function settleGames(sim: Simulator, merchantCode: string): void {
  const now = sim.now();
  if (!sim.slice(merchantCode, gamesSlice).rounds.some((r) => r.round.status === 'pending' && (r.round.settleAt ?? Infinity) <= now)) return;
  const games = gameById();
  sim.mutate(merchantCode, gamesSlice, (s) =>
    withOutcomes(sim, s, (rng, seeded) => {
      for (const stored of s.rounds) {
        const r = stored.round;
        if (r.status !== 'pending' || r.settleAt === null || r.settleAt > now) continue;
        const game = games.get(r.gameId);
        const bet = r.bets[0];
        if (!game || !bet) continue;
        const stake = toCents(bet.amount) ?? 0;
        const o = r.outcome;
        let win = 0;
        if (o.kind === 'sportsbook') {
          const sabong = (SABONG_SIDES as readonly string[]).includes(o.pick);
          const result = resultOf(s, rng, seeded, r.gameId, sabong, o.match, o.eventNo);
          o.result = result;
          win = sabong
            ? sabongReturnCents(o.pick as SabongSide, stake, result as SabongSide)
            : matchReturnCents(o.pick as MatchSide, stake, matchLine(o.match), result as MatchSide);
        } else if (o.kind === 'draw') {
          const numbers = drawOf(s, rng, seeded, r.gameId, o.style, o.drawNo);
          o.numbers = [...numbers];
          o.matches = drawMatches(o.style, o.picks, numbers);
          win = drawReturnCents(o.style, o.picks, numbers, stake);
        }
        if (win > 0 && r.free) {
          // A free bet's win goes back to the game's play credit, never to the ledger.
          const after = freeCreditOf(s, stored.userName, r.gameId) + win;
          (s.free ??= {})[freeKey(stored.userName, r.gameId)] = after;
          r.balanceAfter = formatCents(after);
        } else if (win > 0) {
          const meta = { game: game.displayName, vendor: game.vassalage, gameType: game.gameType };
          const entry = adjustBalance(sim, merchantCode, stored.userName, { kind: 'win', amountCents: win, ref: r.betNo, meta });
          r.balanceAfter = formatCents(entry.balanceAfterCents);
        }
        bet.win = formatCents(win);
        r.win = formatCents(win);
        r.status = 'settled';
      }
    }),
  );
}
settleWithMoney(settleGames);

/** The bet numbers of a member's bets still waiting for their event (the betting record marks them pending). */
export const pendingBetNos = (sim: Simulator, merchantCode: string, userName: string): Set<string> =>
  new Set(
    sim
      .slice(merchantCode, gamesSlice)
      .rounds.filter((r) => r.userName === userName && r.round.status === 'pending')
      .map((r) => r.round.betNo),
  );

const lastRounds = (sim: Simulator, merchantCode: string, userName: string, gameId: string, free: boolean): DemoRound[] =>
  sim
    .slice(merchantCode, gamesSlice)
    .rounds.filter((r) => r.userName === userName && r.round.gameId === gameId && Boolean(r.round.free) === free)
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
function tableRefusal(game: Game, bets: Bets, p: Partial<DemoRoundPayload>, now: number): Response | null {
  const kind = demoGameKind(game.gameType);
  if (kind === 'sportsbook' || kind === 'draw') {
    const [only] = bets;
    if (!only || bets.length !== 1) return fail('BAD_REQUEST', 'One selection a bet');
    const [min, max] = kind === 'draw' ? [DRAW_CHIPS[0] ?? SPORT_MIN, DRAW_MAX] : [SPORT_MIN, SPORT_MAX];
    if (only.cents % 100 !== 0 || only.cents < min || only.cents > max) {
      return fail('AMOUNT_OUT_OF_RANGE', `A bet is whole pesos between ${formatCents(min)} and ${formatCents(max)}`, {
        min: formatCents(min),
        max: formatCents(max),
      });
    }
    if (kind === 'draw') {
      if (only.spot !== 'ticket' || !Array.isArray(p.picks) || !validPicks(drawStyleFor(game.gameId), p.picks))
        return fail('BAD_REQUEST', 'Pick the numbers of a ticket');
      return null;
    }
    const event = board(game, now).find((e) => e.match === p.match);
    if (!event?.markets.some((m) => m.pick === only.spot)) return fail('BAD_REQUEST', 'Unknown selection');
    return null;
  }
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

/**
 * Plays the round from the platform's source: what each bet returns and what the page shows; a sports
 * bet or a draw ticket only takes its place on the next event (settleAt), nothing drawn yet.
 */
function play(
  game: Game,
  bets: Bets,
  p: Partial<DemoRoundPayload>,
  rng: Rng,
  now: number,
): { returns: number[]; outcome: DemoRound['outcome']; settleAt: number | null } {
  const kind = demoGameKind(game.gameType);
  if (kind === 'draw') {
    const drawNo = drawNoAt(now);
    return {
      returns: [0],
      settleAt: drawAt(drawNo),
      outcome: { kind: 'draw', style: drawStyleFor(game.gameId), drawNo, picks: [...(p.picks ?? [])], numbers: null, matches: null },
    };
  }
  if (kind === 'sportsbook') {
    const event = board(game, now).find((e) => e.match === p.match);
    const pick = bets[0]?.spot as SportSide;
    const odds = event?.markets.find((m) => m.pick === pick)?.odds ?? '0.00';
    // A sports fixture settles when kick-off plus its length has passed; a minute's event (sabong,
    // esports) starts as betting closes and its result is known one event later.
    const fixture = game.gameType === 'SPORTS' ? (event?.eventNo ?? null) : null;
    const eventNo = fixture ?? eventNoAt(now);
    return {
      returns: [0],
      settleAt: fixture !== null ? fixtureSettlesAt(fixture) : eventStartsAt(eventNo) + EVENT_MS,
      outcome: { kind: 'sportsbook', eventNo, match: p.match ?? 0, home: event?.home ?? '', away: event?.away ?? '', pick, odds, result: null },
    };
  }
  if (kind === 'slot') {
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
      settleAt: null,
    };
  }
  const hand = playHand(dealCards(rng));
  return {
    returns: bets.map((b) => baccaratReturnCents(b.spot as BaccaratSpot, b.cents, hand)),
    outcome: { kind: 'baccarat', ...hand, player: [...hand.player], banker: [...hand.banker] },
    settleAt: null,
  };
}

/**
 * A free round: the same game and outcome source, staked from the game's play credit. No money
 * moves (nothing in the ledger, no limit applies), and a game without free play refuses it.
 */
function playFree(
  sim: Simulator,
  merchantCode: string,
  userName: string,
  { game, bets, p, roundId, stake }: { game: Game; bets: Bets; p: Partial<DemoRoundPayload>; roundId: string; stake: number },
): Response {
  if (!offersFreePlay(game)) return fail('BAD_REQUEST', 'This game has no free play');
  const credit = freeCreditOf(sim.slice(merchantCode, gamesSlice), userName, game.gameId);
  if (stake > credit) return fail('INSUFFICIENT_BALANCE', 'Insufficient balance', { balance: formatCents(credit) });
  const round = sim.mutate(merchantCode, gamesSlice, (s) => {
    const { returns, outcome, settleAt } = withOutcomes(sim, s, (rng) => play(game, bets, p, rng, sim.now()));
    const win = returns.reduce((t, r) => t + r, 0);
    const after = credit - stake + win;
    (s.free ??= {})[freeKey(userName, game.gameId)] = after;
    const r: DemoRound = {
      roundId,
      betNo: `FP${String(800_000 + s.seq++)}`,
      gameId: game.gameId,
      at: sim.now(),
      bets: bets.map((b, i) => ({ spot: b.spot, amount: formatCents(b.cents), win: formatCents(returns[i] ?? 0) })),
      stake: formatCents(stake),
      win: formatCents(win),
      balanceAfter: formatCents(after),
      status: settleAt === null ? 'settled' : 'pending',
      settleAt,
      outcome,
      free: true,
    };
    s.rounds.push({ userName, round: r });
    if (s.rounds.length > ROUNDS_KEPT) s.rounds.splice(0, s.rounds.length - ROUNDS_KEPT);
    return r;
  });
  return ok(round);
}

export function gameHandlers(sim: Simulator): HttpHandler[] {
  return [
    http.get(apiPath(demoTableEndpoint.path), ({ request }) => {
      const ctx = begin(sim, request);
      if (isResponse(ctx)) return ctx;
      const q = new URL(request.url).searchParams;
      const game = gameById().get(q.get('gameId') ?? '');
      if (!game) return fail('BAD_REQUEST', 'Unknown game');
      const kind = demoGameKind(game.gameType);
      // Free play where the game offers it (asked with free=1); a game without it is played for real.
      const free = q.get('free') === '1' && offersFreePlay(game);
      const table: DemoTable = {
        gameId: game.gameId,
        gameName: game.displayName,
        vendor: game.vassalage,
        vendorName: VENDORS.find((v) => v.code === game.vassalage)?.displayName ?? game.vassalage,
        free,
        gameType: game.gameType,
        kind,
        slot: kind === 'slot' ? slotRules(slotMachineFor(game.gameId)) : null,
        baccarat: kind === 'baccarat' ? baccaratRules() : null,
        sportsbook: kind === 'sportsbook' ? sportsbookRules(sim, ctx.session.merchantCode, game) : null,
        draw: kind === 'draw' ? drawRules(sim, ctx.session.merchantCode, game) : null,
        balance: formatCents(
          free ? freeCreditOf(sim.slice(ctx.session.merchantCode, gamesSlice), ctx.account.userName, game.gameId) : balanceCentsOf(ctx.account),
        ),
        rounds: lastRounds(sim, ctx.session.merchantCode, ctx.account.userName, game.gameId, free),
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
      const refused = tableRefusal(game, bets, p, sim.now());
      if (refused) return refused;
      const stake = bets.reduce((t, b) => t + b.cents, 0);
      if (p.free === true) return playFree(sim, session.merchantCode, ctx.account.userName, { game, bets, p, roundId, stake });
      const limit = playLimitRefusal(sim, ctx.account, stake);
      if (limit) return limit;
      if (stake > balanceCentsOf(ctx.account)) {
        return fail('INSUFFICIENT_BALANCE', 'Insufficient balance', { balance: formatCents(balanceCentsOf(ctx.account)) });
      }
      const round = sim.mutate(session.merchantCode, gamesSlice, (s) => {
        const { returns, outcome, settleAt } = withOutcomes(sim, s, (rng) => play(game, bets, p, rng, sim.now()));
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
          status: settleAt === null ? 'settled' : 'pending',
          settleAt,
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
