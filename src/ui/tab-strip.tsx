// One tab strip for every screen, with the WAI-ARIA tabs pattern: only the selected tab is in the
// tab order (roving tabindex); ArrowLeft/ArrowRight move to the previous/next tab (wrapping), Home
// and End to the first and last; selection follows focus. Screens keep their own class names.
// A strip wider than its screen scrolls sideways, and keeps its selected tab in full view: a tab
// chosen while half cut off, or one restored from the URL past the edge, is scrolled into the strip.
import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<Id extends string | number> {
  readonly id: Id;
  readonly label: ReactNode;
  /** Extra class of this tab (e.g. the member's own level). */
  readonly className?: string;
}

export interface TabStripProps<Id extends string | number> {
  readonly tabs: readonly TabItem<Id>[];
  readonly current: Id | undefined;
  readonly onChange: (id: Id) => void;
  /** The accessible name of the strip. */
  readonly label: string;
  readonly className: string;
  readonly tabClassName: string;
  /** Added to the selected tab's class. */
  readonly activeClassName?: string;
  /** Gives each tab the id `${idPrefix}-${id}` (a panel's aria-labelledby can name it). */
  readonly idPrefix?: string;
  /** Gives each tab aria-controls `${panelPrefix}-${id}`. */
  readonly panelPrefix?: string;
}

/** Scrolls a sideways strip (never the page) just enough to show the whole of one of its tabs. */
function revealInStrip(strip: HTMLElement, tab: HTMLElement): void {
  if (strip.scrollWidth <= strip.clientWidth) return;
  const outer = strip.getBoundingClientRect();
  const inner = tab.getBoundingClientRect();
  if (inner.left < outer.left) strip.scrollLeft += inner.left - outer.left;
  else if (inner.right > outer.right) strip.scrollLeft += inner.right - outer.right;
}

const KEY_STEPS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

export function TabStrip<Id extends string | number>({
  tabs,
  current,
  onChange,
  label,
  className,
  tabClassName,
  activeClassName,
  idPrefix,
  panelPrefix,
}: TabStripProps<Id>) {
  const strip = useRef<HTMLDivElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const mounted = useRef(false);
  const selected = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === current),
  );

  useLayoutEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    // A strip that has just drawn shows its first tab: no layout read for the usual first render.
    if (first && selected === 0) return;
    const box = strip.current;
    const tab = buttons.current[selected];
    if (box && tab) revealInStrip(box, tab);
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key];
    if (!step || tabs.length === 0) return;
    event.preventDefault();
    const next = step(selected, tabs.length);
    const tab = tabs[next];
    if (!tab) return;
    buttons.current[next]?.focus();
    if (tab.id !== current) onChange(tab.id);
  };

  return (
    <div ref={strip} className={className} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab, i) => {
        const active = i === selected && tab.id === current;
        const classes = [tabClassName, tab.className, active ? activeClassName : undefined].filter(Boolean).join(' ');
        return (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={idPrefix ? `${idPrefix}-${String(tab.id)}` : undefined}
            aria-controls={panelPrefix ? `${panelPrefix}-${String(tab.id)}` : undefined}
            aria-selected={active}
            tabIndex={i === selected ? 0 : -1}
            className={classes}
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
