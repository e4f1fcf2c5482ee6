// A marquee: a line of links that scrolls to the left and loops, at the spec's 30 frames a second
// (the announcement marquee): the track moves in whole frames of 1000/30 ms, each frame written
// once (one style write per frame, not one per display refresh). It stops while a pointer is over
// it or a link in it has focus (so it can be read and tapped), and does not move at all for
// people who ask for reduced motion.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import '@/ui/marquee.css';

/** The spec's announcement marquee frame rate. */
export const MARQUEE_FPS = 30;
/** How far the track moves each second. */
export const MARQUEE_SPEED_PX = 45;

/** The frame shown `elapsedMs` after the start (frames of 1000/MARQUEE_FPS ms). */
export const marqueeFrame = (elapsedMs: number): number => Math.floor((Math.max(0, elapsedMs) * MARQUEE_FPS) / 1000);

/** The track's offset in px at a frame: MARQUEE_SPEED_PX a second, wrapping at `loopPx` (one copy of the items). */
export function marqueeOffset(frame: number, loopPx: number): number {
  if (!(loopPx > 0)) return 0;
  return ((frame * MARQUEE_SPEED_PX) / MARQUEE_FPS) % loopPx;
}

export interface MarqueeItem {
  key: string;
  text: string;
  to: string;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export function Marquee({ items }: { items: readonly MarqueeItem[] }) {
  const track = useRef<HTMLDivElement>(null);
  const held = useRef(false);
  // Restarted only when the text changes, not on every render of a parent (a new array).
  const signature = items.map((i) => `${i.key}\u0000${i.text}`).join('\u0001');
  useEffect(() => {
    const el = track.current;
    if (!el || signature === '') return undefined;
    // Asked for live: a person (or a test) who asks for reduced motion later stops it too.
    const reduced = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;
    let raf = 0;
    let last: number | null = null;
    let elapsed = 0;
    let shown = -1;
    // One copy of the items is half the track. Measured at the first frame and again only once the
    // track's size has changed (its texts, a font arriving), never every frame: a size read after the
    // page changed forces the browser to lay the whole page out within the frame.
    let loopPx = 0;
    let measured = false;
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(() => void (measured = false)) : null;
    resized?.observe(el);
    const tick = (now: number) => {
      if (reduced?.matches) {
        // Reduced motion: the text stands at its start.
        elapsed = 0;
        last = null;
        if (shown !== -1) el.style.transform = '';
        shown = -1;
        raf = window.requestAnimationFrame(tick);
        return;
      }
      // Time held (pointer over, focus inside) does not count: the text resumes where it stopped.
      if (last !== null && !held.current) elapsed += now - last;
      last = now;
      const frame = marqueeFrame(elapsed);
      if (!measured) {
        measured = true;
        loopPx = el.scrollWidth / 2;
        shown = -1;
      }
      if (frame !== shown) {
        shown = frame;
        el.style.transform = `translate3d(${-marqueeOffset(frame, loopPx)}px, 0, 0)`;
      }
      raf = window.requestAnimationFrame(tick);
    };
    raf = window.requestAnimationFrame(tick);
    return () => {
      window.cancelAnimationFrame(raf);
      resized?.disconnect();
    };
  }, [signature]);
  const hold = () => {
    held.current = true;
  };
  const release = () => {
    held.current = false;
  };
  return (
    <div className="ui-marquee" onPointerEnter={hold} onPointerLeave={release} onFocus={hold} onBlur={release}>
      <div ref={track} className="ui-marquee__track">
        {[...items, ...items].map((item, i) => {
          const copy = i >= items.length;
          return (
            <Link key={`${item.key}-${i}`} to={item.to} className="ui-marquee__item" tabIndex={copy ? -1 : 0} aria-hidden={copy || undefined}>
              {item.text}
            </Link>
          );
        })}
      </div>
    </div>
  );
}
