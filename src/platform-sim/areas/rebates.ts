// The rebates area of the demo platform.
import type { HttpHandler } from 'msw';
import type { Simulator } from '@/platform-sim/kernel';

export function rebateHandlers(_sim: Simulator): HttpHandler[] {
  return [];
}
