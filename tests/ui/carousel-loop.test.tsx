// A carousel loops where swiper's loop mode can wrap around (at least twice the slides in view):
// the partners' 6 slides at 3 a view loop, as the spec asks, instead of rewinding to the first.
import { render } from '@testing-library/react';
import type { Swiper } from 'swiper';
import { Carousel } from '@/ui/carousel';
import { swiperIn } from '../swiper-of';

async function carouselOf(count: number, perView: number): Promise<Swiper> {
  const items = Array.from({ length: count }, (_, i) => `slide ${String(i + 1)}`);
  const { container } = render(
    <Carousel label="Partners" items={items} itemKey={(s) => s} renderItem={(s) => <span>{s}</span>} perView={perView} autoplayMs={5000} />,
  );
  return swiperIn(container);
}

describe('carousel loop', () => {
  it.each([
    [6, 3, true, false],
    [7, 3, true, false],
    [5, 3, false, true],
    [4, 1, true, false],
    [2, 1, true, false],
  ])('%i slides at %i a view: loop %s, rewind %s', async (count, perView, loop, rewind) => {
    const swiper = await carouselOf(count, perView);
    expect(Boolean(swiper.params.loop)).toBe(loop);
    expect(Boolean(swiper.params.rewind)).toBe(rewind);
  });
});
