// @vitest-environment node
import { createTestPlatform } from '@/platform-sim/node-sim';
import { loginEndpoint } from '@/api/endpoints/login';
import { teamKpiEndpoint } from '@/api/endpoints/team-kpi';
import { contractInfoEndpoint } from '@/api/endpoints/contract-info';
import { headIconsEndpoint, setHeadIconEndpoint } from '@/api/endpoints/head-icon';
import { teamOverviewEndpoint, type TeamOverview } from '@/api/endpoints/team-overview';
import { teamPnlEndpoint, type TeamPnl } from '@/api/endpoints/team-pnl';
import { teamBettingEndpoint, type TeamBetting } from '@/api/endpoints/team-betting';
import { teamMembersEndpoint, type TeamMembers } from '@/api/endpoints/team-members';
import { teamMemberDetailEndpoint, type TeamMemberDetail } from '@/api/endpoints/team-member-detail';
import { contractTermsEndpoint, type ContractTerms } from '@/api/endpoints/contract-terms';
import { answerContractEndpoint } from '@/api/endpoints/answer-contract';
import { agentRegisterEndpoint } from '@/api/endpoints/agent-register';
import { agentRebateRatesEndpoint, type AgentRebateRates } from '@/api/endpoints/agent-rebate-rates';
import { setMemberRebateEndpoint } from '@/api/endpoints/set-member-rebate';
import { agentRebateReportEndpoint, type AgentRebateReport } from '@/api/endpoints/agent-rebate-report';
import { dailyWageEndpoint, type DailyWage } from '@/api/endpoints/daily-wage';
import { dividendEndpoint, type Dividend } from '@/api/endpoints/dividend';
import { redRainEndpoint, type RedRain } from '@/api/endpoints/red-rain';
import type { Endpoint } from '@/api/envelope';
import type { TeamRange } from '@/api/endpoints/team-overview';
import { walletEndpoint } from '@/api/endpoints/wallet';
import { centsOf } from '@/engine/agent-reports';
import { accountsSlice } from '@/platform-sim/areas/accounts/state';
import { adjustBalance } from '@/platform-sim/areas/accounts/ledger';
import { agentSlice } from '@/platform-sim/areas/agent/state';
import { simCaller } from './sim-call';

let platform = createTestPlatform();
beforeEach(() => {
  platform = createTestPlatform();
});
const call = simCaller(() => platform.handlers);
const cents = (m: string) => centsOf(m) ?? Number.NaN;

async function tokenOf(username: string): Promise<string> {
  const r = await call(loginEndpoint, { type: 'username', username, password: 'Demo1234', deviceId: 'd', remember: false, botCheck: true });
  return (r.value as { token: string }).token;
}

describe('agent area', () => {
  it('gives demoagent team counters and refuses members', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const agent = await call(teamKpiEndpoint, { startDate: today, endDate: today }, { token: await tokenOf('demoagent') });
    expect(agent.success).toBe(true);
    const footer = (agent.value as { footer: Record<string, number> }).footer;
    expect(footer.teamBetMemberCount).toBe(4);
    expect(footer.teamLoginMemberCount).toBeGreaterThanOrEqual(4);
    const longAgo = await call(teamKpiEndpoint, { startDate: '2001-01-01', endDate: '2001-01-02' }, { token: await tokenOf('demoagent') });
    expect((longAgo.value as { footer: Record<string, number> }).footer.teamBetMemberCount).toBe(0);
    const member = await call(teamKpiEndpoint, { startDate: today, endDate: today }, { token: await tokenOf('demoplayer') });
    expect(member).toMatchObject({ success: false, code: 'NON_AGENT' });
  });

  it.each([
    ['demoagent', { dailysalreqtype: '1', divtypecompperiodreq: null, contracthoursalreq: null }],
    ['demoplayer', { dailysalreqtype: null, divtypecompperiodreq: null, contracthoursalreq: null }],
  ])('reports the pending contract requests of %s', async (user, expected) => {
    expect((await call(contractInfoEndpoint, undefined, { token: await tokenOf(user) })).value).toEqual(expected);
  });

  it('keeps a chosen head icon and refuses an unknown one', async () => {
    const token = await tokenOf('demoplayer');
    const icons = (await call(headIconsEndpoint, undefined, { token })).value as { choices: string[] };
    const pick = icons.choices[3] ?? '';
    expect((await call(setHeadIconEndpoint, { icon: pick }, { token })).success).toBe(true);
    expect(((await call(headIconsEndpoint, undefined, { token })).value as { current: string }).current).toBe(pick);
    expect(await call(setHeadIconEndpoint, { icon: 'https://evil.example/x.png' }, { token })).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('team reports', () => {
  const today = new Date().toISOString().slice(0, 10);
  const month = { startDate: new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10), endDate: today };

  it('overview, profit and loss and team betting agree, computed from the ledgers', async () => {
    const token = await tokenOf('demoagent');
    const overview = (await call(teamOverviewEndpoint, month, { token })).value as TeamOverview;
    const pnl = (await call(teamPnlEndpoint, month, { token })).value as TeamPnl;
    const betting = (await call(teamBettingEndpoint, month, { token })).value as TeamBetting;
    expect(pnl.totals).toEqual(overview.totals);
    expect(betting.totals).toEqual(overview.totals);
    expect(overview.totals.members).toBe(13);
    expect(overview.totals.bettors).toBe(betting.rows.length);
    const cents = (m: string) => Math.round(Number(m) * 100);
    expect(pnl.rows.reduce((s, r) => s + cents(r.betTotal), 0)).toBe(cents(overview.totals.betTotal));
    expect(cents(overview.totals.betTotal)).toBeGreaterThan(0);
  });

  it('counts new play today in all three (bets and wins from the ledger)', async () => {
    const token = await tokenOf('demoagent');
    const day = { startDate: today, endDate: today };
    const before = (await call(teamOverviewEndpoint, day, { token })).value as TeamOverview;
    adjustBalance(platform.sim, 'demo', 'demoplayer', { kind: 'bet', amountCents: -12_345, ref: 'test bet' });
    adjustBalance(platform.sim, 'demo', 'demoplayer', { kind: 'win', amountCents: 20_000, ref: 'test win' });
    const after = (await call(teamPnlEndpoint, day, { token })).value as TeamPnl;
    const betting = (await call(teamBettingEndpoint, day, { token })).value as TeamBetting;
    const cents = (m: string) => Math.round(Number(m) * 100);
    expect(cents(after.totals.betTotal) - cents(before.totals.betTotal)).toBe(12_345);
    expect(after.totals.winTotal).toBe('200.00');
    expect(after.rows.find((r) => r.userName === 'demoplayer')?.profit).toBe('76.55');
    expect(betting.totals).toEqual(after.totals);
  });

  it('refuses members and malformed ranges', async () => {
    expect(await call(teamPnlEndpoint, month, { token: await tokenOf('demoplayer') })).toMatchObject({ success: false, code: 'NON_AGENT' });
    expect(await call(teamOverviewEndpoint, { startDate: 'x', endDate: today }, { token: await tokenOf('demoagent') })).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('lists and searches the downline and details only own members', async () => {
    const token = await tokenOf('demoagent');
    const all = (await call(teamMembersEndpoint, { search: '' }, { token })).value as TeamMembers;
    expect(all.total).toBe(13);
    const found = (await call(teamMembersEndpoint, { search: ' JUAN ' }, { token })).value as TeamMembers;
    expect(found.list.map((m) => m.userName)).toEqual(['juan100']);
    const detail = (await call(teamMemberDetailEndpoint, { userName: 'juan100' }, { token })).value as TeamMemberDetail;
    expect(detail.member.userName).toBe('juan100');
    expect(Number(detail.depositTotal)).toBeGreaterThan(0);
    expect(await call(teamMemberDetailEndpoint, { userName: 'demoagent' }, { token })).toMatchObject({ code: 'USER_NOT_FOUND' });
  });
});

describe('contracts', () => {
  it('shows the daily salary terms; accepting clears the request and cannot be repeated', async () => {
    const token = await tokenOf('demoagent');
    const terms = (await call(contractTermsEndpoint, { kind: 'dailySalary' }, { token })).value as ContractTerms;
    expect(terms).toMatchObject({ status: 'pending', measure: 'teamBet' });
    expect(terms.tiers.length).toBeGreaterThan(1);
    expect((await call(answerContractEndpoint, { kind: 'dailySalary', accept: true }, { token })).value).toEqual({ status: 'accepted' });
    expect((await call(contractInfoEndpoint, undefined, { token })).value).toMatchObject({ dailysalreqtype: null });
    expect(((await call(contractTermsEndpoint, { kind: 'dailySalary' }, { token })).value as ContractTerms).status).toBe('accepted');
    expect(await call(answerContractEndpoint, { kind: 'dailySalary', accept: false }, { token })).toMatchObject({ code: 'DUPLICATE_REQUEST' });
  });

  it('declining also clears the request', async () => {
    const token = await tokenOf('demoagent');
    expect((await call(answerContractEndpoint, { kind: 'dailySalary', accept: false }, { token })).value).toEqual({ status: 'declined' });
    expect((await call(contractInfoEndpoint, undefined, { token })).value).toMatchObject({ dailysalreqtype: null });
  });
});

describe('open account', () => {
  it('creates a member in the agent team, once', async () => {
    const token = await tokenOf('demoagent');
    const params = { username: 'newbie01', password: 'Pass1234', accountType: 'member' as const };
    expect((await call(agentRegisterEndpoint, params, { token })).value).toEqual({ userName: 'newbie01', type: 0 });
    expect(await call(agentRegisterEndpoint, params, { token })).toMatchObject({ code: 'USERNAME_EXISTS' });
    const team = (await call(teamMembersEndpoint, { search: 'newbie' }, { token })).value as TeamMembers;
    expect(team.list).toHaveLength(1);
    const today = new Date().toISOString().slice(0, 10);
    const kpi = await call(teamKpiEndpoint, { startDate: today, endDate: today }, { token });
    expect((kpi.value as { footer: Record<string, number> }).footer.teamRegisterMemberCount).toBe(1);
    expect(await call(agentRegisterEndpoint, { ...params, username: 'x' }, { token })).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await call(agentRegisterEndpoint, params, { token: await tokenOf('demoplayer') })).toMatchObject({ code: 'NON_AGENT' });
  });
});

describe('rebate rates', () => {
  it('gives the agent its own rates and a downline member theirs', async () => {
    const token = await tokenOf('demoagent');
    const r = (await call(agentRebateRatesEndpoint, { userName: 'juan100' }, { token })).value as AgentRebateRates;
    expect(r.own.find((x) => x.gameType === 'RNG')?.rate).toBe('1.50');
    expect(r.member?.rates.find((x) => x.gameType === 'RNG')?.rate).toBe('1.00');
    const none = (await call(agentRebateRatesEndpoint, { userName: 'kim109' }, { token })).value as AgentRebateRates;
    expect(none.member?.rates.every((x) => x.rate === '0.00')).toBe(true);
    expect(await call(agentRebateRatesEndpoint, { userName: 'demoagent' }, { token })).toMatchObject({ code: 'USER_NOT_FOUND' });
    expect(await call(agentRebateRatesEndpoint, { userName: '' }, { token: await tokenOf('demoplayer') })).toMatchObject({ code: 'NON_AGENT' });
  });

  it('saves a member rate up to the agent own rate and refuses one above it', async () => {
    const token = await tokenOf('demoagent');
    const saved = await call(
      setMemberRebateEndpoint,
      {
        userName: 'kim109',
        rates: [
          { gameType: 'LIVE', rate: '0.8' },
          { gameType: 'RNG', rate: '1.25' },
        ],
      },
      { token },
    );
    expect(saved.success).toBe(true);
    const after = (await call(agentRebateRatesEndpoint, { userName: 'kim109' }, { token })).value as AgentRebateRates;
    expect(after.member?.rates.filter((x) => x.rate !== '0.00')).toEqual([
      { gameType: 'LIVE', rate: '0.80' },
      { gameType: 'RNG', rate: '1.25' },
    ]);
    const above = await call(setMemberRebateEndpoint, { userName: 'kim109', rates: [{ gameType: 'RNG', rate: '1.51' }] }, { token });
    expect(above).toMatchObject({ success: false, code: 'BAD_REQUEST', value: { gameType: 'RNG', max: '1.50' } });
    expect(await call(setMemberRebateEndpoint, { userName: 'kim109', rates: [{ gameType: 'RNG', rate: '1.234' }] }, { token })).toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await call(setMemberRebateEndpoint, { userName: 'kim109', rates: [{ gameType: 'POKER' as 'RNG', rate: '1' }] }, { token })).toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await call(setMemberRebateEndpoint, { userName: 'outsider', rates: [{ gameType: 'RNG', rate: '1' }] }, { token })).toMatchObject({
      code: 'USER_NOT_FOUND',
    });
    // The refused call changed nothing.
    const still = (await call(agentRebateRatesEndpoint, { userName: 'kim109' }, { token })).value as AgentRebateRates;
    expect(still.member?.rates.find((x) => x.gameType === 'RNG')?.rate).toBe('1.25');
  });
});

describe('agent rebate, daily wage and dividend', () => {
  const today = new Date().toISOString().slice(0, 10);
  const month = { startDate: new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10), endDate: today };

  it('computes the rebate from the downline bets and the rate spread', async () => {
    const token = await tokenOf('demoagent');
    const pnl = (await call(teamPnlEndpoint, month, { token })).value as TeamPnl;
    const before = (await call(agentRebateReportEndpoint, month, { token })).value as AgentRebateReport;
    expect(before.totals.validBet).toBe(pnl.totals.betTotal);
    expect(before.totals.betCount).toBe(pnl.totals.betCount);
    expect(cents(before.totals.rebate)).toBe(before.byDay.reduce((s, d) => s + cents(d.rebate), 0));
    expect(cents(before.totals.rebate)).toBe(before.byMember.reduce((s, d) => s + cents(d.rebate), 0));
    expect(before.byMember.map((m) => m.validBet)).toEqual(pnl.rows.filter((r) => r.betTotal !== '0.00').map((r) => r.betTotal));
    expect(cents(before.totals.rebate)).toBeGreaterThan(0);
    // demoplayer has no lottery rate (and no lottery bets in the seed): the agent keeps its whole
    // 0.50% of a ₱1,000 lottery bet.
    adjustBalance(platform.sim, 'demo', 'demoplayer', { kind: 'bet', amountCents: -100_000, ref: 'LOTT:draw 7' });
    const after = (await call(agentRebateReportEndpoint, month, { token })).value as AgentRebateReport;
    const lott = (r: AgentRebateReport) => r.byGameType.find((x) => x.gameType === 'LOTT');
    expect(cents(lott(after)?.validBet ?? '') - cents(lott(before)?.validBet ?? '0.00')).toBe(100_000);
    expect(cents(after.totals.rebate) - cents(before.totals.rebate)).toBe(500);
    // Giving demoplayer 0.20% leaves the agent 0.30%.
    await call(setMemberRebateEndpoint, { userName: 'demoplayer', rates: [{ gameType: 'LOTT', rate: '0.20' }] }, { token });
    const spread = (await call(agentRebateReportEndpoint, month, { token })).value as AgentRebateReport;
    expect(cents(spread.totals.rebate) - cents(before.totals.rebate)).toBe(300);
    expect(spread.byDay[0]?.date).toBe(today);
    expect(spread.byMember.find((m) => m.userName === 'demoplayer')?.validBet).toBe(after.byMember.find((m) => m.userName === 'demoplayer')?.validBet);
  });

  it('daily wage: team bets agree with profit and loss; accepted today is pending, paid once the day closes', async () => {
    let clock = Date.now();
    platform = createTestPlatform({ now: () => clock });
    // A team of the seeded downline only: demoplayer's own daily history would land on the test day.
    platform.sim.mutate('demo', accountsSlice, (s) => {
      s.accounts.demoplayer!.upline = null;
    });
    const token = await tokenOf('demoagent');
    const pnl = (await call(teamPnlEndpoint, month, { token })).value as TeamPnl;
    const offered = (await call(dailyWageEndpoint, month, { token })).value as DailyWage;
    expect(offered.totals.teamBet).toBe(pnl.totals.betTotal);
    expect(offered.contract.status).toBe('pending');
    expect(offered.days).toHaveLength(30);
    expect(offered.days.every((d) => d.status === 'noContract' || d.status === 'none')).toBe(true);
    expect(offered.totals.wage).toBe('0.00');

    await call(answerContractEndpoint, { kind: 'dailySalary', accept: true }, { token });
    adjustBalance(platform.sim, 'demo', 'juan100', { kind: 'bet', amountCents: -400_000, ref: 'RNG:x' });
    adjustBalance(platform.sim, 'demo', 'maria101', { kind: 'bet', amountCents: -400_000, ref: 'RNG:y' });
    const day = { startDate: today, endDate: today };
    const accepted = (await call(dailyWageEndpoint, day, { token })).value as DailyWage;
    const row = accepted.days[0];
    expect(row).toMatchObject({ date: today, status: 'pending' });
    expect(row?.tier).toBeGreaterThanOrEqual(1);
    expect(accepted.totals.pending).toBe(row?.wage);
    expect(cents(row?.wage ?? '')).toBeGreaterThan(0);

    clock += 86_400_000;
    const t2 = await tokenOf('demoagent');
    const balance = () => call(walletEndpoint, undefined, { token: t2 }).then((r) => cents((r.value as { sumBalance: string }).sumBalance));
    const paid = (await call(dailyWageEndpoint, day, { token: t2 })).value as DailyWage;
    // (The seed's own history moves with the clock; the two test bets stay on that day.)
    expect(paid.days[0]).toMatchObject({ date: today, status: 'paid', teamBet: '8000.00', activeMembers: 2, tier: 1, wage: '100.00' });
    expect(paid.totals).toMatchObject({ paid: '100.00', pending: '0.00' });
    expect(await balance()).toBe(5_000_000 + 10_000);
    await call(dailyWageEndpoint, day, { token: t2 });
    expect(await balance()).toBe(5_000_000 + 10_000);
  });

  it('dividend: each period agrees with team profit and loss; the accepted period is pending, then paid', async () => {
    let clock = Date.now();
    platform = createTestPlatform({ now: () => clock });
    const token = await tokenOf('demoagent');
    const div = (await call(dividendEndpoint, month, { token })).value as Dividend;
    expect(div.contract.status).toBe('accepted');
    for (const p of div.periods) {
      const pnl = (await call(teamPnlEndpoint, { startDate: p.startDate, endDate: p.endDate }, { token })).value as TeamPnl;
      expect(p.teamProfit).toBe(pnl.totals.profit);
      expect(p.teamBet).toBe(pnl.totals.betTotal);
    }
    const current = div.periods[0];
    expect(current && current.startDate <= today && today <= current.endDate).toBe(true);
    expect(current?.status).toBe('pending');
    expect(cents(current?.dividend ?? '')).toBe(Math.floor((cents(current?.netLoss ?? '') * Number(current?.share)) / 100));
    expect(div.periods.slice(1).every((p) => p.status !== 'pending' && p.status !== 'paid')).toBe(true);

    // Accepted now (the seed's acceptance floats with the seed's "today"); after the period
    // closes the dividend is paid into the wallet, once.
    platform.sim.mutate('demo', agentSlice, (s) => {
      s.answers.demoagent = { dividend: { status: 'accepted', at: clock } };
    });
    const next = Date.parse(`${current?.endDate ?? ''}T12:00:00Z`) + 86_400_000;
    const shift = next - clock;
    clock = next;
    const t2 = await tokenOf('demoagent');
    const range = { startDate: current?.startDate ?? '', endDate: current?.endDate ?? '' };
    const closed = (await call(dividendEndpoint, range, { token: t2 })).value as Dividend;
    expect(closed.periods[0]?.status).toBe('paid');
    const amount = cents(closed.periods[0]?.dividend ?? '');
    expect(amount).toBeGreaterThan(0);
    const wallet = await call(walletEndpoint, undefined, { token: t2 });
    expect(cents((wallet.value as { sumBalance: string }).sumBalance)).toBe(5_000_000 + amount);
    expect(shift).toBeGreaterThan(0);
  });

  it('refuses members and malformed ranges', async () => {
    const member = await tokenOf('demoplayer');
    for (const ep of [agentRebateReportEndpoint, dailyWageEndpoint, dividendEndpoint] as Endpoint<TeamRange, unknown>[]) {
      expect(await call(ep, month, { token: member })).toMatchObject({ code: 'NON_AGENT' });
      expect(await call(ep, { startDate: today, endDate: 'soon' }, { token: await tokenOf('demoagent') })).toMatchObject({ code: 'BAD_REQUEST' });
    }
  });
});

describe('red envelope rain', () => {
  it('lists the next sessions from the schedule and qualifies after a deposit today', async () => {
    const token = await tokenOf('demoplayer');
    const r = (await call(redRainEndpoint, undefined, { token })).value as RedRain;
    expect(r.sessions).toHaveLength(6);
    const starts = r.sessions.map((s) => Date.parse(s.startsAt));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(r.sessions.every((s) => Date.parse(s.endsAt) > Date.now())).toBe(true);
    expect(
      r.sessions
        .map((s) => new Date(Date.parse(s.startsAt) + 8 * 3_600_000).toISOString().slice(11, 16))
        .slice(0, 6)
        .sort(),
    ).toEqual(['12:00', '12:00', '18:00', '18:00', '21:00', '21:00']);
    expect(r).toMatchObject({ eligible: false, minDeposit: '500.00', todayDeposit: '0.00' });
    adjustBalance(platform.sim, 'demo', 'demoplayer', { kind: 'deposit', amountCents: 50_000, ref: 'D-test' });
    expect((await call(redRainEndpoint, undefined, { token })).value).toMatchObject({ eligible: true, todayDeposit: '500.00' });
  });
});
