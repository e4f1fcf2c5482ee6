// @vitest-environment node
// Slot machines: how a line pays (a table), the win in centavos, and each machine's declared
// return to player proved exactly from its strips and by a million seeded spins.
import { createRng } from '@/demo/rules/rng';
import { evaluateSpin, exactRtp, lineBetCents, simulateRtp, spinWinCents, type SlotMachine } from '@/demo/rules/slots';
import { PAYLINES, SLOT_MACHINES } from '@/demo/rules/slot-machines';
import { demoGameKind, slotMachineFor } from '@/demo/rules/kind';

/** A test machine whose reels show, at stop 0, exactly the rows given (each strip three long). */
function machineShowing(rows: readonly [string, string, string]): SlotMachine {
  const reels = [0, 1, 2, 3, 4].map((r) => rows.map((row) => row[r] ?? 'J').join(''));
  return {
    id: 't',
    name: 't',
    rtpBp: 0,
    rows: 3,
    reels,
    lines: PAYLINES,
    pays: { W: [10, 40, 120], '7': [10, 30, 100], A: [6, 12, 40], K: [4, 10, 30], J: [2, 8, 20] },
    wild: 'W',
    scatter: 'S',
    scatterPays: [2, 5, 20],
    betsCents: [100],
  };
}

describe('a payline (middle row, line 0) pays left to right', () => {
  it.each([
    ['77777', '7', 5, 100],
    ['7777K', '7', 4, 30],
    ['777KK', '7', 3, 10],
    ['77KKK', null, 0, 0],
    ['K7777', null, 0, 0],
    ['W7777', '7', 5, 100],
    ['7W7W7', '7', 5, 100],
    ['WWAAK', 'A', 4, 12],
    // Leading wilds pay on their own when that is better than the symbol they stand for.
    ['WWWJK', 'W', 3, 10],
    ['WWWWJ', 'W', 4, 40],
    ['WWWWW', 'W', 5, 120],
    // A scatter ends a run and is never stood for.
    ['77S77', null, 0, 0],
    ['WWWS7', 'W', 3, 10],
    ['SAAAA', null, 0, 0],
  ])('%s → %s × %i pays %i line bets', (middle, symbol, count, multiplier) => {
    const m = machineShowing(['QQQQQ', middle, 'QQQQQ']);
    const win = evaluateSpin(m, [0, 0, 0, 0, 0]).lineWins.find((w) => w.line === 0);
    if (symbol === null) expect(win).toBeUndefined();
    else expect(win).toEqual({ line: 0, symbol, count, multiplier });
  });
});

describe('a spin', () => {
  it('shows the window reel by reel and pays every line it wins plus scatters, in centavos', () => {
    // Top row all sevens (line 1), middle J J J (line 0 and others through the middle), scatters.
    const m = machineShowing(['77777', 'JJJSA', 'SSKAK']);
    const o = evaluateSpin(m, [0, 0, 0, 0, 0]);
    expect(o.window[0]).toEqual(['7', 'J', 'S']);
    expect(o.scatterCount).toBe(3);
    expect(o.scatterMultiplier).toBe(2);
    const lines = o.lineWins.reduce((t, w) => t + w.multiplier, 0);
    // ₱20 total bet: ₱1 a line.
    expect(spinWinCents(m, o, 2_000)).toBe(lines * 100 + 2 * 2_000);
    expect(o.lineWins.find((w) => w.line === 1)).toEqual({ line: 1, symbol: '7', count: 5, multiplier: 100 });
  });

  it('refuses a total bet that is not a whole multiple of the lines', () => {
    const m = machineShowing(['QQQQQ', 'QQQQQ', 'QQQQQ']);
    expect(lineBetCents(m, 2_000)).toBe(100);
    expect(() => lineBetCents(m, 1_010)).toThrow();
    expect(() => lineBetCents(m, 0)).toThrow();
  });
});

describe('the machines', () => {
  it.each(SLOT_MACHINES.map((m) => [m.id, m] as const))('%s: bets are whole multiples of its lines, pays grow with the run', (_, m) => {
    for (const b of m.betsCents) expect(b % m.lines.length).toBe(0);
    for (const p of Object.values(m.pays)) expect(p[0] <= p[1] && p[1] <= p[2]).toBe(true);
    for (const strip of m.reels) expect(strip).toMatch(/^[W7BDCAKQJS]+$/);
  });

  // The declared RTP: exact from the strips within 0.05 %, and a million seeded spins within 0.5 %.
  it.each(SLOT_MACHINES.map((m) => [m.id, m] as const))('%s: return to player as declared', (_, m) => {
    const declared = m.rtpBp / 10_000;
    const exact = exactRtp(m);
    expect(Math.abs(exact.rtp - declared)).toBeLessThan(0.0005);
    const sim = simulateRtp(m, 1_000_000, createRng(20_261_124));
    const measured = sim.won / sim.bet;
    expect(Math.abs(measured - declared)).toBeLessThan(0.005);
    console.info(
      `${m.id}: declared ${(declared * 100).toFixed(2)} %, exact ${(exact.rtp * 100).toFixed(4)} %, 1,000,000 spins ${(measured * 100).toFixed(4)} %`,
    );
  });

  it('every game keeps its machine; categories choose the kind of game', () => {
    expect(slotMachineFor('JILI-001')).toBe(slotMachineFor('JILI-001'));
    expect(new Set(['JILI-001', 'JILI-002', 'JILI-003', 'PG-001', 'PG-002', 'FC-010', 'CQ9-004'].map((id) => slotMachineFor(id).id)).size).toBeGreaterThan(1);
    expect(['RNG', 'JL', 'FISH', 'BINGO', 'OTHER'].map(demoGameKind)).toEqual(['slot', 'slot', 'slot', 'slot', 'slot']);
    expect(['LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'].map(demoGameKind)).toEqual([
      'baccarat',
      'baccarat',
      'sportsbook',
      'sportsbook',
      'sportsbook',
      'draw',
      'draw',
    ]);
  });
});

describe('the seeded source', () => {
  it('continues from a kept state and stays in range', () => {
    const a = createRng(42);
    a.next();
    const b = createRng(a.state());
    expect(b.next()).toBe(a.next());
    const r = createRng(1);
    for (let i = 0; i < 1_000; i++) {
      const v = r.below(7);
      expect(Number.isInteger(v) && v >= 0 && v < 7).toBe(true);
    }
  });
});
