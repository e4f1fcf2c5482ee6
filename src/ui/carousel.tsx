// Every carousel of the app on swiper: autoplay (off under reduced motion, paused while the tab is
// hidden or a finger or pointer rests on it), a loop from the last slide back to the first,
// previous / next buttons, a dot per slide, 300 ms transitions, and a swipe turns the slide only
// past the spec's 100 px. The slide in view is announced to assistive tech ("2 / 4") and marked
// `data-active`.
//
// The first slides paint at once, as plain markup laid out exactly as swiper lays them out; swiper
// (carousel-swiper.tsx, its own chunk) takes over once the page has painted, so a banner (the
// largest paint) never waits for it and nothing moves when it does.
import { lazy, Suspense } from 'react';
import { carouselFrame, slideAttributes, type CarouselProps } from '@/ui/carousel-frame';
import { usePainted } from '@/ui/after-paint';
// swiper's own layout rules, with the first paint's stylesheet: the first slides use them too.
import 'swiper/css';
import '@/ui/carousel.css';

const CarouselSwiper = lazy(() => import('@/ui/carousel-swiper'));

/** The first page of slides as plain markup, laid out as swiper lays them out. */
function FirstSlides<T>(props: CarouselProps<T>) {
  const { items, itemKey, renderItem, label, perView = 1, list = false } = props;
  const shown = items.slice(0, perView);
  const Wrapper = list ? 'ul' : 'div';
  const Slide = list ? 'li' : 'div';
  return (
    <div {...carouselFrame(props)}>
      <div className="swiper">
        <Wrapper className="swiper-wrapper" aria-label={list ? label : undefined}>
          {shown.map((item, i) => (
            <Slide key={itemKey(item)} className="swiper-slide" {...slideAttributes(list, i, items.length)} data-active={i === 0 ? 'true' : undefined}>
              {renderItem(item, i)}
            </Slide>
          ))}
        </Wrapper>
      </div>
    </div>
  );
}

export function Carousel<T>(props: CarouselProps<T>) {
  const painted = usePainted(props.takeOverAfter);
  if (!painted) return <FirstSlides {...props} />;
  return (
    <Suspense fallback={<FirstSlides {...props} />}>
      <CarouselSwiper {...(props as CarouselProps<unknown>)} />
    </Suspense>
  );
}

export { useCarouselController, type CarouselProps } from '@/ui/carousel-frame';
