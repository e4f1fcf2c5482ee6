// Every handler of the demo platform, by area. The same list serves the MSW service worker
// (browser demo), msw/node (tests) and the HTTP server of `npm run platform`.
import type { HttpHandler } from 'msw';
import type { Simulator } from '@/platform-sim/kernel';
import { statusHandlers } from '@/platform-sim/areas/status';
import { accountHandlers } from '@/platform-sim/areas/accounts';
import { systemHandlers } from '@/platform-sim/areas/system';
import { catalogueHandlers } from '@/platform-sim/areas/catalogue';
import { contentHandlers } from '@/platform-sim/areas/content';
import { agentHandlers } from '@/platform-sim/areas/agent';

export function createHandlers(sim: Simulator): HttpHandler[] {
  return [
    ...statusHandlers(sim),
    ...accountHandlers(sim),
    ...systemHandlers(sim),
    ...catalogueHandlers(sim),
    ...contentHandlers(sim),
    ...agentHandlers(sim),
  ];
}
