// The agent area of the demo platform: team KPI and team reports from the downline's ledgers
// (one report function behind overview, profit and loss and team betting, so they agree),
// the downline list and member detail, contract requests with their terms (accept / decline),
// open account, and the head icon (avatar) of any member.
import { http, type HttpHandler } from 'msw';
import { defineSlice, fail, ok, apiPath, type Simulator } from '@/platform-sim/kernel';
import {
  accountsSlice,
  balanceCentsOf,
  formatCents,
  requireSession,
  SEED_TIME,
  type SimAccount,
  type SimSession,
} from '@/platform-sim/areas/accounts';
import { teamKpiEndpoint } from '@/api/endpoints/team-kpi';
import { contractInfoEndpoint } from '@/api/endpoints/contract-info';
import { headIconsEndpoint, setHeadIconEndpoint } from '@/api/endpoints/head-icon';
import { teamOverviewEndpoint, type TeamOverview, type TeamTotals } from '@/api/endpoints/team-overview';
import { teamPnlEndpoint, type TeamPnl, type TeamPnlRow } from '@/api/endpoints/team-pnl';
import { teamBettingEndpoint, type TeamBetting } from '@/api/endpoints/team-betting';
import { teamMembersEndpoint, type TeamMember } from '@/api/endpoints/team-members';
import { teamMemberDetailEndpoint, type TeamMemberDetail } from '@/api/endpoints/team-member-detail';
import { contractTermsEndpoint, CONTRACT_KINDS, type ContractKind, type ContractTerms } from '@/api/endpoints/contract-terms';
import { answerContractEndpoint } from '@/api/endpoints/answer-contract';
import { agentRegisterEndpoint } from '@/api/endpoints/agent-register';

type PendingFields = { dailysalreqtype: string | null; divtypecompperiodreq: string | null; contracthoursalreq: string | null };
type ContractStatus = 'accepted' | 'declined';

interface AgentState {
  /** Pending contract requests per agent user name. */
  contracts: Record<string, PendingFields>;
  /** Answers given to contract requests, per user name and kind. */
  answers: Record<string, Partial<Record<ContractKind, { status: ContractStatus; at: number }>>>;
  headIcons: Record<string, string>;
}

export const HEAD_ICON_CHOICES = Array.from({ length: 8 }, (_, i) => `/sim-assets/avatar/choice-${i + 1}.svg`);

export const agentSlice = defineSlice<AgentState>({
  name: 'agent',
  version: 2,
  seed: () => ({
    contracts: { demoagent: { dailysalreqtype: '1', divtypecompperiodreq: null, contracthoursalreq: null } },
    answers: {},
    headIcons: {},
  }),
});

const DAY = 86_400_000;
const NON_AGENT_TYPES = [0, 4, 40];
const FIELD_OF: Readonly<Record<ContractKind, keyof PendingFields>> = {
  dailySalary: 'dailysalreqtype',
  dividend: 'divtypecompperiodreq',
  hourly: 'contracthoursalreq',
};
const NO_PENDING: PendingFields = { dailysalreqtype: null, divtypecompperiodreq: null, contracthoursalreq: null };

/** The terms each contract offers (the demo's upline offer). */
const CONTRACT_TERMS: Readonly<Record<ContractKind, Omit<ContractTerms, 'kind' | 'status' | 'offeredBy'>>> = {
  dailySalary: {
    measure: 'teamBet',
    period: 'daily',
    tiers: [
      { threshold: '10000.00', activeMembers: 3, reward: '100.00', rewardKind: 'amount' },
      { threshold: '50000.00', activeMembers: 5, reward: '600.00', rewardKind: 'amount' },
      { threshold: '200000.00', activeMembers: 10, reward: '2500.00', rewardKind: 'amount' },
      { threshold: '1000000.00', activeMembers: 20, reward: '15000.00', rewardKind: 'amount' },
    ],
  },
  dividend: {
    measure: 'teamLoss',
    period: 'semiMonthly',
    tiers: [
      { threshold: '50000.00', activeMembers: 5, reward: '10', rewardKind: 'percent' },
      { threshold: '200000.00', activeMembers: 10, reward: '20', rewardKind: 'percent' },
      { threshold: '1000000.00', activeMembers: 20, reward: '30', rewardKind: 'percent' },
    ],
  },
  hourly: {
    measure: 'hourlyTeamBet',
    period: 'hourly',
    tiers: [
      { threshold: '5000.00', activeMembers: 2, reward: '20.00', rewardKind: 'amount' },
      { threshold: '20000.00', activeMembers: 5, reward: '100.00', rewardKind: 'amount' },
    ],
  },
};

// ---------------------------------------------------------------------------------------------
// The team report: the one computation behind overview, profit and loss and team betting.

export interface MemberFigures {
  userName: string;
  depositCents: number;
  withdrawalCents: number;
  betCents: number;
  betCount: number;
  winCents: number;
  bonusCents: number;
  /** wins + bonuses − bets (the member's result). */
  profitCents: number;
}

export interface TeamReport {
  startDate: string;
  endDate: string;
  members: number;
  newMembers: number;
  bettors: number;
  rows: MemberFigures[];
  totals: Omit<MemberFigures, 'userName'>;
}

/** How far the seed's history is moved so that its "today" (SEED_TIME) is the current day. */
const seedShift = (sim: Simulator): number => Math.floor(sim.now() / DAY) * DAY - Math.floor(SEED_TIME / DAY) * DAY;

/**
 * When something happened, on the current calendar: the seed's history (up to SEED_TIME) is
 * shifted so that its "today" is the current day; what happened since (real play) is not.
 */
function onCalendar(sim: Simulator): (at: number) => number {
  const shift = seedShift(sim);
  return (at) => (shift < 0 || at <= SEED_TIME ? at + shift : at);
}

/** [start, end) in ms for YYYY-MM-DD dates (UTC days, end inclusive), or null when malformed. */
export function rangeOf(startDate: string | null, endDate: string | null): { start: number; end: number } | null {
  const iso = /^\d{4}-\d{2}-\d{2}$/;
  if (!startDate || !endDate || !iso.test(startDate) || !iso.test(endDate)) return null;
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Date.parse(`${endDate}T00:00:00Z`) + DAY;
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start) return null;
  return { start, end };
}

/** The direct downline of an agent. */
export function teamOf(sim: Simulator, merchantCode: string, agent: string): SimAccount[] {
  return Object.values(sim.slice(merchantCode, accountsSlice).accounts)
    .filter((a) => a.upline === agent)
    .sort((a, b) => a.userName.localeCompare(b.userName));
}

function figuresOf(account: SimAccount, inRange: (at: number) => boolean): MemberFigures {
  const f: MemberFigures = { userName: account.userName, depositCents: 0, withdrawalCents: 0, betCents: 0, betCount: 0, winCents: 0, bonusCents: 0, profitCents: 0 };
  for (const e of account.ledger) {
    if (!inRange(e.at)) continue;
    const abs = Math.abs(e.amountCents);
    if (e.kind === 'deposit') f.depositCents += abs;
    else if (e.kind === 'withdrawal') f.withdrawalCents += abs;
    else if (e.kind === 'bet') {
      f.betCents += abs;
      f.betCount += 1;
    } else if (e.kind === 'win') f.winCents += abs;
    else if (e.kind === 'bonus' || e.kind === 'rebate') f.bonusCents += e.amountCents;
  }
  f.profitCents = f.winCents + f.bonusCents - f.betCents;
  return f;
}

/** Figures of an agent's downline for a date range, from the members' ledgers. */
export function teamReport(sim: Simulator, merchantCode: string, agent: string, startDate: string, endDate: string): TeamReport {
  const range = rangeOf(startDate, endDate);
  if (!range) throw new Error('startDate and endDate are YYYY-MM-DD');
  const when = onCalendar(sim);
  const inRange = (at: number) => when(at) >= range.start && when(at) < range.end;
  const team = teamOf(sim, merchantCode, agent);
  const rows = team.map((a) => figuresOf(a, inRange));
  const totals = rows.reduce<Omit<MemberFigures, 'userName'>>(
    (t, r) => ({
      depositCents: t.depositCents + r.depositCents,
      withdrawalCents: t.withdrawalCents + r.withdrawalCents,
      betCents: t.betCents + r.betCents,
      betCount: t.betCount + r.betCount,
      winCents: t.winCents + r.winCents,
      bonusCents: t.bonusCents + r.bonusCents,
      profitCents: t.profitCents + r.profitCents,
    }),
    { depositCents: 0, withdrawalCents: 0, betCents: 0, betCount: 0, winCents: 0, bonusCents: 0, profitCents: 0 },
  );
  return {
    startDate,
    endDate,
    members: team.length,
    newMembers: team.filter((a) => inRange(Date.parse(`${a.regDate}T00:00:00Z`))).length,
    bettors: rows.filter((r) => r.betCount > 0).length,
    rows,
    totals,
  };
}

function totalsOut(r: TeamReport): TeamTotals {
  return {
    members: r.members,
    newMembers: r.newMembers,
    bettors: r.bettors,
    betCount: r.totals.betCount,
    depositTotal: formatCents(r.totals.depositCents),
    withdrawalTotal: formatCents(r.totals.withdrawalCents),
    betTotal: formatCents(r.totals.betCents),
    winTotal: formatCents(r.totals.winCents),
    bonusTotal: formatCents(r.totals.bonusCents),
    profit: formatCents(r.totals.profitCents),
  };
}

function pnlRow(f: MemberFigures): TeamPnlRow {
  return {
    userName: f.userName,
    depositTotal: formatCents(f.depositCents),
    withdrawalTotal: formatCents(f.withdrawalCents),
    betTotal: formatCents(f.betCents),
    winTotal: formatCents(f.winCents),
    bonusTotal: formatCents(f.bonusCents),
    profit: formatCents(f.profitCents),
  };
}

// ---------------------------------------------------------------------------------------------

function onlineUsers(sim: Simulator, merchantCode: string): Set<string> {
  return new Set(Object.values(sim.slice(merchantCode, accountsSlice).sessions).filter((s) => !s.superseded).map((s) => s.userName));
}

function memberOut(a: SimAccount, online: Set<string>, when: (at: number) => number): TeamMember {
  const last = a.ledger.at(-1);
  return {
    userName: a.userName,
    nickname: a.nickname,
    type: a.type,
    // On the current calendar, like the reports (the seed's history is shifted onto today).
    regDate: new Date(when(Date.parse(`${a.regDate}T00:00:00Z`))).toISOString().slice(0, 10),
    balance: formatCents(balanceCentsOf(a)),
    online: online.has(a.userName),
    lastActivity: last ? new Date(when(last.at)).toISOString() : null,
  };
}

/** The caller's session when it is an agent, else the refusal. */
function requireAgent(sim: Simulator, request: Request): SimSession | Response {
  const session = requireSession(sim, request);
  if (session instanceof Response) return session;
  if (NON_AGENT_TYPES.includes(session.type)) return fail('NON_AGENT', 'Non-agents cannot log in');
  return session;
}

/** Team report for the request's startDate / endDate, or the refusal. */
function reportFor(sim: Simulator, request: Request): { session: SimSession; report: TeamReport } | Response {
  const session = requireAgent(sim, request);
  if (session instanceof Response) return session;
  const q = new URL(request.url).searchParams;
  const startDate = q.get('startDate');
  const endDate = q.get('endDate');
  if (!startDate || !endDate || !rangeOf(startDate, endDate)) return fail('BAD_REQUEST', 'startDate and endDate are YYYY-MM-DD');
  return { session, report: teamReport(sim, session.merchantCode, session.userName, startDate, endDate) };
}

const USERNAME = /^[a-z][a-z0-9]{4,15}$/;
const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,16}$/;

export function agentHandlers(sim: Simulator): HttpHandler[] {
  return [
    http.get(apiPath(teamKpiEndpoint.path), ({ request }) => {
      const session = requireAgent(sim, request);
      if (session instanceof Response) return session;
      const q = new URL(request.url).searchParams;
      const range = rangeOf(q.get('startDate'), q.get('endDate'));
      if (!range) return fail('BAD_REQUEST', 'startDate and endDate are YYYY-MM-DD');
      const team = teamOf(sim, session.merchantCode, session.userName);
      const when = onCalendar(sim);
      const inRange = (at: number) => when(at) >= range.start && when(at) < range.end;
      const activeInRange = (a: SimAccount) => a.ledger.some((e) => inRange(e.at));
      const online = onlineUsers(sim, session.merchantCode);
      return ok({
        footer: {
          teamLoginMemberCount: team.filter((a) => online.has(a.userName) || activeInRange(a)).length,
          teamBetMemberCount: team.filter((a) => a.ledger.some((e) => e.kind === 'bet' && inRange(e.at))).length,
          teamRegisterMemberCount: team.filter((a) => inRange(Date.parse(`${a.regDate}T00:00:00Z`))).length,
          teamOnlineCount: team.filter((a) => online.has(a.userName)).length,
        },
      });
    }),
    http.get(apiPath(teamOverviewEndpoint.path), ({ request }) => {
      const r = reportFor(sim, request);
      if (r instanceof Response) return r;
      const team = teamOf(sim, r.session.merchantCode, r.session.userName);
      const online = onlineUsers(sim, r.session.merchantCode);
      const value: TeamOverview = {
        startDate: r.report.startDate,
        endDate: r.report.endDate,
        totals: totalsOut(r.report),
        balanceTotal: formatCents(team.reduce((s, a) => s + balanceCentsOf(a), 0)),
        online: team.filter((a) => online.has(a.userName)).length,
      };
      return ok(value);
    }),
    http.get(apiPath(teamPnlEndpoint.path), ({ request }) => {
      const r = reportFor(sim, request);
      if (r instanceof Response) return r;
      const value: TeamPnl = { startDate: r.report.startDate, endDate: r.report.endDate, totals: totalsOut(r.report), rows: r.report.rows.map(pnlRow) };
      return ok(value);
    }),
    http.get(apiPath(teamBettingEndpoint.path), ({ request }) => {
      const r = reportFor(sim, request);
      if (r instanceof Response) return r;
      const value: TeamBetting = {
        startDate: r.report.startDate,
        endDate: r.report.endDate,
        totals: totalsOut(r.report),
        rows: r.report.rows
          .filter((f) => f.betCount > 0)
          .map((f) => ({ userName: f.userName, betCount: f.betCount, betTotal: formatCents(f.betCents), winTotal: formatCents(f.winCents), profit: formatCents(f.profitCents) })),
      };
      return ok(value);
    }),
    http.get(apiPath(teamMembersEndpoint.path), ({ request }) => {
      const session = requireAgent(sim, request);
      if (session instanceof Response) return session;
      const search = (new URL(request.url).searchParams.get('search') ?? '').trim().toLowerCase();
      const online = onlineUsers(sim, session.merchantCode);
      const list = teamOf(sim, session.merchantCode, session.userName)
        .filter((a) => !search || a.userName.toLowerCase().includes(search) || a.nickname.toLowerCase().includes(search))
        .map((a) => memberOut(a, online, onCalendar(sim)));
      return ok({ list, total: list.length });
    }),
    http.get(apiPath(teamMemberDetailEndpoint.path), ({ request }) => {
      const session = requireAgent(sim, request);
      if (session instanceof Response) return session;
      const userName = new URL(request.url).searchParams.get('userName') ?? '';
      const account = teamOf(sim, session.merchantCode, session.userName).find((a) => a.userName === userName);
      if (!account) return fail('USER_NOT_FOUND', 'Sorry, the user does not exist or is disabled');
      const f = figuresOf(account, () => true);
      const when = onCalendar(sim);
      const value: TeamMemberDetail = {
        member: memberOut(account, onlineUsers(sim, session.merchantCode), when),
        depositTotal: formatCents(f.depositCents),
        withdrawalTotal: formatCents(f.withdrawalCents),
        betTotal: formatCents(f.betCents),
        winTotal: formatCents(f.winCents),
        profit: formatCents(f.profitCents),
        recent: account.ledger
          .slice(-10)
          .reverse()
          .map((e) => ({ at: new Date(when(e.at)).toISOString(), kind: e.kind, amount: formatCents(e.amountCents) })),
      };
      return ok(value);
    }),
    http.get(apiPath(contractInfoEndpoint.path), ({ request }) => {
      const session = requireSession(sim, request);
      if (session instanceof Response) return session;
      const pending = sim.slice(session.merchantCode, agentSlice).contracts[session.userName];
      return ok(pending ?? NO_PENDING);
    }),
    http.get(apiPath(contractTermsEndpoint.path), ({ request }) => {
      const session = requireSession(sim, request);
      if (session instanceof Response) return session;
      const kind = new URL(request.url).searchParams.get('kind');
      const known = CONTRACT_KINDS.find((k) => k === kind);
      if (!known) return fail('BAD_REQUEST', 'Unknown contract');
      const state = sim.slice(session.merchantCode, agentSlice);
      const pending = state.contracts[session.userName]?.[FIELD_OF[known]];
      const answered = state.answers[session.userName]?.[known];
      const upline = sim.slice(session.merchantCode, accountsSlice).accounts[session.userName]?.upline;
      const value: ContractTerms = {
        kind: known,
        status: pending ? 'pending' : (answered?.status ?? 'none'),
        offeredBy: upline ?? 'platform',
        ...CONTRACT_TERMS[known],
      };
      return ok(value);
    }),
    http.post(apiPath(answerContractEndpoint.path), async ({ request }) => {
      const session = requireSession(sim, request);
      if (session instanceof Response) return session;
      const body = (await request.json().catch(() => null)) as { kind?: unknown; accept?: unknown } | null;
      const kind = CONTRACT_KINDS.find((k) => k === body?.kind);
      if (!kind || typeof body?.accept !== 'boolean') return fail('BAD_REQUEST', 'kind and accept are required');
      const accept = body.accept;
      const field = FIELD_OF[kind];
      const state = sim.slice(session.merchantCode, agentSlice);
      if (!state.contracts[session.userName]?.[field]) return fail('DUPLICATE_REQUEST', 'This contract is not pending');
      const status: ContractStatus = accept ? 'accepted' : 'declined';
      sim.mutate(session.merchantCode, agentSlice, (s) => {
        const pending = s.contracts[session.userName];
        if (pending) pending[field] = null;
        s.answers[session.userName] = { ...s.answers[session.userName], [kind]: { status, at: sim.now() } };
      });
      return ok({ status });
    }),
    http.post(apiPath(agentRegisterEndpoint.path), async ({ request }) => {
      const session = requireAgent(sim, request);
      if (session instanceof Response) return session;
      const body = (await request.json().catch(() => null)) as { username?: unknown; password?: unknown; accountType?: unknown } | null;
      const username = typeof body?.username === 'string' ? body.username.trim() : '';
      const password = typeof body?.password === 'string' ? body.password : '';
      const accountType = body?.accountType === 'agent' ? 'agent' : body?.accountType === 'member' ? 'member' : null;
      if (!USERNAME.test(username) || !PASSWORD.test(password) || !accountType) return fail('BAD_REQUEST', 'Invalid account details');
      if (sim.slice(session.merchantCode, accountsSlice).accounts[username]) return fail('USERNAME_EXISTS', 'Sorry, the username already exists');
      const type = accountType === 'agent' ? 1 : 0;
      const at = sim.now();
      sim.mutate(session.merchantCode, accountsSlice, (s) => {
        s.accounts[username] = {
          userName: username,
          password,
          paymentPassword: null,
          type,
          nickname: username,
          mobile: null,
          email: null,
          regDate: new Date(at).toISOString().slice(0, 10),
          vipLabel: null,
          toUpline: false,
          upline: session.userName,
          invitationCode: null,
          pendingPassword: false,
          ledger: [],
          payoutAccounts: [],
        };
      });
      return ok({ userName: username, type });
    }),
    http.get(apiPath(headIconsEndpoint.path), ({ request }) => {
      const session = requireSession(sim, request);
      if (session instanceof Response) return session;
      const current = sim.slice(session.merchantCode, agentSlice).headIcons[session.userName] ?? HEAD_ICON_CHOICES[0] ?? '';
      return ok({ current, choices: HEAD_ICON_CHOICES });
    }),
    http.post(apiPath(setHeadIconEndpoint.path), async ({ request }) => {
      const session = requireSession(sim, request);
      if (session instanceof Response) return session;
      const body = (await request.json().catch(() => null)) as { icon?: string } | null;
      if (!body?.icon || !HEAD_ICON_CHOICES.includes(body.icon)) return fail('BAD_REQUEST', 'Unknown head icon');
      sim.mutate(session.merchantCode, agentSlice, (s) => {
        s.headIcons[session.userName] = body.icon ?? '';
      });
      return ok(null);
    }),
  ];
}
