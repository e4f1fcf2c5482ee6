// @vitest-environment node
// The demo games on the demo platform: rounds decided by the platform, settled in the ledger
// under one bet number (once per round id), refused with nothing changed, and seen by every
// screen that reads the ledger (betting record, rebate, points, missions, VIP, team reports).
import { simCaller } from './sim-call';
import { createTestPlatform } from '@/platform-sim/node-sim';
import { loginEndpoint } from '@/api/endpoints/login';
import { walletEndpoint } from '@/api/endpoints/wallet';
import { gameWalletsEndpoint } from '@/api/endpoints/game-wallets';
import { demoRoundEndpoint, type DemoRoundPayload } from '@/demo/endpoints/demo-round';
import { demoTableEndpoint } from '@/demo/endpoints/demo-table';
import { betRecordsEndpoint } from '@/api/endpoints/bet-records';
import { manualRebateEndpoint } from '@/api/endpoints/manual-rebate';
import { missionsEndpoint } from '@/api/endpoints/missions';
import { mallHomeEndpoint } from '@/api/endpoints/mall-home';
import { levelBenefitsEndpoint } from '@/api/endpoints/level-benefits';
import { teamBettingEndpoint } from '@/api/endpoints/team-betting';
import { rgSettingsEndpoint } from '@/api/endpoints/rg-settings';
import { setPlayLimitEndpoint } from '@/api/endpoints/set-play-limit';
import { accountOf } from '@/platform-sim/areas/accounts/state';
import { allGames } from '@/platform-sim/seed/games';
import { slotMachineFor } from '@/demo/rules/kind';
import { evaluateSpin, spinWinCents } from '@/demo/rules/slots';
import { baccaratReturnCents, playHand } from '@/demo/rules/baccarat';
import { isoDay } from '@/engine/report-range';
import { toCents } from '@/engine/money';

const START = Date.UTC(2026, 10, 24, 12, 0, 0);
const HOUR = 3_600_000;
let now = START;
let platform = createTestPlatform({ now: () => now });
beforeEach(() => {
  now = START;
  platform = createTestPlatform({ now: () => now });
});
const call = simCaller(() => platform.handlers);
const cents = (s: string) => toCents(s.replace('-', '')) ?? NaN;

const SLOT = allGames().find((g) => g.gameType === 'JL')!;
const LIVE = allGames().find((g) => g.gameType === 'LIVE')!;
const SPORT = allGames().find((g) => g.gameType === 'SPORTS')!;
let seq = 0;
const spin = (amount = '10.00', roundId = `round-${++seq}`): DemoRoundPayload => ({ roundId, gameId: SLOT.gameId, bets: [{ spot: 'spin', amount }] });

async function login(username = 'demoplayer') {
  const r = await call(loginEndpoint, { type: 'username', username, password: 'Demo1234', deviceId: 'device-1', remember: false, botCheck: true });
  expect(r.success).toBe(true);
  return r.value.token;
}
const balanceOf = async (token: string) => cents((await call(walletEndpoint, undefined, { token })).value.sumBalance);
const ledgerLength = () => accountOf(platform.sim, 'demo', 'demoplayer')!.ledger.length;
const today = { startDate: isoDay(START), endDate: isoDay(START) };

describe('slot rounds', () => {
  it('ten spins move the balance by exactly the wins minus the bets, each in the betting record', async () => {
    const token = await login();
    const before = await balanceOf(token);
    // A round answers the main wallet's balance; the total also holds what sits in game wallets.
    const inGameWallets = cents((await call(gameWalletsEndpoint, undefined, { token })).value.total);
    let net = 0;
    const betNos: string[] = [];
    for (let i = 0; i < 10; i++) {
      now += 1_000;
      const r = await call(demoRoundEndpoint, spin('20.00'), { token });
      expect(r.success).toBe(true);
      expect(r.value.stake).toBe('20.00');
      net += cents(r.value.win) - cents(r.value.stake);
      betNos.push(r.value.betNo);
      // The win is what the shown reels pay: the page never decides it, but it can check it.
      const o = r.value.outcome;
      if (o.kind !== 'slot') throw new Error('a slot round');
      const lines = o.lineWins.reduce((t, w) => t + cents(w.win), 0);
      expect(cents(r.value.win)).toBe(lines + cents(o.scatter.win));
      expect(cents(r.value.balanceAfter)).toBe(before - inGameWallets + net);
    }
    expect(await balanceOf(token)).toBe(before + net);
    const record = await call(betRecordsEndpoint, { ...today, gameType: '', pageNum: 1, pageSize: 50 }, { token });
    const rows = record.value.list.filter((b) => betNos.includes(b.betNo));
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      expect(row).toMatchObject({ gameName: SLOT.displayName, vendor: SLOT.vassalage, gameType: 'JL', betAmount: '20.00' });
      expect(row.at).toBeGreaterThan(START);
    }
    const table = await call(demoTableEndpoint, { gameId: SLOT.gameId }, { token });
    expect(table.value.kind).toBe('slot');
    expect(table.value.rounds.map((r) => r.betNo)).toEqual([...betNos].reverse());
    expect(cents(table.value.balance)).toBe(before - inGameWallets + net);
  });

  it('a round id sent twice (double tap, retry) is one round: the first answer, money moved once', async () => {
    const token = await login();
    const before = await balanceOf(token);
    const p = spin('50.00', 'same-round');
    const [a, b] = await Promise.all([call(demoRoundEndpoint, p, { token }), call(demoRoundEndpoint, p, { token })]);
    const c = await call(demoRoundEndpoint, p, { token });
    expect(a.value).toEqual(b.value);
    expect(c.value).toEqual(a.value);
    expect(await balanceOf(token)).toBe(before - 5_000 + cents(a.value.win));
    const entries = accountOf(platform.sim, 'demo', 'demoplayer')!.ledger.filter((e) => e.ref === a.value.betNo);
    expect(entries.map((e) => e.kind)).toEqual(cents(a.value.win) > 0 ? ['bet', 'win'] : ['bet']);
  });

  it('outcomes come from the seeded source: the same seed plays the same rounds', async () => {
    const play = async () => {
      platform = createTestPlatform({ now: () => now });
      const token = await login();
      const out: string[] = [];
      for (let i = 0; i < 5; i++) out.push(JSON.stringify((await call(demoRoundEndpoint, spin('1.00', `r${i}`), { token })).value.outcome));
      return out;
    };
    const first = await play();
    expect(await play()).toEqual(first);
    expect(new Set(first).size).toBeGreaterThan(1);
  });

  it('the win is the machine’s pay for the reels shown', async () => {
    const token = await login();
    const m = slotMachineFor(SLOT.gameId);
    for (let i = 0; i < 30; i++) {
      const r = await call(demoRoundEndpoint, spin('100.00'), { token });
      const o = r.value.outcome;
      if (o.kind !== 'slot') throw new Error('a slot round');
      // The strips show the window at some stops; evaluate the same window through the engine.
      const stops = o.window.map((reel, ri) => {
        const strip = m.reels[ri] ?? '';
        return [...strip].findIndex((_, s) => reel.every((sym, row) => strip[(s + row) % strip.length] === sym));
      });
      expect(cents(r.value.win)).toBe(spinWinCents(m, evaluateSpin(m, stops), 10_000));
    }
  });

  it.each([
    ['a bet above the balance', { amount: '100.00', balance: 5_000 }, 'INSUFFICIENT_BALANCE'],
    ['a bet the machine does not offer', { amount: '3.00', balance: null }, 'AMOUNT_OUT_OF_RANGE'],
  ] as const)('%s is refused and changes nothing', async (_, c, code) => {
    const token = await login();
    if (c.balance !== null) {
      // Bring the balance below the bet by spending it down in the ledger.
      const account = accountOf(platform.sim, 'demo', 'demoplayer')!;
      const last = account.ledger.at(-1)!;
      account.ledger.push({ ...last, id: 'Lx', kind: 'withdrawal', amountCents: c.balance - last.balanceAfterCents, balanceAfterCents: c.balance, ref: 'WDx' });
    }
    const before = await balanceOf(token);
    const length = ledgerLength();
    const r = await call(demoRoundEndpoint, spin(c.amount), { token });
    expect(r.success).toBe(false);
    expect(r.code).toBe(code);
    expect(await balanceOf(token)).toBe(before);
    expect(ledgerLength()).toBe(length);
  });

  it('refuses without a session, an unknown game, a malformed bet and a game not played here', async () => {
    expect((await call(demoRoundEndpoint, spin())).code).toBe('NOT_LOGGED_IN');
    const token = await login();
    const length = ledgerLength();
    expect((await call(demoRoundEndpoint, { ...spin(), gameId: 'NOPE-1' }, { token })).code).toBe('BAD_REQUEST');
    expect((await call(demoRoundEndpoint, { ...spin(), bets: [] }, { token, encrypt: false })).code).toBe('BAD_REQUEST');
    expect((await call(demoRoundEndpoint, { ...spin(), gameId: SPORT.gameId }, { token })).code).toBe('BAD_REQUEST');
    expect((await call(demoRoundEndpoint, { roundId: 'b1', gameId: SLOT.gameId, bets: [{ spot: 'banker', amount: '10.00' }] }, { token })).code).toBe(
      'BAD_REQUEST',
    );
    expect(ledgerLength()).toBe(length);
  });
});

describe('baccarat rounds', () => {
  it('a hand settles every bet by the drawing rules into the ledger and the betting record', async () => {
    const token = await login();
    const before = await balanceOf(token);
    const r = await call(
      demoRoundEndpoint,
      {
        roundId: 'hand-1',
        gameId: LIVE.gameId,
        bets: [
          { spot: 'banker', amount: '100.00' },
          { spot: 'tie', amount: '10.00' },
          { spot: 'playerPair', amount: '10.00' },
        ],
      },
      { token },
    );
    expect(r.success).toBe(true);
    const o = r.value.outcome;
    if (o.kind !== 'baccarat') throw new Error('a baccarat round');
    // Replaying the dealt cards through the rules gives the same hand.
    const dealt = [o.player[0], o.banker[0], o.player[1], o.banker[1], ...o.player.slice(2), ...o.banker.slice(2)] as number[];
    const order = o.player.length === 3 ? [...dealt.slice(0, 5), ...o.banker.slice(2)] : dealt;
    const hand = playHand([...order, 0, 0]);
    expect(hand).toMatchObject({ playerTotal: o.playerTotal, bankerTotal: o.bankerTotal, result: o.result });
    const expected = r.value.bets.map((b) => baccaratReturnCents(b.spot as 'banker', cents(b.amount), hand));
    expect(r.value.bets.map((b) => cents(b.win))).toEqual(expected);
    expect(cents(r.value.stake)).toBe(12_000);
    expect(await balanceOf(token)).toBe(before - 12_000 + expected.reduce((t, x) => t + x, 0));
    const record = await call(betRecordsEndpoint, { ...today, gameType: 'LIVE', pageNum: 1, pageSize: 50 }, { token });
    expect(record.value.list.find((b) => b.betNo === r.value.betNo)).toMatchObject({ gameName: LIVE.displayName, betAmount: '120.00', winAmount: r.value.win });
  });

  it('refuses bets outside the table limits and not in whole pesos', async () => {
    const token = await login();
    for (const amount of ['5.00', '10.50', '60000.00']) {
      const r = await call(demoRoundEndpoint, { roundId: `h-${amount}`, gameId: LIVE.gameId, bets: [{ spot: 'player', amount }] }, { token });
      expect(r.code).toBe('AMOUNT_OUT_OF_RANGE');
    }
  });
});

describe('what reads the ledger sees the rounds with no code of its own', () => {
  it('my rebate, points, VIP progress and missions grow by the new valid bets', async () => {
    const token = await login();
    const rebate = cents((await call(manualRebateEndpoint, undefined, { token })).value.validBet);
    const mall = cents((await call(mallHomeEndpoint, undefined, { token })).value.validBet);
    const vip = cents((await call(levelBenefitsEndpoint, undefined, { token })).value.me!.validBet);
    const betMission = (await call(missionsEndpoint, undefined, { token })).value;
    for (let i = 0; i < 3; i++) await call(demoRoundEndpoint, spin('100.00'), { token });
    expect(cents((await call(manualRebateEndpoint, undefined, { token })).value.validBet)).toBe(rebate + 30_000);
    expect(cents((await call(mallHomeEndpoint, undefined, { token })).value.validBet)).toBe(mall + 30_000);
    expect(cents((await call(levelBenefitsEndpoint, undefined, { token })).value.me!.validBet)).toBe(vip + 30_000);
    const after = (await call(missionsEndpoint, undefined, { token })).value;
    for (const period of ['daily', 'weekly'] as const) {
      const of = (v: typeof after) => v.missions.find((m) => m.kind === 'bet' && m.period === period)!;
      expect(cents(of(after).progress), period).toBe(Math.min(cents(of(after).target), cents(of(betMission).progress) + 30_000));
    }
    const weekly = after.missions.find((m) => m.kind === 'bet' && m.period === 'weekly')!;
    expect(cents(weekly.progress)).toBeLessThan(cents(weekly.target));
  });

  it("the agent's team betting report shows a downline member's new round", async () => {
    const player = await login();
    const agent = await login('demoagent');
    const row = async () => (await call(teamBettingEndpoint, today, { token: agent })).value.rows.find((r) => r.userName === 'demoplayer');
    const before = (await row()) ?? { betCount: 0, betTotal: '0.00' };
    await call(demoRoundEndpoint, spin('50.00'), { token: player });
    const after = await row();
    expect(after?.betCount).toBe(before.betCount + 1);
    expect(cents(after!.betTotal)).toBe(cents(before.betTotal) + 5_000);
  });
});

describe('loss and wager limits', () => {
  it('with a ₱1,000 daily loss limit, the bet that would pass it is refused and changes nothing', async () => {
    const token = await login();
    const set = await call(setPlayLimitEndpoint, { kind: 'loss', period: 'daily', amount: '1000.00' }, { token });
    expect(set.value.lossLimits.find((l) => l.period === 'daily')).toMatchObject({ active: '1000.00', used: '0.00', pending: null });
    let refused = null;
    for (let i = 0; i < 40 && !refused; i++) {
      const settings = (await call(rgSettingsEndpoint, undefined, { token })).value;
      const used = cents(settings.lossLimits.find((l) => l.period === 'daily')!.used);
      const before = await balanceOf(token);
      const length = ledgerLength();
      const r = await call(demoRoundEndpoint, spin('100.00'), { token });
      if (used + 10_000 > 100_000) {
        expect(r.code).toBe('LOSS_LIMIT');
        expect(r.value).toMatchObject({ period: 'daily', limit: '1000.00' });
        expect(await balanceOf(token)).toBe(before);
        expect(ledgerLength()).toBe(length);
        refused = r;
      } else {
        expect(r.success).toBe(true);
      }
    }
    expect(refused).not.toBeNull();
  });

  it('a wager limit counts stakes; a raise waits 24 h, a lower limit applies at once', async () => {
    const token = await login();
    // The seeded history's bets of this week count too.
    const seeded = cents((await call(rgSettingsEndpoint, undefined, { token })).value.wagerLimits.find((l) => l.period === 'weekly')!.used);
    const limit = seeded + 20_000;
    const peso = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
    await call(setPlayLimitEndpoint, { kind: 'wager', period: 'weekly', amount: peso(limit) }, { token });
    expect((await call(demoRoundEndpoint, spin('100.00'), { token })).success).toBe(true);
    expect((await call(demoRoundEndpoint, spin('100.00'), { token })).success).toBe(true);
    const third = await call(demoRoundEndpoint, spin('1.00'), { token });
    expect(third.code).toBe('WAGER_LIMIT');
    const raised = await call(setPlayLimitEndpoint, { kind: 'wager', period: 'weekly', amount: peso(limit + 50_000) }, { token });
    expect(raised.value.wagerLimits.find((l) => l.period === 'weekly')).toMatchObject({
      active: peso(limit),
      used: peso(limit),
      pending: { amount: peso(limit + 50_000), effectiveAt: now + 24 * HOUR },
    });
    expect((await call(demoRoundEndpoint, spin('1.00'), { token })).code).toBe('WAGER_LIMIT');
    now += 24 * HOUR;
    // A day later the member logs in again (a session ends after 30 idle minutes).
    const later = await login();
    expect((await call(demoRoundEndpoint, spin('1.00'), { token: later })).success).toBe(true);
    const lowered = await call(setPlayLimitEndpoint, { kind: 'wager', period: 'weekly', amount: peso(limit) }, { token: later });
    expect(lowered.value.wagerLimits.find((l) => l.period === 'weekly')).toMatchObject({ active: peso(limit), pending: null });
  });
});
