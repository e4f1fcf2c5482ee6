// The demo platform's handlers that no first page calls: agents, money, promotions, security,
// rewards, referrals, rebates and the demo games. They answer after the front handlers
// (front-handlers.ts), each on a versioned path below /api (/api/v1/…), the calls the browser demo
// loads them for (src/platform-sim/dispatch.ts).
import type { HttpHandler } from 'msw';
import { handlerList, type Simulator } from '@/platform-sim/kernel';
import { agentHandlers } from '@/platform-sim/areas/agent';
import { moneyHandlers } from '@/platform-sim/areas/money';
import { promotionHandlers } from '@/platform-sim/areas/promotions';
import { securityHandlers } from '@/platform-sim/areas/security';
import { rewardHandlers } from '@/platform-sim/areas/rewards';
import { referralHandlers } from '@/platform-sim/areas/referrals';
import { rebateHandlers } from '@/platform-sim/areas/rebates';
import { gameHandlers } from '@/platform-sim/areas/games';

export function backHandlers(sim: Simulator): HttpHandler[] {
  return handlerList(() => [
    ...agentHandlers(sim),
    ...moneyHandlers(sim),
    ...promotionHandlers(sim),
    ...securityHandlers(sim),
    ...rewardHandlers(sim),
    ...referralHandlers(sim),
    ...rebateHandlers(sim),
    ...gameHandlers(sim),
  ]);
}
