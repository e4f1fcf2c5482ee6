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
import { adjustBalance } from '@/platform-sim/areas/accounts';
import { simCaller } from './sim-call';

let platform = createTestPlatform();
beforeEach(() => {
  platform = createTestPlatform();
});
const call = simCaller(() => platform.handlers);

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
