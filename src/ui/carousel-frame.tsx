// What the carousel's two renderings share (carousel.tsx until swiper takes over, then
// carousel-swiper.tsx): the props, the frame's attributes and sizes, a slide's attributes.
import { useState, type CSSProperties, type ReactNode } from 'react';

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
  /** Slides stacked vertically (a ticker), `perView` rows in view. */
  vertical?: boolean;
  /** A list (ul/li, named by `label`) rather than a region of slides: a ticker of entries. */
  list?: boolean;
  className?: string;
  /** Called with the index of the slide in view, whenever it changes. */
  onActive?: (index: number) => void;
  /** Lets controls outside the carousel (a pager) move it: useCarouselController. */
  controller?: CarouselController;
  /**
   * swiper takes over once the page has painted and this has settled: a carousel holding the
   * page's largest image passes that image's load, so that swiper's code never competes with it.
   */
  takeOverAfter?: Promise<unknown>;
}

/** What a carousel driven by swiper does for its controller. */
interface CarouselMoves {
  previous(): void;
  next(): void;
  /** Moves by this many slides at once (the taps made before it was bound). */
  skip(slides: number): void;
}

/** Moves a carousel from outside it; bound once swiper drives it. */
export interface CarouselController {
  previous(): void;
  next(): void;
  /**
   * Set by the carousel: what previous and next call. Moves asked for before (a tap on a pager
   * while swiper's code loads) are not lost: the carousel is handed their sum, in slides, to apply
   * at once.
   */
  bind(moves: CarouselMoves | null): void;
}

function createController(): CarouselController {
  let moves: CarouselMoves | null = null;
  let waiting = 0;
  return {
    previous: () => (moves ? moves.previous() : void (waiting -= 1)),
    next: () => (moves ? moves.next() : void (waiting += 1)),
    bind: (next) => {
      moves = next;
      if (next && waiting !== 0) next.skip(waiting);
      if (next) waiting = 0;
    },
  };
}

export function useCarouselController(): CarouselController {
  const [controller] = useState(createController);
  return controller;
}

/** The spec's page transition. */
export const TRANSITION_MS = 300;

/** What both renderings share: the region (a list names its list instead), its sizes as CSS variables. */
export function carouselFrame({
  label,
  perView = 1,
  gap = 0,
  className,
  vertical = false,
  list = false,
}: Pick<CarouselProps<unknown>, 'label' | 'perView' | 'gap' | 'className' | 'vertical' | 'list'>) {
  return {
    className: `carousel${vertical ? ' carousel--vertical' : ''}${className ? ` ${className}` : ''}`,
    ...(list ? {} : { role: 'region', 'aria-roledescription': 'carousel', 'aria-label': label }),
    style: { '--carousel-per-view': perView, '--carousel-gap': `${gap}px` } as CSSProperties,
  };
}

/** A slide's own attributes: a group named "2 / 4" among slides, a plain list item in a list. */
export const slideAttributes = (list: boolean, index: number, total: number) =>
  list ? {} : { role: 'group', 'aria-roledescription': 'slide', 'aria-label': `${index + 1} / ${total}` };
