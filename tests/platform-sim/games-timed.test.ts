// @vitest-environment node
// Sports bets (sabong) and draw tickets on the demo platform, over its clock: the stake is
// debited when the bet is taken and the round is pending; once the clock reaches its event the
// platform draws the result from its seeded source, credits the win under the same bet number,
// and the betting record shows it. The same round id again moves nothing; refusals change nothing.
import { simCaller } from './sim-call';
import { createTestPlatform } from '@/platform-sim/node-sim';
import { loginEndpoint } from '@/api/endpoints/login';
import { walletEndpoint } from '@/api/endpoints/wallet';
import { demoRoundEndpoint, type DemoRoundPayload } from '@/demo/endpoints/demo-round';
import { demoTableEndpoint } from '@/demo/endpoints/demo-table';
import { betRecordsEndpoint } from '@/api/endpoints/bet-records';
import { accountOf } from '@/platform-sim/areas/accounts/state';
import { allGames } from '@/platform-sim/seed/games';
import { drawStyleFor } from '@/demo/rules/kind';
import { drawReturnCents } from '@/demo/rules/draw';
import { fixtureKickOff, MATCH_MS, matchLine, oddsText, sabongReturnCents, upcomingFixtures, type SabongSide } from '@/demo/rules/sportsbook';
import { hotMatchesEndpoint } from '@/api/endpoints/hot-matches';
import { isoDay } from '@/engine/report-range';
import { toCents } from '@/engine/money';

const START = Date.UTC(2026, 10, 24, 12, 0, 20);
let now = START;
let platform = createTestPlatform({ now: () => now });
beforeEach(() => {
  now = START;
  platform = createTestPlatform({ now: () => now });
});
const call = simCaller(() => platform.handlers);
const cents = (s: string) => toCents(s.replace('-', '')) ?? NaN;

const SABONG = allGames().find((g) => g.gameType === 'COCKFIGHT')!;
const SPORT = allGames().find((g) => g.gameType === 'SPORTS')!;
const THREE_D = allGames().find((g) => g.gameType === 'LOTT' && drawStyleFor(g.gameId) === '3d')!;
const LOTTO = allGames().find((g) => g.gameType === 'ELOTT' && drawStyleFor(g.gameId) === '6/42')!;
let seq = 0;

async function login() {
  const r = await call(loginEndpoint, {
    type: 'username',
    username: 'demoplayer',
    password: 'Demo1234',
    deviceId: 'device-1',
    remember: false,
    botCheck: true,
  });
  expect(r.success).toBe(true);
  return r.value.token;
}
const balanceOf = async (token: string) => cents((await call(walletEndpoint, undefined, { token })).value.sumBalance);
const ledgerLength = () => accountOf(platform.sim, 'demo', 'demoplayer')!.ledger.length;
const sabongBet = (spot: SabongSide, amount = '100.00', roundId = `bet-${++seq}`): DemoRoundPayload => ({
  roundId,
  gameId: SABONG.gameId,
  bets: [{ spot, amount }],
  match: 0,
});

describe('sabong', () => {
  it('the board is the next fight with Meron 1.90, Draw 8.00, Wala 1.90, closing at the next minute', async () => {
    const token = await login();
    const t = (await call(demoTableEndpoint, { gameId: SABONG.gameId }, { token })).value;
    expect(t.kind).toBe('sportsbook');
    expect(t.sportsbook?.style).toBe('sabong');
    expect(t.sportsbook?.events).toHaveLength(1);
    expect(t.sportsbook?.events[0]).toMatchObject({ match: 0, startsAt: Date.UTC(2026, 10, 24, 12, 1, 0) });
    expect(t.sportsbook?.events[0]?.markets).toEqual([
      { pick: 'meron', odds: '1.90' },
      { pick: 'draw', odds: '8.00' },
      { pick: 'wala', odds: '1.90' },
    ]);
  });

  it('a bet is pending with its stake debited, then settles as the clock passes its fight: the win in the ledger and the record under its bet number', async () => {
    const token = await login();
    const before = await balanceOf(token);
    const r = await call(demoRoundEndpoint, sabongBet('meron'), { token });
    expect(r.success).toBe(true);
    expect(r.value).toMatchObject({ status: 'pending', stake: '100.00', win: '0.00', settleAt: Date.UTC(2026, 10, 24, 12, 2, 0) });
    expect(r.value.outcome).toMatchObject({ kind: 'sportsbook', pick: 'meron', odds: '1.90', result: null });
    expect(await balanceOf(token)).toBe(before - 10_000);

    // The betting record has it, pending.
    const pendingRecord = await call(
      betRecordsEndpoint,
      { startDate: isoDay(START), endDate: isoDay(START), gameType: '', pageNum: 1, pageSize: 50 },
      { token },
    );
    expect(pendingRecord.value.list.find((b) => b.betNo === r.value.betNo)).toMatchObject({ status: 'pending', betAmount: '100.00', winAmount: '0.00' });

    // Not yet: a second before its time the bet is still pending.
    now = Date.UTC(2026, 10, 24, 12, 1, 59);
    let t = (await call(demoTableEndpoint, { gameId: SABONG.gameId }, { token })).value;
    expect(t.rounds[0]?.status).toBe('pending');

    now = Date.UTC(2026, 10, 24, 12, 2, 0);
    t = (await call(demoTableEndpoint, { gameId: SABONG.gameId }, { token })).value;
    const settled = t.rounds[0]!;
    expect(settled.status).toBe('settled');
    if (settled.outcome.kind !== 'sportsbook' || !settled.outcome.result) throw new Error('a settled sabong bet');
    const expected = sabongReturnCents('meron', 10_000, settled.outcome.result as SabongSide);
    expect(cents(settled.win)).toBe(expected);
    expect(await balanceOf(token)).toBe(before - 10_000 + expected);
    expect(t.sportsbook?.results[0]).toMatchObject({ eventNo: settled.outcome.eventNo, result: settled.outcome.result });

    const record = await call(betRecordsEndpoint, { startDate: isoDay(START), endDate: isoDay(START), gameType: '', pageNum: 1, pageSize: 50 }, { token });
    const row = record.value.list.find((b) => b.betNo === settled.betNo);
    expect(row).toMatchObject({ gameType: 'COCKFIGHT', betAmount: '100.00', winAmount: settled.win });
    expect(row?.status).toBeUndefined();
  });

  it('every bet on one fight sees the same result; the same round id again moves nothing', async () => {
    const token = await login();
    const before = await balanceOf(token);
    const a = await call(demoRoundEndpoint, sabongBet('meron', '100.00', 'same'), { token });
    const again = await call(demoRoundEndpoint, sabongBet('meron', '100.00', 'same'), { token });
    expect(again.value.betNo).toBe(a.value.betNo);
    const length = ledgerLength();
    await call(demoRoundEndpoint, sabongBet('wala', '50.00'), { token });
    await call(demoRoundEndpoint, sabongBet('draw', '10.00'), { token });
    expect(ledgerLength()).toBe(length + 2);
    now += 120_000;
    const rounds = (await call(demoTableEndpoint, { gameId: SABONG.gameId }, { token })).value.rounds;
    expect(rounds).toHaveLength(3);
    const results = new Set(rounds.map((r) => (r.outcome.kind === 'sportsbook' ? r.outcome.result : null)));
    expect(results.size).toBe(1);
    const won = rounds.reduce((t, r) => t + cents(r.win), 0);
    expect(await balanceOf(token)).toBe(before - 16_000 + won);
    // Settling again (another answer later) credits nothing more.
    now += 120_000;
    await call(demoTableEndpoint, { gameId: SABONG.gameId }, { token });
    expect(await balanceOf(token)).toBe(before - 16_000 + won);
  });

  it('refuses a stake off the table, an unknown pick and a short balance, changing nothing', async () => {
    const token = await login();
    const length = ledgerLength();
    const odd = await call(demoRoundEndpoint, sabongBet('meron', '10.50'), { token });
    expect(odd.code).toBe('AMOUNT_OUT_OF_RANGE');
    const home = await call(demoRoundEndpoint, { roundId: 'x1', gameId: SABONG.gameId, bets: [{ spot: 'home', amount: '100.00' }], match: 0 }, { token });
    expect(home.code).toBe('BAD_REQUEST');
    const big = await call(demoRoundEndpoint, sabongBet('wala', '50000.00'), { token });
    expect(big.code).toBe('INSUFFICIENT_BALANCE');
    expect(ledgerLength()).toBe(length);
  });
});

describe('sports matches', () => {
  it('the board is the next four fixtures home lists, at their lines; a bet settles when kick-off plus the match has passed', async () => {
    const token = await login();
    const t = (await call(demoTableEndpoint, { gameId: SPORT.gameId }, { token })).value;
    expect(t.sportsbook?.style).toBe('match');
    const fixtures = upcomingFixtures(now);
    expect(t.sportsbook?.events.map((e) => [e.match, e.startsAt])).toEqual(fixtures.map((k) => [k, fixtureKickOff(k)]));
    expect(t.sportsbook?.events.map((e) => e.markets.map((m) => m.odds))).toEqual(fixtures.map((k) => matchLine(k).map(oddsText)));
    // The same matches, teams and kick-offs as home's upcoming hot matches.
    const home = (await call(hotMatchesEndpoint, undefined)).value;
    expect(t.sportsbook?.events.map((e) => [e.home, e.away, e.startsAt])).toEqual(home.map((m) => [m.homeTeam, m.awayTeam, m.matchTime]));
    const first = fixtures[0]!;
    const before = await balanceOf(token);
    const r = await call(demoRoundEndpoint, { roundId: 'm1', gameId: SPORT.gameId, bets: [{ spot: 'home', amount: '100.00' }], match: first }, { token });
    expect(r.value).toMatchObject({ status: 'pending', settleAt: fixtureKickOff(first) + MATCH_MS });
    // A minute later, and until the match has been played, it stays pending (hours later: a
    // session lasts 30 idle minutes, so the member logs in again).
    now += 120_000;
    expect((await call(demoTableEndpoint, { gameId: SPORT.gameId }, { token })).value.rounds[0]!.status).toBe('pending');
    now = fixtureKickOff(first) + MATCH_MS - 1;
    const later = await login();
    const table = (await call(demoTableEndpoint, { gameId: SPORT.gameId }, { token: later })).value;
    expect(table.rounds[0]!.status).toBe('pending');
    // Kicked off: the fixture is off the board.
    expect(table.sportsbook?.events.map((e) => e.match)).not.toContain(first);
    now = fixtureKickOff(first) + MATCH_MS;
    const settled = (await call(demoTableEndpoint, { gameId: SPORT.gameId }, { token: later })).value.rounds[0]!;
    if (settled.outcome.kind !== 'sportsbook') throw new Error('a sports bet');
    expect(settled.status).toBe('settled');
    const [homeOdds] = matchLine(first);
    expect(cents(settled.win)).toBe(settled.outcome.result === 'home' ? Math.floor((10_000 * homeOdds) / 100) : 0);
    expect(await balanceOf(later)).toBe(before - 10_000 + cents(settled.win));
  });

  it('a bet on a fixture that has kicked off is refused', async () => {
    const token = await login();
    const kicked = upcomingFixtures(now)[0]! - 1;
    const r = await call(demoRoundEndpoint, { roundId: 'late', gameId: SPORT.gameId, bets: [{ spot: 'home', amount: '100.00' }], match: kicked }, { token });
    expect(r.success).toBe(false);
  });
});

describe('esports matches', () => {
  it('four matches of esports teams with the same lines', async () => {
    const token = await login();
    const ESPORT = allGames().find((g) => g.gameType === 'ESPORTS')!;
    const t = (await call(demoTableEndpoint, { gameId: ESPORT.gameId }, { token })).value;
    expect(t.kind).toBe('sportsbook');
    expect(t.sportsbook?.events.map((e) => `${e.home} v ${e.away}`)).toEqual(['Blacklist v Echo', 'RSG v Omega', 'Onic v Bren', 'Smart Omega v Nexplay']);
    expect(t.sportsbook?.events[1]?.markets).toEqual([
      { pick: 'home', odds: '1.90' },
      { pick: 'away', odds: '1.90' },
    ]);
  });
});

describe('draw games', () => {
  it('3D: the next draw is at the next minute; a ticket is pending, then drawn: its numbers, its matches, its win in the ledger and the record', async () => {
    const token = await login();
    const t = (await call(demoTableEndpoint, { gameId: THREE_D.gameId }, { token })).value;
    expect(t.draw).toMatchObject({ style: '3d', drawAt: Date.UTC(2026, 10, 24, 12, 1, 0), pays: [{ matches: 3, times: 450 }] });
    expect(t.draw?.draws).toHaveLength(5);
    const before = await balanceOf(token);
    const r = await call(
      demoRoundEndpoint,
      { roundId: 't1', gameId: THREE_D.gameId, bets: [{ spot: 'ticket', amount: '10.00' }], picks: [4, 0, 4] },
      { token },
    );
    expect(r.value).toMatchObject({ status: 'pending', settleAt: Date.UTC(2026, 10, 24, 12, 1, 0) });
    expect(await balanceOf(token)).toBe(before - 1_000);

    now = Date.UTC(2026, 10, 24, 12, 1, 0);
    const after = (await call(demoTableEndpoint, { gameId: THREE_D.gameId }, { token })).value;
    const ticket = after.rounds[0]!;
    if (ticket.outcome.kind !== 'draw' || !ticket.outcome.numbers) throw new Error('a drawn ticket');
    expect(ticket.status).toBe('settled');
    // The ticket's draw is the newest of the last draws, the same numbers.
    expect(after.draw?.draws[0]).toEqual({ drawNo: ticket.outcome.drawNo, numbers: ticket.outcome.numbers });
    expect(cents(ticket.win)).toBe(drawReturnCents('3d', [4, 0, 4], ticket.outcome.numbers, 1_000));
    expect(await balanceOf(token)).toBe(before - 1_000 + cents(ticket.win));
    const record = await call(betRecordsEndpoint, { startDate: isoDay(START), endDate: isoDay(START), gameType: '', pageNum: 1, pageSize: 50 }, { token });
    expect(record.value.list.find((b) => b.betNo === ticket.betNo)).toMatchObject({ gameType: 'LOTT', betAmount: '10.00', winAmount: ticket.win });
  });

  it('6/42: tickets on one draw see the same numbers; a winning ticket is paid by the table', async () => {
    const token = await login();
    const a = await call(
      demoRoundEndpoint,
      { roundId: 'l1', gameId: LOTTO.gameId, bets: [{ spot: 'ticket', amount: '20.00' }], picks: [1, 2, 3, 4, 5, 6] },
      { token },
    );
    const b = await call(
      demoRoundEndpoint,
      { roundId: 'l2', gameId: LOTTO.gameId, bets: [{ spot: 'ticket', amount: '20.00' }], picks: [37, 38, 39, 40, 41, 42] },
      { token },
    );
    expect([a.value.status, b.value.status]).toEqual(['pending', 'pending']);
    now += 60_000;
    const rounds = (await call(demoTableEndpoint, { gameId: LOTTO.gameId }, { token })).value.rounds;
    const drawn = rounds.map((r) => (r.outcome.kind === 'draw' ? JSON.stringify(r.outcome.numbers) : ''));
    expect(new Set(drawn).size).toBe(1);
    for (const r of rounds) {
      if (r.outcome.kind !== 'draw' || !r.outcome.numbers) throw new Error('a drawn ticket');
      expect(cents(r.win)).toBe(drawReturnCents('6/42', r.outcome.picks, r.outcome.numbers, 2_000));
    }
  });

  it('refuses a ticket with bad numbers, changing nothing', async () => {
    const token = await login();
    const length = ledgerLength();
    const r = await call(
      demoRoundEndpoint,
      { roundId: 'bad', gameId: LOTTO.gameId, bets: [{ spot: 'ticket', amount: '20.00' }], picks: [1, 1, 2, 3, 4, 5] },
      { token },
    );
    expect(r.code).toBe('BAD_REQUEST');
    const none = await call(demoRoundEndpoint, { roundId: 'bad2', gameId: THREE_D.gameId, bets: [{ spot: 'ticket', amount: '10.00' }] }, { token });
    expect(none.code).toBe('BAD_REQUEST');
    expect(ledgerLength()).toBe(length);
  });
});
