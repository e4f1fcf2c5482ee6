// A windowed game grid: only the rows in (or near) the viewport are in the DOM (the engine's
// gridWindow), the others are replaced by the space they take, so a list of the whole catalogue
// keeps a bounded number of tiles and the page its full height. Tiles are memoised, so a new
// answer re-renders only what changed.
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Game } from '@/api/endpoints/game-types';
import { DEFAULT_OVERSCAN_ROWS, FALLBACK_ROW_HEIGHT, gridWindow, type GridWindow } from '@/engine/game-grid';
import { GameTile, useTileLabels } from '@/features/lobby/game-tile';

export const GRID_COLUMNS = 3;
/** Tiles are recycled: a tile keeps its DOM node (keyed by its slot) while the window moves or a
 * new answer arrives, so only what changed is written. More slots than any window needs. */
export const TILE_SLOTS = 60;

export interface GameGridProps {
  games: readonly Game[];
  label: string;
  favourites: ReadonlySet<string>;
  imageUrl: (game: Game) => string;
  onLaunch: (game: Game) => void;
  onStar: (game: Game, next: boolean) => void;
  showVendor?: boolean;
  /** Vendor display name by code (required: a tile never shows a bare vendor code when a name is known). */
  vendorName: (code: string) => string;
  columns?: number;
}

const MemoTile = memo(GameTile);

export function GameGrid({ games, label, favourites, imageUrl, onLaunch, onStar, showVendor = true, vendorName, columns = GRID_COLUMNS }: GameGridProps) {
  const ref = useRef<HTMLUListElement>(null);
  const labels = useTileLabels();
  const rowHeight = useRef(0);
  const [win, setWin] = useState<GridWindow>(() =>
    gridWindow({ count: games.length, columns, rowHeight: FALLBACK_ROW_HEIGHT, offset: 0, viewportHeight: typeof window === 'undefined' ? 800 : window.innerHeight }),
  );

  // Stable handlers for the memoised tiles.
  const handlers = useRef({ onLaunch, onStar });
  useLayoutEffect(() => {
    handlers.current = { onLaunch, onStar };
  });
  const launch = useCallback((g: Game) => handlers.current.onLaunch(g), []);
  const star = useCallback((g: Game, next: boolean) => handlers.current.onStar(g, next), []);

  const compute = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const first = el.querySelector<HTMLElement>(':scope > li');
    if (first && first.offsetHeight > 0) {
      const gap = parseFloat(getComputedStyle(el).rowGap) || 0;
      rowHeight.current = first.offsetHeight + gap;
    }
    const next = gridWindow({
      count: games.length,
      columns,
      rowHeight: rowHeight.current || FALLBACK_ROW_HEIGHT,
      offset: -el.getBoundingClientRect().top,
      viewportHeight: window.innerHeight,
      overscanRows: DEFAULT_OVERSCAN_ROWS,
    });
    setWin((w) => (w.start === next.start && w.end === next.end && w.padTop === next.padTop && w.padBottom === next.padBottom ? w : next));
  }, [games.length, columns]);

  useLayoutEffect(compute, [compute]);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        compute();
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [compute]);

  const end = Math.min(win.end, games.length);
  const start = Math.min(win.start, end);
  const visible = games.slice(start, end);
  const slots = Math.max(TILE_SLOTS, visible.length);
  return (
    <ul
      ref={ref}
      className="game-grid"
      aria-label={label}
      data-total={games.length}
      style={{ paddingTop: win.padTop, paddingBottom: win.padBottom, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
    >
      {visible.map((g, i) => (
        <MemoTile
          key={(start + i) % slots}
          game={g}
          labels={labels(g)}
          imageUrl={imageUrl(g)}
          favourite={favourites.has(g.nodeId)}
          showVendor={showVendor}
          vendorLabel={vendorName(g.vassalage)}
          position={start + i + 1}
          setSize={games.length}
          onLaunch={launch}
          onStar={star}
        />
      ))}
    </ul>
  );
}
