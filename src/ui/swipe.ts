// Touch swipes: a finger that moves at least the spec's 100 px, mostly in one direction, is a
// swipe that way; anything shorter is a tap or a scroll and does nothing.
import { useRef, type TouchEvent } from 'react';

/** The spec's touch swipe threshold. */
export const SWIPE_THRESHOLD_PX = 100;

export type SwipeDirection = 'left' | 'right' | 'up' | 'down';

/** The swipe a finger's move makes (dx, dy in px from where it touched down), or null. */
export function swipeDirection(dx: number, dy: number): SwipeDirection | null {
  const ax = Math.abs(dx);
  const ay = Math.abs(dy);
  if (ax >= SWIPE_THRESHOLD_PX && ax > ay) return dx > 0 ? 'right' : 'left';
  if (ay >= SWIPE_THRESHOLD_PX && ay > ax) return dy > 0 ? 'down' : 'up';
  return null;
}

/** Touch handlers that call `onSwipe` once a finger lifts after a swipe. */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (e: TouchEvent) => {
      const t = e.touches[0];
      start.current = t ? { x: t.clientX, y: t.clientY } : null;
    },
    onTouchEnd: (e: TouchEvent) => {
      const from = start.current;
      const t = e.changedTouches[0];
      start.current = null;
      if (!from || !t) return;
      const direction = swipeDirection(t.clientX - from.x, t.clientY - from.y);
      if (direction) onSwipe(direction);
    },
  };
}
