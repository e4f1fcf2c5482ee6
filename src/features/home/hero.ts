// Home's hero: its first banner's image, the page's largest paint. What lies beside it and below
// the fold (its code, its answers, its images) waits until the hero is on screen (loaded, then
// painted), or has failed, or there is none to wait for (no banner group, no banners, an error), so
// that on a slow network none of it competes with the hero for the connection or the main thread;
// never longer than HERO_WAIT_MS.
import { afterLargestPaint } from '@/ui/after-paint';

/** The longest the parts below the fold wait for the hero. */
export const HERO_WAIT_MS = 2_500;

let settle: () => void = () => undefined;
const shown = new Promise<void>((resolve) => {
  settle = resolve;
});

/** The hero has loaded, failed, or will not come: once is enough (later visits to home do not wait). */
export function heroDone(): void {
  settle();
}

/** The hero's image has loaded: done once the browser has painted it (src/ui/after-paint.tsx). */
export function heroLoaded(image: HTMLImageElement): void {
  afterLargestPaint(image, heroDone);
}

/** Settles once the hero is done, or after `waitMs` at the most. */
export function heroReady(waitMs: number = HERO_WAIT_MS): Promise<void> {
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}
