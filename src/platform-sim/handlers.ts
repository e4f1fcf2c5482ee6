// Every handler of the demo platform, in the order msw tries them: the front handlers (what a first
// page calls), then the back ones. The same list serves msw/node (tests) and the HTTP server of
// `npm run platform`; the browser demo loads the back handlers on demand (src/platform-sim/browser.ts).
import type { HttpHandler } from 'msw';
import type { Simulator } from '@/platform-sim/kernel';
import { frontHandlers } from '@/platform-sim/front-handlers';
import { backHandlers } from '@/platform-sim/back-handlers';

export function createHandlers(sim: Simulator): HttpHandler[] {
  return [...frontHandlers(sim), ...backHandlers(sim)];
}
