// The referrals area of the demo platform.
import type { HttpHandler } from 'msw';
import type { Simulator } from '@/platform-sim/kernel';

export function referralHandlers(_sim: Simulator): HttpHandler[] {
  return [];
}
