// The team report of the demo platform: the one computation behind overview, profit and loss and
// team betting (so they agree), from the downline's ledgers, and the team KPI.
import { http, type HttpHandler } from 'msw';
import { apiPath, fail, ok, type Simulator } from '@/platform-sim/kernel';
import { onCalendar } from '@/platform-sim/calendar';
import type { SimAccount, SimSession } from '@/platform-sim/areas/accounts/state';
import { balanceCentsOf, formatCents } from '@/platform-sim/areas/accounts/ledger';
import { teamKpiEndpoint } from '@/api/endpoints/team-kpi';
import { teamOverviewEndpoint, type TeamOverview, type TeamTotals } from '@/api/endpoints/team-overview';
import { teamPnlEndpoint, type TeamPnl, type TeamPnlRow } from '@/api/endpoints/team-pnl';
import { teamBettingEndpoint, type TeamBetting } from '@/api/endpoints/team-betting';
import { onlineUsers, rangeOf, requireAgent, teamOf } from '@/platform-sim/areas/agent/state';

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

export function figuresOf(account: SimAccount, inRange: (at: number) => boolean): MemberFigures {
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

export function reportHandlers(sim: Simulator): HttpHandler[] {
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
  ];
}
