// Every carousel of the app on swiper: autoplay (off under reduced motion, paused while the tab is
// hidden or a finger or pointer rests on it), a loop from the last slide back to the first,
// previous / next buttons, a dot per slide, 300 ms transitions, and a swipe turns the slide only
// past the spec's 100 px. The slide in view is announced to assistive tech ("2 / 4") and marked
// `data-active`.
//
// The first slides paint at once, as plain markup laid out exactly as swiper lays them out; swiper
// (carousel-swiper.tsx, its own chunk) takes over once the page has painted and its code is in, so
// a banner (the largest paint) never waits for it and nothing moves when it does. Until then the
// first slides stay the very elements first drawn: drawn again (as a Suspense fallback would be),
// the hero's image would be a new element, and a later largest paint. Should swiper's code fail to
// load, the first slides stay, still.
import { createElement, useEffect, useState, type ComponentType } from 'react';
import { carouselFrame, slideAttributes, type CarouselProps } from '@/ui/carousel-frame';
import { usePainted } from '@/ui/after-paint';
import { loadOnce } from '@/ui/load-once';
// swiper's own layout rules, with the first paint's stylesheet: the first slides use them too.
import 'swiper/css';
import '@/ui/carousel.css';

type SwiperCarousel = ComponentType<CarouselProps<unknown>>;

/** swiper's rendering, loaded once for every carousel (a failed load is tried again by the next). */
const loadSwiper = loadOnce((): Promise<SwiperCarousel> => import('@/ui/carousel-swiper').then((m) => m.default));

/** swiper's rendering, once the page has painted (and `after` settled) and its chunk is in. */
function useSwiper(after: Promise<unknown> | undefined): SwiperCarousel | null {
  const painted = usePainted(after);
  const [swiper, setSwiper] = useState<SwiperCarousel | null>(null);
  useEffect(() => {
    if (!painted || swiper) return undefined;
    let live = true;
    loadSwiper().then(
      (component) => {
        if (live) setSwiper(() => component);
      },
      () => undefined, // the first slides stay, as drawn
    );
    return () => {
      live = false;
    };
  }, [painted, swiper]);
  return swiper;
}

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
  // A component loaded at run time, as the screens are (src/app/screen-type.ts).
  const swiper = useSwiper(props.takeOverAfter);
  return swiper ? createElement(swiper, props as CarouselProps<unknown>) : <FirstSlides {...props} />;
}

export { useCarouselController, type CarouselProps } from '@/ui/carousel-frame';
