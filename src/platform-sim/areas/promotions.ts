// Promotions, rewards, points mall, level benefits, invitations and missions of the demo platform.
import type { HttpHandler } from 'msw';
import type { Simulator } from '@/platform-sim/kernel';

export function promotionHandlers(sim: Simulator): HttpHandler[] {
  void sim;
  return [];
}
