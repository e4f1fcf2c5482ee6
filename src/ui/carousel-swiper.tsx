// The carousel once swiper drives it (carousel.tsx renders the first slides until then).
import { useEffect, useMemo, useRef, useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import { carouselFrame, slideAttributes, TRANSITION_MS, type CarouselProps } from '@/ui/carousel-frame';
import { SWIPE_THRESHOLD_PX } from '@/ui/swipe';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function useReducedMotion(): boolean {
  const media = useMemo(() => (typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null), []);
  const [reduced, setReduced] = useState(() => media?.matches ?? false);
  useEffect(() => {
    if (!media) return undefined;
    const change = () => setReduced(media.matches);
    media.addEventListener?.('change', change);
    return () => media.removeEventListener?.('change', change);
  }, [media]);
  return reduced;
}

type Point = { x: number; y: number };

/** Where a pointer or finger event is (the finger that changed, for a touch). */
function pointOf(e: unknown): Point | null {
  if (typeof TouchEvent !== 'undefined' && e instanceof TouchEvent) {
    const t = e.changedTouches[0] ?? e.touches[0];
    return t ? { x: t.clientX, y: t.clientY } : null;
  }
  return e instanceof MouseEvent ? { x: e.clientX, y: e.clientY } : null;
}

export default function CarouselSwiper(props: CarouselProps<unknown>) {
  const {
    items,
    itemKey,
    renderItem,
    label,
    perView = 1,
    gap = 0,
    autoplayMs,
    dots = false,
    controls,
    vertical = false,
    list = false,
    onActive,
    controller,
  } = props;
  const swiper = useRef<SwiperInstance | null>(null);
  const touchStart = useRef<Point | null>(null);
  const reduced = useReducedMotion();
  const pages = items.length > perView;
  const [active, setActive] = useState(0);
  const autoplay = autoplayMs && pages && !reduced ? { delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true } : false;
  useEffect(() => {
    controller?.bind({
      previous: () => swiper.current?.slidePrev(),
      next: () => swiper.current?.slideNext(),
      // Moves asked for while swiper's code loaded: at once, from the first slide.
      skip: (slides) => {
        const s = swiper.current;
        if (!s || s.slides.length === 0) return;
        const count = s.slides.length;
        s.slideToLoop(((slides % count) + count) % count, 0);
      },
    });
    return () => controller?.bind(null);
  }, [controller]);
  // Reduced motion asked for while it plays (WCAG 2.2.2): it stops, and nothing moves by itself.
  useEffect(() => {
    if (reduced) swiper.current?.autoplay?.stop();
  }, [reduced]);

  return (
    <div {...carouselFrame(props)}>
      <Swiper
        // The slides' roles and names are ours (slideAttributes), as in the first paint's markup.
        modules={[Autoplay]}
        wrapperTag={list ? 'ul' : 'div'}
        direction={vertical ? 'vertical' : 'horizontal'}
        slidesPerView={perView}
        spaceBetween={gap}
        // A loop where swiper has slides enough to wrap around seamlessly (twice the slides in view, its
        // rule for loop mode: the partners' 6 at 3 a view loop); else it rewinds from the last to the first.
        loop={items.length >= perView * 2}
        rewind={pages && items.length < perView * 2}
        speed={reduced ? 0 : TRANSITION_MS}
        autoplay={autoplay}
        // The spec's swipe threshold (100 px): the slides follow the finger, and on release they turn
        // when it went 100 px or more in the carousel's direction, however fast or slowly; a shorter
        // move springs back. Every release is judged as swiper's 'long swipe', whose ratio is set
        // from the whole move: 0 turns the page, 2 never does. (swiper's own `threshold` holds still
        // for that many px and then counts from there, so 100 would ask for twice as much.)
        longSwipesMs={0}
        onTouchStart={(s, e) => {
          touchStart.current = pointOf(e);
          // A finger resting on the slides holds autoplay (a tap must not land on the next slide).
          s.autoplay?.pause();
        }}
        onTouchEnd={(s, e) => {
          const from = touchStart.current;
          const to = pointOf(e);
          touchStart.current = null;
          const moved = from && to ? Math.abs(s.isHorizontal() ? to.x - from.x : to.y - from.y) : 0;
          s.params.longSwipesRatio = moved >= SWIPE_THRESHOLD_PX ? 0 : 2;
          s.autoplay?.resume();
        }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          slideRole: 'group',
          slideLabelMessage: '{{index}} / {{slidesLength}}',
          containerRoleDescriptionMessage: null,
          itemRoleDescriptionMessage: 'slide',
        }}
        onSwiper={(s) => {
          swiper.current = s;
          if (list) s.wrapperEl.setAttribute('aria-label', label);
        }}
        onSlideChange={(s) => {
          setActive(s.realIndex);
          onActive?.(s.realIndex);
        }}
      >
        {items.map((item, i) => (
          <SwiperSlide
            key={itemKey(item)}
            tag={list ? 'li' : 'div'}
            {...slideAttributes(list, i, items.length)}
            data-active={i === active ? 'true' : undefined}
          >
            {renderItem(item, i)}
          </SwiperSlide>
        ))}
      </Swiper>
      {dots && pages ? (
        <div className="carousel__dots" aria-hidden="true">
          {items.map((item, i) => (
            <span key={itemKey(item)} className={`carousel__dot${i === active ? ' carousel__dot--active' : ''}`} />
          ))}
        </div>
      ) : null}
      {controls && pages ? (
        <>
          <button type="button" className="carousel__nav carousel__nav--prev" aria-label={controls.previous} onClick={() => swiper.current?.slidePrev()}>
            ‹
          </button>
          <button type="button" className="carousel__nav carousel__nav--next" aria-label={controls.next} onClick={() => swiper.current?.slideNext()}>
            ›
          </button>
        </>
      ) : null}
    </div>
  );
}
