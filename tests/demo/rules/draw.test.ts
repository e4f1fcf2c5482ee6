// @vitest-environment node
// The demo draw games: valid tickets, matching (3D by position, 6/42 in any order), the pays and
// the draws from the seeded source on the clock.
import { drawAt, drawMatches, drawNoAt, drawNumbers, drawReturnCents, LOTTO_PAYS, THREE_D_PAYS, validPicks, type DrawStyle } from '@/demo/rules/draw';
import { createRng } from '@/demo/rules/rng';

describe('valid tickets', () => {
  it.each<[DrawStyle, number[], boolean]>([
    ['3d', [1, 2, 3], true],
    ['3d', [7, 7, 7], true],
    ['3d', [0, 0, 9], true],
    ['3d', [1, 2], false],
    ['3d', [1, 2, 10], false],
    ['3d', [1, 2, 1.5], false],
    ['6/42', [1, 2, 3, 4, 5, 42], true],
    ['6/42', [1, 2, 3, 4, 5, 43], false],
    ['6/42', [0, 2, 3, 4, 5, 6], false],
    ['6/42', [1, 1, 3, 4, 5, 6], false],
    ['6/42', [1, 2, 3, 4, 5], false],
  ])('%s %j: %s', (style, picks, valid) => {
    expect(validPicks(style, picks)).toBe(valid);
  });
});

describe('3D: the exact order returns 450 × the stake', () => {
  it.each([
    [[1, 2, 3], [1, 2, 3], 3, 450_000],
    [[1, 2, 3], [3, 2, 1], 1, 0],
    [[1, 2, 3], [1, 2, 4], 2, 0],
    [[7, 7, 7], [7, 7, 7], 3, 450_000],
    [[0, 0, 0], [1, 1, 1], 0, 0],
  ])('%j against %j: %i in place, returns %i on ₱10', (picks, numbers, matches, cents) => {
    expect(drawMatches('3d', picks, numbers)).toBe(matches);
    expect(drawReturnCents('3d', picks, numbers, 1_000)).toBe(cents);
  });
  it('pays 450', () => expect(THREE_D_PAYS).toBe(450));
});

describe('6/42: matches in any order return by the table', () => {
  const drawn = [3, 9, 14, 22, 31, 40];
  it.each([
    [[1, 2, 4, 5, 6, 7], 0, 0],
    [[3, 2, 4, 5, 6, 7], 1, 0],
    [[3, 9, 4, 5, 6, 7], 2, 0],
    [[40, 3, 9, 5, 6, 7], 3, 10],
    [[40, 3, 9, 22, 6, 7], 4, 100],
    [[40, 3, 9, 22, 31, 7], 5, 2_000],
    [[40, 31, 22, 14, 9, 3], 6, 100_000],
  ])('%j: %i matches, %i × the stake', (picks, matches, times) => {
    expect(drawMatches('6/42', picks, drawn)).toBe(matches);
    expect(drawReturnCents('6/42', picks, drawn, 2_000)).toBe(times * 2_000);
  });
  it('has the table', () => expect(LOTTO_PAYS).toEqual({ 3: 10, 4: 100, 5: 2_000, 6: 100_000 }));
});

describe('draws', () => {
  it('3D draws three digits; 6/42 six different numbers of 1–42, ascending; the same seed the same draws', () => {
    const rng = createRng(11);
    for (let i = 0; i < 500; i++) {
      const d3 = drawNumbers('3d', rng);
      expect(validPicks('3d', d3)).toBe(true);
      const d6 = drawNumbers('6/42', rng);
      expect(validPicks('6/42', d6)).toBe(true);
      expect([...d6].sort((a, b) => a - b)).toEqual(d6);
    }
    expect(drawNumbers('6/42', createRng(5))).toEqual(drawNumbers('6/42', createRng(5)));
  });
  it('a draw every minute: a ticket is on the next whole minute', () => {
    const t = Date.UTC(2026, 10, 24, 12, 0, 30);
    expect(drawAt(drawNoAt(t))).toBe(Date.UTC(2026, 10, 24, 12, 1, 0));
    expect(drawAt(drawNoAt(Date.UTC(2026, 10, 24, 12, 1, 0)))).toBe(Date.UTC(2026, 10, 24, 12, 2, 0));
  });
});
