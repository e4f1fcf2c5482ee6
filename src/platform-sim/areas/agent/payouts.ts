// The daily wage and the half-monthly dividend of the accepted contracts on the demo platform,
// from the downline's ledgers, paid into the agent's ledger once a day or period has closed.
import { http, type HttpHandler } from 'msw';
import { apiPath, ok, type Simulator } from '@/platform-sim/kernel';
import { onCalendar } from '@/platform-sim/calendar';
import { accountsSlice } from '@/platform-sim/areas/accounts/state';
import { adjustBalance, formatCents } from '@/platform-sim/areas/accounts/ledger';
import { dailyWageEndpoint, type DailyWage, type PayoutStatus } from '@/api/endpoints/daily-wage';
import { dividendEndpoint, type Dividend } from '@/api/endpoints/dividend';
import { centsOf, daysOf, parseRate, periodOf, periodsOf, reachedTier, shareCents } from '@/engine/agent-reports';
import { DAY_MS as DAY } from '@/engine/time';
import { isoDay, rangeParams, requireAgent, teamOf } from '@/platform-sim/areas/agent/state';
import { acceptedDay, termsFor, tiersOf } from '@/platform-sim/areas/agent/contracts';

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

export function payoutHandlers(sim: Simulator): HttpHandler[] {
  return [
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
  ];
}
