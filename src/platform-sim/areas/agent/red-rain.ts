// The red envelope rain schedule of the demo platform, and whether the member may grab today.
import { http, type HttpHandler } from 'msw';
import { apiPath, ok, type Simulator } from '@/platform-sim/kernel';
import { onCalendar } from '@/platform-sim/calendar';
import { accountsSlice } from '@/platform-sim/areas/accounts/state';
import { formatCents } from '@/platform-sim/areas/accounts/ledger';
import { requireSession } from '@/platform-sim/areas/accounts/sessions';
import { redRainEndpoint, type RedRain } from '@/api/endpoints/red-rain';
import { DAY_MS as DAY } from '@/engine/time';
import { agentSlice, isoDay } from '@/platform-sim/areas/agent/state';

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

export function redRainHandlers(sim: Simulator): HttpHandler[] {
  return [
    http.get(apiPath(redRainEndpoint.path), ({ request }) => {
      const session = requireSession(sim, request);
      if (session instanceof Response) return session;
      return ok(redRainOf(sim, session.merchantCode, session.userName));
    }),
  ];
}
