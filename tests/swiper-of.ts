// The swiper instance of a carousel once swiper drives it (carousel.tsx paints the first slides as
// plain markup until then): its params and autoplay say how it moves.
import { waitFor } from '@testing-library/react';
import type { Swiper } from 'swiper';

export async function swiperIn(container: HTMLElement, selector = '.swiper-initialized'): Promise<Swiper> {
  let swiper: Swiper | undefined;
  await waitFor(() => {
    swiper = (container.querySelector(selector) as (HTMLElement & { swiper?: Swiper }) | null)?.swiper;
    expect(swiper).toBeDefined();
  });
  return swiper as Swiper;
}
