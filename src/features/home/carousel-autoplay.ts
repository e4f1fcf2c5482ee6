// Autoplay for the home's swiper carousels on a plain timer. Swiper's own Autoplay module runs a
// requestAnimationFrame loop for as long as it plays (to report the time left): main-thread work
// on every frame of an idle home page, which a phone pays for in battery and Lighthouse in total
// blocking time. A timer moves the slide once per delay and does nothing in between; it pauses
// while the tab is hidden, restarts after the member swipes, and stays off when the device asks
// for reduced motion (WCAG 2.2.2: nothing moves by itself that the member did not ask for).
import type Swiper from 'swiper';

export function startAutoplay(swiper: Swiper, delayMs: number): () => void {
  if (typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches) return () => undefined;
  let timer = 0;
  const schedule = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      if (!swiper.destroyed && !document.hidden) swiper.slideNext();
      schedule();
    }, delayMs);
  };
  swiper.on('touchEnd', schedule);
  schedule();
  return () => {
    window.clearTimeout(timer);
    if (!swiper.destroyed) swiper.off('touchEnd', schedule);
  };
}
