// Every handler of the demo platform, by area. The same list serves the MSW service worker
// (browser demo), msw/node (tests) and the HTTP server of `npm run platform`.
import { delay, http, type HttpHandler } from 'msw';
import { apiPath, type Simulator } from '@/platform-sim/kernel';
import { statusHandlers } from '@/platform-sim/areas/status';
import { accountHandlers } from '@/platform-sim/areas/accounts';
import { systemHandlers } from '@/platform-sim/areas/system';
import { agentHandlers } from '@/platform-sim/areas/agent';
import { contentHandlers } from '@/platform-sim/areas/content';
import { inboxHandlers } from '@/platform-sim/areas/inbox';
import { catalogueHandlers } from '@/platform-sim/areas/catalogue';
import { moneyHandlers } from '@/platform-sim/areas/money';
import { promotionHandlers } from '@/platform-sim/areas/promotions';
import { securityHandlers } from '@/platform-sim/areas/security';
import { rewardHandlers } from '@/platform-sim/areas/rewards';
import { referralHandlers } from '@/platform-sim/areas/referrals';
import { rebateHandlers } from '@/platform-sim/areas/rebates';
import { gameHandlers } from '@/platform-sim/areas/games';

export function createHandlers(sim: Simulator): HttpHandler[] {
  // msw records where each handler was declared (the stack of a new Error) for its debugging
  // output only. A hundred-odd stack traces were most of the cost of building this list, on the
  // main thread of a demo's first load: none is taken while it is built.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return handlerList(sim);
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}

function handlerList(sim: Simulator): HttpHandler[] {
  return [
    // A little latency makes the demo behave like a network (skeletons, pending buttons).
    http.all(apiPath('/*'), async () => {
      if (sim.latencyMs > 0) await delay(sim.latencyMs);
      return undefined;
    }),
    ...statusHandlers(sim),
    ...accountHandlers(sim),
    ...systemHandlers(sim),
    ...agentHandlers(sim),
    // Before content: the inbox area owns the unread count.
    ...inboxHandlers(sim),
    ...contentHandlers(sim),
    ...catalogueHandlers(sim),
    ...moneyHandlers(sim),
    ...promotionHandlers(sim),
    ...securityHandlers(sim),
    ...rewardHandlers(sim),
    ...referralHandlers(sim),
    ...rebateHandlers(sim),
    ...gameHandlers(sim),
  ];
}
