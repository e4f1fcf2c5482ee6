// A carousel on the browser's own scroll snapping: the slides sit in a horizontal scroller, so a
// swipe is native scrolling (on the compositor, at the finger's speed, with no script on the
// main thread) and nothing is downloaded for it. Autoplay (carousel-autoplay.ts) moves one slide
// per delay and wraps from the last slide to the first; previous / next buttons do the same by
// hand. The slide in view is announced to assistive tech ("2 / 4") and marked `data-active`.
import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { startAutoplay } from '@/ui/carousel-autoplay';
import '@/ui/carousel.css';

export interface CarouselProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** The region's accessible name. */
  label: string;
  /** Slides in view at once (default 1). */
  perView?: number;
  /** Space between slides in px (default 0). */
  gap?: number;
  /** Move to the next slide every this many ms (off when absent, or with a single page). */
  autoplayMs?: number;
  /** Show a dot per slide position. */
  dots?: boolean;
  /** Labels of the previous / next buttons; without them there are no buttons. */
  controls?: { previous: string; next: string };
  className?: string;
}

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function Carousel<T>({ items, itemKey, renderItem, label, perView = 1, gap = 0, autoplayMs, dots = false, controls, className }: CarouselProps<T>) {
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const activeRef = useRef(0);
  const lastIndex = Math.max(0, items.length - perView);
  const pages = lastIndex > 0;

  /** The distance from one slide's start to the next one's. */
  const step = useCallback(() => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return 0;
    return (el.clientWidth - gap * (perView - 1)) / perView + gap;
  }, [gap, perView]);

  const goTo = useCallback(
    (index: number) => {
      const el = track.current;
      const s = step();
      const target = index > lastIndex ? 0 : index < 0 ? lastIndex : index;
      activeRef.current = target;
      setActive(target);
      if (el && s > 0 && typeof el.scrollTo === 'function') el.scrollTo({ left: target * s, behavior: reducedMotion() ? 'auto' : 'smooth' });
    },
    [lastIndex, step],
  );

  // The slide in view follows the scroll position (a swipe, or a move of ours), once a frame.
  useEffect(() => {
    const el = track.current;
    if (!el) return undefined;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const s = step();
        if (s <= 0) return;
        const index = Math.min(lastIndex, Math.max(0, Math.round(el.scrollLeft / s)));
        if (index !== activeRef.current) {
          activeRef.current = index;
          setActive(index);
        }
      });
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', onScroll);
    };
  }, [lastIndex, step]);

  useEffect(() => {
    const el = track.current;
    if (!el || !autoplayMs || !pages) return undefined;
    return startAutoplay(
      {
        next: () => goTo(activeRef.current + 1),
        onInteraction: (fn) => {
          el.addEventListener('pointerup', fn);
          el.addEventListener('touchend', fn, { passive: true });
          return () => {
            el.removeEventListener('pointerup', fn);
            el.removeEventListener('touchend', fn);
          };
        },
      },
      autoplayMs,
    );
  }, [autoplayMs, pages, goTo]);

  const style = { '--carousel-per-view': perView, '--carousel-gap': `${gap}px` } as CSSProperties;
  return (
    <div className={`carousel${className ? ` ${className}` : ''}`} role="region" aria-roledescription="carousel" aria-label={label} style={style}>
      <div ref={track} className="carousel__track">
        {items.map((item, i) => (
          <div
            key={itemKey(item)}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${items.length}`}
            data-active={i === active ? 'true' : undefined}
          >
            {renderItem(item, i)}
          </div>
        ))}
      </div>
      {dots && pages ? (
        <div className="carousel__dots" aria-hidden="true">
          {Array.from({ length: lastIndex + 1 }, (_, i) => (
            <span key={i} className={`carousel__dot${i === active ? ' carousel__dot--active' : ''}`} />
          ))}
        </div>
      ) : null}
      {controls && pages ? (
        <>
          <button type="button" className="carousel__nav carousel__nav--prev" aria-label={controls.previous} onClick={() => goTo(activeRef.current - 1)}>
            ‹
          </button>
          <button type="button" className="carousel__nav carousel__nav--next" aria-label={controls.next} onClick={() => goTo(activeRef.current + 1)}>
            ›
          </button>
        </>
      ) : null}
    </div>
  );
}
