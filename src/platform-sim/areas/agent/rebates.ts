// The agent's rebate on the demo platform: rates per game type (a member's never above its
// upline's) and the rebate on the spread of the downline's valid bets.
import { http, type HttpHandler } from 'msw';
import { apiPath, fail, ok, type Simulator } from '@/platform-sim/kernel';
import { onCalendar } from '@/platform-sim/calendar';
import { accountsSlice } from '@/platform-sim/areas/accounts/state';
import { formatCents } from '@/platform-sim/areas/accounts/ledger';
import { agentRebateRatesEndpoint, type AgentRebateRates } from '@/api/endpoints/agent-rebate-rates';
import { setMemberRebateEndpoint } from '@/api/endpoints/set-member-rebate';
import { agentRebateReportEndpoint, type AgentRebateReport } from '@/api/endpoints/agent-rebate-report';
import { formatRate, gameTypeOfBet, parseRate, REBATE_GAME_TYPES, shareCents, type RebateGameType } from '@/engine/agent-reports';
import { agentSlice, isoDay, PLATFORM_RATES, rangeParams, requireAgent, teamOf } from '@/platform-sim/areas/agent/state';

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

export function agentRebateHandlers(sim: Simulator): HttpHandler[] {
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
  ];
}
