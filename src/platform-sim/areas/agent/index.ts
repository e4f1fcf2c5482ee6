// The agent area of the demo platform: team KPI and team reports from the downline's ledgers
// (one report function behind overview, profit and loss and team betting, so they agree),
// the downline list and member detail, contract requests with their terms (accept / decline),
// open account, and the head icon (avatar) of any member. From the same ledgers: rebate rates per
// game type (a member's never above its upline's) and the agent's rebate on the spread, the daily
// wage and the half-monthly dividend of the accepted contracts (paid into the agent's ledger once
// a day or period has closed), and the red envelope rain schedule. One file each beside this one;
// this composes their handlers in the original order.
import type { HttpHandler } from 'msw';
import type { Simulator } from '@/platform-sim/kernel';
import { agentRebateHandlers } from '@/platform-sim/areas/agent/rebates';
import { payoutHandlers } from '@/platform-sim/areas/agent/payouts';
import { redRainHandlers } from '@/platform-sim/areas/agent/red-rain';
import { reportHandlers } from '@/platform-sim/areas/agent/reports';
import { teamHandlers } from '@/platform-sim/areas/agent/team';
import { contractHandlers } from '@/platform-sim/areas/agent/contracts';
import { openAccountHandlers } from '@/platform-sim/areas/agent/open-account';
import { headIconHandlers } from '@/platform-sim/areas/agent/head-icons';

export function agentHandlers(sim: Simulator): HttpHandler[] {
  return [
    ...agentRebateHandlers(sim),
    ...payoutHandlers(sim),
    ...redRainHandlers(sim),
    ...reportHandlers(sim),
    ...teamHandlers(sim),
    ...contractHandlers(sim),
    ...openAccountHandlers(sim),
    ...headIconHandlers(sim),
  ];
}
