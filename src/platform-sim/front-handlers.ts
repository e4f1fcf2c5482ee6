// The demo platform's handlers for what a visitor's first page calls (home, the game list): the
// platform's status, sessions and the member, content, the game catalogue and the inbox, behind the
// latency every answer waits. The browser demo loads them with the simulator, and the others
// (back-handlers.ts) only once a call needs them (src/platform-sim/browser.ts).
import { delay, http, type HttpHandler } from 'msw';
import { apiPath, handlerList, type Simulator } from '@/platform-sim/kernel';
import { statusHandlers } from '@/platform-sim/areas/status';
import { accountHandlers } from '@/platform-sim/areas/accounts';
import { systemHandlers } from '@/platform-sim/areas/system';
import { contentHandlers } from '@/platform-sim/areas/content';
import { inboxHandlers } from '@/platform-sim/areas/inbox';
import { catalogueHandlers } from '@/platform-sim/areas/catalogue';

export function frontHandlers(sim: Simulator): HttpHandler[] {
  return handlerList(() => [
    // A little latency makes the demo behave like a network (skeletons, pending buttons).
    http.all(apiPath('/*'), async () => {
      if (sim.latencyMs > 0) await delay(sim.latencyMs);
      return undefined;
    }),
    ...statusHandlers(sim),
    ...accountHandlers(sim),
    ...systemHandlers(sim),
    // Before content: the inbox area owns the unread count.
    ...inboxHandlers(sim),
    ...contentHandlers(sim),
    ...catalogueHandlers(sim),
  ]);
}
