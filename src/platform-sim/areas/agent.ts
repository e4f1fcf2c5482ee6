// The agent area of the demo platform: team KPI from the downline's ledgers, pending contract
// requests, and the head icon (avatar) of any member.
import { http, type HttpHandler } from 'msw';
import { defineSlice, fail, ok, apiPath, type Simulator } from '@/platform-sim/kernel';
import { accountsSlice, requireSession, SEED_TIME } from '@/platform-sim/areas/accounts';
import { teamKpiEndpoint } from '@/api/endpoints/team-kpi';
import { contractInfoEndpoint } from '@/api/endpoints/contract-info';
import { headIconsEndpoint, setHeadIconEndpoint } from '@/api/endpoints/head-icon';

interface AgentState {
  /** Pending contract requests per agent user name. */
  contracts: Record<string, { dailysalreqtype: string | null; divtypecompperiodreq: string | null; contracthoursalreq: string | null }>;
  headIcons: Record<string, string>;
}

export const HEAD_ICON_CHOICES = Array.from({ length: 8 }, (_, i) => `/sim-assets/avatar/choice-${i + 1}.svg`);

export const agentSlice = defineSlice<AgentState>({
  name: 'agent',
  version: 1,
  seed: () => ({
    contracts: { demoagent: { dailysalreqtype: '1', divtypecompperiodreq: null, contracthoursalreq: null } },
    headIcons: {},
  }),
});

const DAY = 86_400_000;

export function agentHandlers(sim: Simulator): HttpHandler[] {
  return [
    http.get(apiPath(teamKpiEndpoint.path), ({ request }) => {
      const session = requireSession(sim, request);
      if (session instanceof Response) return session;
      if ([0, 4, 40].includes(session.type)) return fail('NON_AGENT', 'Non-agents cannot log in');
      const q = new URL(request.url).searchParams;
      const start = Date.parse(`${q.get('startDate') ?? ''}T00:00:00Z`);
      const end = Date.parse(`${q.get('endDate') ?? ''}T00:00:00Z`) + DAY;
      if (Number.isNaN(start) || Number.isNaN(end)) return fail('BAD_REQUEST', 'startDate and endDate are YYYY-MM-DD');
      const state = sim.slice(session.merchantCode, accountsSlice);
      const team = Object.values(state.accounts).filter((a) => a.upline === session.userName);
      // The seed's history is shifted so that its "today" (SEED_TIME) falls on the current day.
      const shift = Math.floor(sim.now() / DAY) * DAY - Math.floor(SEED_TIME / DAY) * DAY;
      const inRange = (at: number) => at + shift >= start && at + shift < end;
      const activeInRange = (a: (typeof team)[number]) => a.ledger.some((e) => inRange(e.at));
      const online = new Set(Object.values(state.sessions).filter((s) => !s.superseded).map((s) => s.userName));
      return ok({
        footer: {
          teamLoginMemberCount: team.filter((a) => online.has(a.userName) || activeInRange(a)).length,
          teamBetMemberCount: team.filter((a) => a.ledger.some((e) => e.kind === 'bet' && inRange(e.at))).length,
          teamRegisterMemberCount: team.filter((a) => inRange(Date.parse(`${a.regDate}T00:00:00Z`))).length,
          teamOnlineCount: team.filter((a) => online.has(a.userName)).length,
        },
      });
    }),
    http.get(apiPath(contractInfoEndpoint.path), ({ request }) => {
      const session = requireSession(sim, request);
      if (session instanceof Response) return session;
      const pending = sim.slice(session.merchantCode, agentSlice).contracts[session.userName];
      return ok(pending ?? { dailysalreqtype: null, divtypecompperiodreq: null, contracthoursalreq: null });
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
