// The agent area of the demo platform: team KPI and team reports from the downline's ledgers
// (one report function behind overview, profit and loss and team betting, so they agree),
// the downline list and member detail, contract requests with their terms (accept / decline),
// open account, and the head icon (avatar) of any member. From the same ledgers: rebate rates per
// game type (a member's never above its upline's) and the agent's rebate on the spread, the daily
// wage and the half-monthly dividend of the accepted contracts (paid into the agent's ledger once
// a day or period has closed), and the red envelope rain schedule.
import { http, type HttpHandler } from 'msw';
import { defineSlice, fail, ok, apiPath, type Simulator } from '@/platform-sim/kernel';
import { dayRange, onCalendar } from '@/platform-sim/calendar';
import { accountsSlice, SEED_TIME, type SimAccount, type SimSession } from '@/platform-sim/areas/accounts/state';
import { adjustBalance, balanceCentsOf, formatCents } from '@/platform-sim/areas/accounts/ledger';
import { requireSession } from '@/platform-sim/areas/accounts/sessions';
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
import { agentRebateRatesEndpoint, type AgentRebateRates } from '@/api/endpoints/agent-rebate-rates';
import { setMemberRebateEndpoint } from '@/api/endpoints/set-member-rebate';
import { agentRebateReportEndpoint, type AgentRebateReport } from '@/api/endpoints/agent-rebate-report';
import { dailyWageEndpoint, type DailyWage, type PayoutStatus } from '@/api/endpoints/daily-wage';
import { dividendEndpoint, type Dividend } from '@/api/endpoints/dividend';
import { redRainEndpoint, type RedRain } from '@/api/endpoints/red-rain';
import {
  centsOf,
  daysOf,
  formatRate,
  gameTypeOfBet,
  parseRate,
  periodOf,
  periodsOf,
  reachedTier,
  REBATE_GAME_TYPES,
  shareCents,
  type RebateGameType,
} from '@/engine/agent-reports';
import { DAY_MS as DAY } from '@/engine/time';

type PendingFields = { dailysalreqtype: string | null; divtypecompperiodreq: string | null; contracthoursalreq: string | null };
type ContractStatus = 'accepted' | 'declined';

interface AgentState {
  /** Pending contract requests per agent user name. */
  contracts: Record<string, PendingFields>;
  /** Answers given to contract requests, per user name and kind. */
  answers: Record<string, Partial<Record<ContractKind, { status: ContractStatus; at: number }>>>;
  headIcons: Record<string, string>;
  /** Rebate rates in basis points per user name and game type, set by each one's upline. */
  rebateRates: Record<string, Partial<Record<RebateGameType, number>>>;
  redRain: RedRainConfig;
}

interface RedRainConfig {
  /** Session start times, minutes after midnight in the time zone below. */
  startMinutes: number[];
  /** Pool of each session, by start, in centavos. */
  poolCents: number[];
  timeZone: string;
  /** The zone's offset from UTC in minutes (Manila has no daylight saving). */
  utcOffsetMinutes: number;
  durationMinutes: number;
  minDepositCents: number;
  grabsPerSession: number;
  minPacketCents: number;
  maxPacketCents: number;
}

/** A top agent's own rates (no upline sets them): the platform's. */
const PLATFORM_RATES: Readonly<Record<RebateGameType, number>> = { SPORTS: 100, LIVE: 80, RNG: 150, FISH: 120, PVP: 60, LOTT: 50, ELOTT: 50 };

export const HEAD_ICON_CHOICES = Array.from({ length: 8 }, (_, i) => `/sim-assets/avatar/choice-${i + 1}.svg`);

export const agentSlice = defineSlice<AgentState>({
  name: 'agent',
  version: 3,
  seed: () => ({
    contracts: { demoagent: { dailysalreqtype: '1', divtypecompperiodreq: null, contracthoursalreq: null } },
    // The dividend contract was accepted on the seed's "today" (shifted onto the current day), so
    // the current half-month is the first period it pays.
    answers: { demoagent: { dividend: { status: 'accepted', at: SEED_TIME } } },
    headIcons: {},
    rebateRates: {
      demoagent: { ...PLATFORM_RATES },
      juan100: { SPORTS: 50, LIVE: 40, RNG: 100, FISH: 60, PVP: 30, LOTT: 20, ELOTT: 20 },
      maria101: { RNG: 120, LIVE: 60 },
      demoplayer: { SPORTS: 40, RNG: 80 },
    },
    redRain: {
      startMinutes: [12 * 60, 18 * 60, 21 * 60],
      poolCents: [888_800, 1_888_800, 2_888_800],
      timeZone: 'Asia/Manila',
      utcOffsetMinutes: 8 * 60,
      durationMinutes: 10,
      minDepositCents: 50_000,
      grabsPerSession: 3,
      minPacketCents: 100,
      maxPacketCents: 88_800,
    },
  }),
});

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
      { threshold: '5000.00', activeMembers: 2, reward: '100.00', rewardKind: 'amount' },
      { threshold: '10000.00', activeMembers: 3, reward: '250.00', rewardKind: 'amount' },
      { threshold: '50000.00', activeMembers: 5, reward: '1500.00', rewardKind: 'amount' },
      { threshold: '200000.00', activeMembers: 10, reward: '8000.00', rewardKind: 'amount' },
    ],
  },
  dividend: {
    measure: 'teamLoss',
    period: 'semiMonthly',
    tiers: [
      { threshold: '5000.00', activeMembers: 2, reward: '10', rewardKind: 'percent' },
      { threshold: '20000.00', activeMembers: 4, reward: '20', rewardKind: 'percent' },
      { threshold: '100000.00', activeMembers: 8, reward: '30', rewardKind: 'percent' },
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

/** [start, end) in ms for YYYY-MM-DD dates (UTC days, end inclusive), or null when malformed. */
export const rangeOf = dayRange;

/** The direct downline of an agent. */
export function teamOf(sim: Simulator, merchantCode: string, agent: string): SimAccount[] {
  return Object.values(sim.slice(merchantCode, accountsSlice).accounts)
    .filter((a) => a.upline === agent)
    .sort((a, b) => a.userName.localeCompare(b.userName));
}

function figuresOf(account: SimAccount, inRange: (at: number) => boolean): MemberFigures {
  const f: MemberFigures = {
    userName: account.userName,
    depositCents: 0,
    withdrawalCents: 0,
    betCents: 0,
    betCount: 0,
    winCents: 0,
    bonusCents: 0,
    profitCents: 0,
  };
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
  return new Set(
    Object.values(sim.slice(merchantCode, accountsSlice).sessions)
      .filter((s) => !s.superseded)
      .map((s) => s.userName),
  );
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

// ---------------------------------------------------------------------------------------------
// Rebates, daily wage, dividend and red envelope rain, from the same ledgers.

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A member's own rates: set by the upline (0 where not set); a top agent has the platform's. */
export function ratesOf(sim: Simulator, merchantCode: string, userName: string): Record<RebateGameType, number> {
  const set = sim.slice(merchantCode, agentSlice).rebateRates[userName];
  const top = !sim.slice(merchantCode, accountsSlice).accounts[userName]?.upline;
  const out = {} as Record<RebateGameType, number>;
  for (const type of REBATE_GAME_TYPES) out[type] = set?.[type] ?? (top ? PLATFORM_RATES[type] : 0);
  return out;
}

const ratesOut = (rates: Record<RebateGameType, number>) => REBATE_GAME_TYPES.map((gameType) => ({ gameType, rate: formatRate(rates[gameType]) }));

interface TeamBet {
  userName: string;
  day: string;
  gameType: RebateGameType;
  cents: number;
}

/** Every bet of the agent's downline on the current calendar, with its day and game type. */
function teamBets(sim: Simulator, merchantCode: string, agent: string): TeamBet[] {
  const when = onCalendar(sim);
  return teamOf(sim, merchantCode, agent).flatMap((a) =>
    a.ledger
      .filter((e) => e.kind === 'bet')
      .map((e) => ({
        userName: a.userName,
        day: isoDay(when(e.at)),
        gameType: gameTypeOfBet(e.meta?.gameType ? `${e.meta.gameType}:${e.ref}` : e.ref, `${a.userName}/${e.id}`),
        cents: Math.abs(e.amountCents),
      })),
  );
}

/** The agent's rebate on its downline's valid bets: own rate − member rate, per game type. */
export function rebateReport(sim: Simulator, merchantCode: string, agent: string, startDate: string, endDate: string): AgentRebateReport {
  const own = ratesOf(sim, merchantCode, agent);
  const memberRates = new Map<string, Record<RebateGameType, number>>();
  const byType = new Map<RebateGameType, { bet: number; rebate: number }>(REBATE_GAME_TYPES.map((t) => [t, { bet: 0, rebate: 0 }]));
  const byDay = new Map<string, { bet: number; rebate: number }>();
  const byMember = new Map<string, { bet: number; rebate: number }>();
  let count = 0;
  for (const b of teamBets(sim, merchantCode, agent)) {
    if (b.day < startDate || b.day > endDate) continue;
    if (!memberRates.has(b.userName)) memberRates.set(b.userName, ratesOf(sim, merchantCode, b.userName));
    const spread = Math.max(0, own[b.gameType] - (memberRates.get(b.userName)?.[b.gameType] ?? 0));
    const rebate = shareCents(b.cents, spread);
    const t = byType.get(b.gameType) ?? { bet: 0, rebate: 0 };
    byType.set(b.gameType, { bet: t.bet + b.cents, rebate: t.rebate + rebate });
    const d = byDay.get(b.day) ?? { bet: 0, rebate: 0 };
    byDay.set(b.day, { bet: d.bet + b.cents, rebate: d.rebate + rebate });
    const m = byMember.get(b.userName) ?? { bet: 0, rebate: 0 };
    byMember.set(b.userName, { bet: m.bet + b.cents, rebate: m.rebate + rebate });
    count += 1;
  }
  const types = [...byType.entries()];
  return {
    startDate,
    endDate,
    totals: {
      validBet: formatCents(types.reduce((s, [, v]) => s + v.bet, 0)),
      rebate: formatCents(types.reduce((s, [, v]) => s + v.rebate, 0)),
      betCount: count,
    },
    byGameType: types.map(([gameType, v]) => ({ gameType, ownRate: formatRate(own[gameType]), validBet: formatCents(v.bet), rebate: formatCents(v.rebate) })),
    byMember: [...byMember.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([userName, v]) => ({ userName, validBet: formatCents(v.bet), rebate: formatCents(v.rebate) })),
    byDay: [...byDay.entries()]
      .sort(([a], [b]) => b.localeCompare(a))
      .map(([date, v]) => ({ date, validBet: formatCents(v.bet), rebate: formatCents(v.rebate) })),
  };
}

/** Team bets (centavos), active members and loss per day, from the downline's ledgers. */
function teamDays(sim: Simulator, merchantCode: string, agent: string): Map<string, { bet: number; loss: number; active: Set<string> }> {
  const when = onCalendar(sim);
  const days = new Map<string, { bet: number; loss: number; active: Set<string> }>();
  for (const a of teamOf(sim, merchantCode, agent)) {
    for (const e of a.ledger) {
      const k = e.kind;
      if (k !== 'bet' && k !== 'win' && k !== 'bonus' && k !== 'rebate') continue;
      const day = isoDay(when(e.at));
      const d = days.get(day) ?? { bet: 0, loss: 0, active: new Set<string>() };
      if (k === 'bet') {
        d.bet += Math.abs(e.amountCents);
        d.loss += Math.abs(e.amountCents);
        d.active.add(a.userName);
      } else d.loss -= k === 'win' ? Math.abs(e.amountCents) : e.amountCents;
      days.set(day, d);
    }
  }
  return days;
}

const tiersOf = (kind: ContractKind) =>
  CONTRACT_TERMS[kind].tiers.map((t) => ({ thresholdCents: centsOf(t.threshold) ?? 0, activeMembers: t.activeMembers, reward: t.reward }));

function termsFor(sim: Simulator, merchantCode: string, userName: string, kind: ContractKind): ContractTerms {
  const state = sim.slice(merchantCode, agentSlice);
  const pending = state.contracts[userName]?.[FIELD_OF[kind]];
  const answered = state.answers[userName]?.[kind];
  const upline = sim.slice(merchantCode, accountsSlice).accounts[userName]?.upline;
  return { kind, status: pending ? 'pending' : (answered?.status ?? 'none'), offeredBy: upline ?? 'platform', ...CONTRACT_TERMS[kind] };
}

/** The day (on the current calendar) a contract was accepted, or null. */
function acceptedDay(sim: Simulator, merchantCode: string, userName: string, kind: ContractKind): string | null {
  const a = sim.slice(merchantCode, agentSlice).answers[userName]?.[kind];
  return a?.status === 'accepted' ? isoDay(onCalendar(sim)(a.at)) : null;
}

/** What was paid to a user, by ledger reference (WAGE:<day>, DIVIDEND:<period>), in centavos. */
const paidRefs = (sim: Simulator, merchantCode: string, userName: string) =>
  new Map((sim.slice(merchantCode, accountsSlice).accounts[userName]?.ledger ?? []).map((e) => [e.ref, e.amountCents]));

function wageOfDay(day: { bet: number; active: Set<string> } | undefined): { tier: number; cents: number } {
  const tiers = tiersOf('dailySalary');
  const i = reachedTier(tiers, day?.bet ?? 0, day?.active.size ?? 0);
  return { tier: i + 1, cents: i < 0 ? 0 : (centsOf(tiers[i]?.reward ?? '0.00') ?? 0) };
}

function dividendOfPeriod(days: ReturnType<typeof teamDays>, startDate: string, endDate: string) {
  let bet = 0;
  let loss = 0;
  const active = new Set<string>();
  for (const [day, d] of days) {
    if (day < startDate || day > endDate) continue;
    bet += d.bet;
    loss += d.loss;
    d.active.forEach((u) => active.add(u));
  }
  const tiers = tiersOf('dividend');
  const i = reachedTier(tiers, loss, active.size);
  const share = i < 0 ? '0' : (tiers[i]?.reward ?? '0');
  return { bet, loss, active: active.size, share, cents: shareCents(Math.max(0, loss), parseRate(share) ?? 0) };
}

/**
 * Pays what is due (the platform's nightly job, run here when the agent looks): every closed day
 * since the daily-salary contract was accepted and every closed half-month since the dividend
 * contract was, each once, credited through the ledger (ref WAGE:<day>, DIVIDEND:<period>).
 */
export function settleAgent(sim: Simulator, merchantCode: string, agent: string): void {
  const today = isoDay(sim.now());
  const yesterday = isoDay(sim.now() - DAY);
  const days = teamDays(sim, merchantCode, agent);
  const paid = paidRefs(sim, merchantCode, agent);
  const wageFrom = acceptedDay(sim, merchantCode, agent, 'dailySalary');
  if (wageFrom && wageFrom <= yesterday) {
    for (const day of daysOf(wageFrom, yesterday).reverse()) {
      const ref = `WAGE:${day}`;
      const wage = wageOfDay(days.get(day));
      if (wage.cents > 0 && !paid.has(ref)) adjustBalance(sim, merchantCode, agent, { kind: 'bonus', amountCents: wage.cents, ref });
    }
  }
  const divFrom = acceptedDay(sim, merchantCode, agent, 'dividend');
  if (divFrom) {
    const first = periodOf(divFrom).startDate;
    for (const p of periodsOf(first, yesterday).reverse()) {
      if (p.startDate < first || p.endDate >= today) continue;
      const ref = `DIVIDEND:${p.id}`;
      const d = dividendOfPeriod(days, p.startDate, p.endDate);
      if (d.cents > 0 && !paid.has(ref)) adjustBalance(sim, merchantCode, agent, { kind: 'bonus', amountCents: d.cents, ref });
    }
  }
}

/** The status of an amount not paid yet (settlement pays what is due before this is asked). */
function payoutStatus(cents: number, contractedFrom: string | null, start: string): PayoutStatus {
  if (cents <= 0) return 'none';
  if (!contractedFrom || start < contractedFrom) return 'noContract';
  return 'pending';
}

export function dailyWageReport(sim: Simulator, merchantCode: string, agent: string, startDate: string, endDate: string): DailyWage {
  settleAgent(sim, merchantCode, agent);
  const days = teamDays(sim, merchantCode, agent);
  const paid = paidRefs(sim, merchantCode, agent);
  const from = acceptedDay(sim, merchantCode, agent, 'dailySalary');
  let teamBet = 0;
  const totals = { wage: 0, paid: 0, pending: 0 };
  const rows = daysOf(startDate, endDate).map((date) => {
    const d = days.get(date);
    const wage = wageOfDay(d);
    const paidCents = paid.get(`WAGE:${date}`);
    const status: PayoutStatus = paidCents !== undefined ? 'paid' : payoutStatus(wage.cents, from, date);
    const cents = paidCents ?? (status === 'pending' ? wage.cents : 0);
    teamBet += d?.bet ?? 0;
    totals.wage += cents;
    if (status === 'paid') totals.paid += cents;
    if (status === 'pending') totals.pending += cents;
    return { date, teamBet: formatCents(d?.bet ?? 0), activeMembers: d?.active.size ?? 0, tier: wage.tier, wage: formatCents(cents), status };
  });
  return {
    startDate,
    endDate,
    contract: termsFor(sim, merchantCode, agent, 'dailySalary'),
    totals: { teamBet: formatCents(teamBet), wage: formatCents(totals.wage), paid: formatCents(totals.paid), pending: formatCents(totals.pending) },
    days: rows,
  };
}

export function dividendReport(sim: Simulator, merchantCode: string, agent: string, startDate: string, endDate: string): Dividend {
  settleAgent(sim, merchantCode, agent);
  const days = teamDays(sim, merchantCode, agent);
  const paid = paidRefs(sim, merchantCode, agent);
  const from = acceptedDay(sim, merchantCode, agent, 'dividend');
  const fromPeriod = from ? periodOf(from).startDate : null;
  const totals = { dividend: 0, paid: 0, pending: 0 };
  const periods = periodsOf(startDate, endDate).map((p) => {
    const d = dividendOfPeriod(days, p.startDate, p.endDate);
    const paidCents = paid.get(`DIVIDEND:${p.id}`);
    const status: PayoutStatus = paidCents !== undefined ? 'paid' : payoutStatus(d.cents, fromPeriod, p.startDate);
    const cents = paidCents ?? (status === 'pending' ? d.cents : 0);
    totals.dividend += cents;
    if (status === 'paid') totals.paid += cents;
    if (status === 'pending') totals.pending += cents;
    return {
      startDate: p.startDate,
      endDate: p.endDate,
      teamBet: formatCents(d.bet),
      teamProfit: formatCents(-d.loss),
      netLoss: formatCents(Math.max(0, d.loss)),
      activeMembers: d.active,
      share: d.share,
      dividend: formatCents(cents),
      status,
    };
  });
  return {
    contract: termsFor(sim, merchantCode, agent, 'dividend'),
    totals: { dividend: formatCents(totals.dividend), paid: formatCents(totals.paid), pending: formatCents(totals.pending) },
    periods,
  };
}

export function redRainOf(sim: Simulator, merchantCode: string, userName: string): RedRain {
  const c = sim.slice(merchantCode, agentSlice).redRain;
  const now = sim.now();
  const offset = c.utcOffsetMinutes * 60_000;
  const localMidnight = Math.floor((now + offset) / DAY) * DAY - offset;
  const sessions: RedRain['sessions'] = [];
  for (let day = 0; day < 3 && sessions.length < 6; day++) {
    c.startMinutes.forEach((m, i) => {
      const start = localMidnight + day * DAY + m * 60_000;
      const end = start + c.durationMinutes * 60_000;
      if (end > now && sessions.length < 6) {
        sessions.push({
          startsAt: new Date(start).toISOString(),
          endsAt: new Date(end).toISOString(),
          pool: formatCents(c.poolCents[i] ?? 0),
          status: start <= now ? 'live' : 'upcoming',
        });
      }
    });
  }
  const when = onCalendar(sim);
  const today = isoDay(now);
  const deposit = (sim.slice(merchantCode, accountsSlice).accounts[userName]?.ledger ?? [])
    .filter((e) => e.kind === 'deposit' && isoDay(when(e.at)) === today)
    .reduce((s, e) => s + Math.abs(e.amountCents), 0);
  return {
    timeZone: c.timeZone,
    durationMinutes: c.durationMinutes,
    minDeposit: formatCents(c.minDepositCents),
    grabsPerSession: c.grabsPerSession,
    minPacket: formatCents(c.minPacketCents),
    maxPacket: formatCents(c.maxPacketCents),
    todayDeposit: formatCents(deposit),
    eligible: deposit >= c.minDepositCents,
    sessions,
  };
}

/** startDate / endDate of a request (a valid range), or the refusal. */
function rangeParams(request: Request): { startDate: string; endDate: string } | Response {
  const q = new URL(request.url).searchParams;
  const startDate = q.get('startDate');
  const endDate = q.get('endDate');
  if (!startDate || !endDate || !rangeOf(startDate, endDate)) return fail('BAD_REQUEST', 'startDate and endDate are YYYY-MM-DD');
  return { startDate, endDate };
}

function rebateHandlers(sim: Simulator): HttpHandler[] {
  return [
    http.get(apiPath(agentRebateRatesEndpoint.path), ({ request }) => {
      const session = requireAgent(sim, request);
      if (session instanceof Response) return session;
      const userName = (new URL(request.url).searchParams.get('userName') ?? '').trim();
      let member: AgentRebateRates['member'] = null;
      if (userName) {
        if (!teamOf(sim, session.merchantCode, session.userName).some((a) => a.userName === userName)) {
          return fail('USER_NOT_FOUND', 'Sorry, the user does not exist or is disabled');
        }
        member = { userName, rates: ratesOut(ratesOf(sim, session.merchantCode, userName)) };
      }
      return ok({ own: ratesOut(ratesOf(sim, session.merchantCode, session.userName)), member });
    }),
    http.post(apiPath(setMemberRebateEndpoint.path), async ({ request }) => {
      const session = requireAgent(sim, request);
      if (session instanceof Response) return session;
      const body = (await request.json().catch(() => null)) as { userName?: unknown; rates?: unknown } | null;
      const userName = typeof body?.userName === 'string' ? body.userName : '';
      if (!teamOf(sim, session.merchantCode, session.userName).some((a) => a.userName === userName)) {
        return fail('USER_NOT_FOUND', 'Sorry, the user does not exist or is disabled');
      }
      if (!Array.isArray(body?.rates) || body.rates.length === 0) return fail('BAD_REQUEST', 'rates are required');
      const own = ratesOf(sim, session.merchantCode, session.userName);
      const next: Partial<Record<RebateGameType, number>> = {};
      for (const item of body.rates as unknown[]) {
        const r = item as { gameType?: unknown; rate?: unknown } | null;
        const gameType = REBATE_GAME_TYPES.find((t) => t === r?.gameType);
        const bp = typeof r?.rate === 'string' ? parseRate(r.rate) : null;
        if (!gameType || bp === null) return fail('BAD_REQUEST', 'A rate is a percentage with at most two decimals', { gameType: gameType ?? null });
        if (bp > own[gameType]) {
          return fail('BAD_REQUEST', `The rebate rate cannot be higher than your own (${formatRate(own[gameType])}%)`, {
            gameType,
            max: formatRate(own[gameType]),
          });
        }
        next[gameType] = bp;
      }
      sim.mutate(session.merchantCode, agentSlice, (s) => {
        s.rebateRates[userName] = { ...s.rebateRates[userName], ...next };
      });
      const value: AgentRebateRates = { own: ratesOut(own), member: { userName, rates: ratesOut(ratesOf(sim, session.merchantCode, userName)) } };
      return ok(value);
    }),
    http.get(apiPath(agentRebateReportEndpoint.path), ({ request }) => {
      const session = requireAgent(sim, request);
      if (session instanceof Response) return session;
      const r = rangeParams(request);
      if (r instanceof Response) return r;
      return ok(rebateReport(sim, session.merchantCode, session.userName, r.startDate, r.endDate));
    }),
    http.get(apiPath(dailyWageEndpoint.path), ({ request }) => {
      const session = requireAgent(sim, request);
      if (session instanceof Response) return session;
      const r = rangeParams(request);
      if (r instanceof Response) return r;
      return ok(dailyWageReport(sim, session.merchantCode, session.userName, r.startDate, r.endDate));
    }),
    http.get(apiPath(dividendEndpoint.path), ({ request }) => {
      const session = requireAgent(sim, request);
      if (session instanceof Response) return session;
      const r = rangeParams(request);
      if (r instanceof Response) return r;
      return ok(dividendReport(sim, session.merchantCode, session.userName, r.startDate, r.endDate));
    }),
    http.get(apiPath(redRainEndpoint.path), ({ request }) => {
      const session = requireSession(sim, request);
      if (session instanceof Response) return session;
      return ok(redRainOf(sim, session.merchantCode, session.userName));
    }),
  ];
}

const USERNAME = /^[a-z][a-z0-9]{4,15}$/;
const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,16}$/;

export function agentHandlers(sim: Simulator): HttpHandler[] {
  return [
    ...rebateHandlers(sim),
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
          .map((f) => ({
            userName: f.userName,
            betCount: f.betCount,
            betTotal: formatCents(f.betCents),
            winTotal: formatCents(f.winCents),
            profit: formatCents(f.profitCents),
          })),
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
      const value: ContractTerms = termsFor(sim, session.merchantCode, session.userName, known);
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
