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
  const reduced = useReducedMotion();
  const pages = items.length > perView;
  const [active, setActive] = useState(0);
  const autoplay = autoplayMs && pages && !reduced ? { delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true } : false;
  useEffect(() => {
    controller?.bind({ previous: () => swiper.current?.slidePrev(), next: () => swiper.current?.slideNext() });
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
        // A loop where swiper has slides enough to wrap around seamlessly; else it rewinds from the last to the first.
        loop={items.length > perView * 2}
        rewind={pages && items.length <= perView * 2}
        speed={reduced ? 0 : TRANSITION_MS}
        autoplay={autoplay}
        // Nothing moves before a finger has gone the spec's 100 px: a shorter move is a tap or a scroll.
        threshold={SWIPE_THRESHOLD_PX}
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
        // A finger resting on the slides holds autoplay (a tap must not land on the next slide).
        onTouchStart={(s) => s.autoplay?.pause()}
        onTouchEnd={(s) => s.autoplay?.resume()}
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
