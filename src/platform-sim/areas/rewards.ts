// The rewards area of the demo platform.
import type { HttpHandler } from 'msw';
import type { Simulator } from '@/platform-sim/kernel';

export function rewardHandlers(_sim: Simulator): HttpHandler[] {
  return [];
}
