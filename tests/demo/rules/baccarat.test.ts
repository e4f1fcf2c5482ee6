// @vitest-environment node
// Baccarat: the drawing rules as tables, hands dealt in order, and what each bet returns.
import { baccaratReturnCents, bankerDraws, dealCards, handTotal, playHand, playerDraws, type BaccaratHand } from '@/demo/rules/baccarat';
import { createRng } from '@/demo/rules/rng';

/** A card of the given rank (1 ace … 13 king) in spades. */
const c = (rank: number) => rank - 1;

describe('the player draws on 0–5 and stands on 6–7', () => {
  it.each([0, 1, 2, 3, 4, 5, 6, 7].map((t) => [t, t <= 5]))('total %i draws: %s', (total, draws) => {
    expect(playerDraws(total)).toBe(draws);
  });
});

describe("the banker's third card", () => {
  // Rows: banker total; columns: player's third card value 0…9, then "player stood".
  const table: Record<number, string> = {
    0: 'DDDDDDDDDD D',
    1: 'DDDDDDDDDD D',
    2: 'DDDDDDDDDD D',
    3: 'DDDDDDDDSD D',
    4: 'SSDDDDDDSS D',
    5: 'SSSSDDDDSS D',
    6: 'SSSSSSDDSS S',
    7: 'SSSSSSSSSS S',
  };
  it.each(Object.entries(table))('banker %s', (total, row) => {
    for (let third = 0; third <= 9; third++) expect(bankerDraws(Number(total), third), `third card ${third}`).toBe(row[third] === 'D');
    expect(bankerDraws(Number(total), null), 'player stood').toBe(row[11] === 'D');
  });
});

describe('a hand', () => {
  it.each<[string, number[], Partial<BaccaratHand>]>([
    // Naturals stand: player 8 against banker 7.
    ['player natural', [c(3), c(4), c(5), c(3), c(9), c(9)], { playerTotal: 8, bankerTotal: 7, result: 'player', player: [c(3), c(5)], banker: [c(4), c(3)] }],
    // Player 5 draws a 4 (9); banker 3 draws on a third card that is not 8, takes a 6 (9): tie.
    ['both draw, tie', [c(2), c(1), c(3), c(2), c(4), c(6)], { playerTotal: 9, bankerTotal: 9, result: 'tie' }],
    // Player 4 draws an 8 (2); banker 3 stands against an 8.
    ['banker 3 stands on an 8', [c(1), c(1), c(3), c(2), c(8), c(9)], { playerTotal: 2, bankerTotal: 3, result: 'banker', banker: [c(1), c(2)] }],
    // Player stands on 7; banker 5 draws: 5 + K = 5 stays 5.
    ['player stands, banker draws', [c(3), c(2), c(4), c(3), c(13), c(12)], { playerTotal: 7, bankerTotal: 5, result: 'player', banker: [c(2), c(3), c(13)] }],
    // Pairs: the first two cards of a side of one rank.
    ['pairs', [c(7), c(10), c(7), c(10), c(1), c(2)], { playerPair: true, bankerPair: true, playerTotal: 5, bankerTotal: 2, result: 'player' }],
  ])('%s', (_, cards, expected) => {
    expect(playHand(cards)).toMatchObject(expected);
  });

  it('totals count tens and faces as 0 and keep the last digit', () => {
    expect(handTotal([c(13), c(9)])).toBe(9);
    expect(handTotal([c(7), c(8)])).toBe(5);
    expect(handTotal([c(1), c(12), c(10)])).toBe(1);
  });
});

describe('what a bet returns (stake included)', () => {
  const hand = (result: BaccaratHand['result'], playerPair = false, bankerPair = false): BaccaratHand => ({
    player: [],
    banker: [],
    playerTotal: 0,
    bankerTotal: 0,
    result,
    playerPair,
    bankerPair,
  });
  it.each<[Parameters<typeof baccaratReturnCents>[0], BaccaratHand, number]>([
    ['player', hand('player'), 20_000],
    ['player', hand('banker'), 0],
    ['player', hand('tie'), 10_000],
    ['banker', hand('banker'), 19_500],
    ['banker', hand('player'), 0],
    ['banker', hand('tie'), 10_000],
    ['tie', hand('tie'), 90_000],
    ['tie', hand('banker'), 0],
    ['playerPair', hand('banker', true), 120_000],
    ['bankerPair', hand('banker', true, false), 0],
  ])('%s on %o returns %i for ₱100', (spot, h, cents) => {
    expect(baccaratReturnCents(spot, 10_000, h)).toBe(cents);
  });

  it('rounds the commission down to the centavo', () => {
    expect(baccaratReturnCents('banker', 1_010, hand('banker'))).toBe(1_010 + 959);
  });

  it('a million seeded hands give the known edges (banker ≈ 98.94 %, player ≈ 98.76 %)', () => {
    const rng = createRng(7);
    let banker = 0;
    let player = 0;
    const n = 1_000_000;
    for (let i = 0; i < n; i++) {
      const h = playHand(dealCards(rng));
      banker += baccaratReturnCents('banker', 100, h);
      player += baccaratReturnCents('player', 100, h);
    }
    expect(Math.abs(banker / (100 * n) - 0.9894)).toBeLessThan(0.003);
    expect(Math.abs(player / (100 * n) - 0.9876)).toBeLessThan(0.003);
  });
});
