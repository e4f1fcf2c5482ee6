// Windowing of a game grid: which tiles of a long list are in (or near) the viewport, and the
// space the others take above and below, so the DOM holds a bounded number of tiles however many
// games are loaded while the page keeps its full scroll height.

export interface GridWindowInput {
  /** Number of games in the list. */
  readonly count: number;
  readonly columns: number;
  /** Height of one row including the gap below it (px). */
  readonly rowHeight: number;
  /** Scroll position relative to the grid's top (px; negative while the grid is below the viewport top). */
  readonly offset: number;
  readonly viewportHeight: number;
  /** Extra rows rendered above and below the viewport. */
  readonly overscanRows?: number;
}

export interface GridWindow {
  /** First rendered index (inclusive). */
  readonly start: number;
  /** Last rendered index (exclusive). */
  readonly end: number;
  readonly padTop: number;
  readonly padBottom: number;
  readonly rows: number;
}

export const DEFAULT_OVERSCAN_ROWS = 2;
/** Used until a row has been measured (and in environments without layout). */
export const FALLBACK_ROW_HEIGHT = 160;

export function gridWindow(i: GridWindowInput): GridWindow {
  const columns = Math.max(1, Math.floor(i.columns));
  const count = Math.max(0, Math.floor(i.count));
  const rowHeight = i.rowHeight > 0 ? i.rowHeight : FALLBACK_ROW_HEIGHT;
  const viewport = Math.max(0, i.viewportHeight);
  const overscan = Math.max(0, Math.floor(i.overscanRows ?? DEFAULT_OVERSCAN_ROWS));
  const rows = Math.ceil(count / columns);
  if (rows === 0) return { start: 0, end: 0, padTop: 0, padBottom: 0, rows: 0 };
  const top = Math.max(0, i.offset);
  const bottom = Math.max(0, i.offset + viewport);
  let first = Math.max(0, Math.floor(top / rowHeight) - overscan);
  let last = Math.min(rows - 1, Math.ceil(bottom / rowHeight) - 1 + overscan);
  if (first > rows - 1) first = rows - 1;
  if (last < first) last = first;
  return {
    start: first * columns,
    end: Math.min(count, (last + 1) * columns),
    padTop: first * rowHeight,
    padBottom: (rows - 1 - last) * rowHeight,
    rows,
  };
}

/** The most tiles a window can hold for a viewport (the bound the DOM stays under). */
export function maxWindowTiles(columns: number, rowHeight: number, viewportHeight: number, overscanRows = DEFAULT_OVERSCAN_ROWS): number {
  const rh = rowHeight > 0 ? rowHeight : FALLBACK_ROW_HEIGHT;
  return (Math.ceil(viewportHeight / rh) + 1 + 2 * overscanRows) * Math.max(1, columns);
}
