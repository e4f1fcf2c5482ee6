// The head icon (avatar) of any member, chosen among the demo's pictures.
import { http, type HttpHandler } from 'msw';
import { apiPath, fail, ok, type Simulator } from '@/platform-sim/kernel';
import { requireSession } from '@/platform-sim/areas/accounts/sessions';
import { headIconsEndpoint, setHeadIconEndpoint } from '@/api/endpoints/head-icon';
import { agentSlice } from '@/platform-sim/areas/agent/state';

export const HEAD_ICON_CHOICES = Array.from({ length: 8 }, (_, i) => `/sim-assets/avatar/choice-${i + 1}.svg`);

export function headIconHandlers(sim: Simulator): HttpHandler[] {
  return [
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
