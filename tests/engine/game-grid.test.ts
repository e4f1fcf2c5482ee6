// @vitest-environment node
import { gridWindow, maxWindowTiles, type GridWindowInput } from '@/engine/game-grid';

const base: GridWindowInput = { count: 609, columns: 3, rowHeight: 150, offset: 0, viewportHeight: 800, overscanRows: 2 };

describe('gridWindow', () => {
  it.each<[string, Partial<GridWindowInput>, { start: number; end: number; padTop: number; padBottom: number }]>([
    // 203 rows; viewport rows 0..5, +2 overscan below → rows 0..7.
    ['at the top', {}, { start: 0, end: 24, padTop: 0, padBottom: (203 - 8) * 150 }],
    // offset 1500 → rows 10..15 in view, overscan → 8..17.
    ['in the middle', { offset: 1500 }, { start: 24, end: 54, padTop: 8 * 150, padBottom: (203 - 18) * 150 }],
    ['at the bottom the last row is partial', { offset: 203 * 150 - 800 }, { start: 195 * 3, end: 609, padTop: 195 * 150, padBottom: 0 }],
    ['grid below the viewport top (negative offset)', { offset: -400 }, { start: 0, end: 15, padTop: 0, padBottom: (203 - 5) * 150 }],
    ['scrolled past the grid keeps the last row', { offset: 999_999 }, { start: 202 * 3, end: 609, padTop: 202 * 150, padBottom: 0 }],
    ['short list renders everything', { count: 7 }, { start: 0, end: 7, padTop: 0, padBottom: 0 }],
    ['empty list', { count: 0 }, { start: 0, end: 0, padTop: 0, padBottom: 0 }],
    ['unmeasured rows use the fallback height', { rowHeight: 0 }, { start: 0, end: 21, padTop: 0, padBottom: (203 - 7) * 160 }],
  ])('%s', (_, patch, expected) => {
    expect(gridWindow({ ...base, ...patch })).toMatchObject(expected);
  });

  it('never holds more tiles than the bound, wherever the page is scrolled', () => {
    const bound = maxWindowTiles(3, 150, 800, 2);
    for (let offset = -1000; offset < 203 * 150 + 1000; offset += 37) {
      const w = gridWindow({ ...base, offset });
      expect(w.end - w.start).toBeLessThanOrEqual(bound);
      expect(w.padTop + w.padBottom + Math.ceil((w.end - w.start) / 3) * 150).toBe(203 * 150);
    }
    expect(bound).toBeLessThan(40);
  });
});
