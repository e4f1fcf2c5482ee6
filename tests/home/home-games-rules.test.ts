// The engine's home rules (src/engine/home-games.ts), as tables: best casino, the sections by game
// type, and where a marquee tap goes (the index counted over the notice page's list).
import { bestCasino, gameTypeSections, marqueeList, noticeHref, noticePageList } from '@/engine/home-games';

const g = (id: string, gameType: string) => ({ id, gameType });

describe('best casino', () => {
  it.each([
    ['no hot games', [], []],
    ['only RNG games, in the hot list order', [g('j1', 'JL'), g('r1', 'RNG'), g('l1', 'LIVE'), g('r2', 'RNG')], ['r1', 'r2']],
    ['at most 6', Array.from({ length: 9 }, (_, i) => g(`r${i}`, 'RNG')), ['r0', 'r1', 'r2', 'r3', 'r4', 'r5']],
  ])('%s', (_, hot, ids) => {
    expect(bestCasino(hot).map((x) => x.id)).toEqual(ids);
  });
});

describe('sections by game type', () => {
  const hot = [
    g('l1', 'LIVE'),
    g('c1', 'COCKFIGHT'),
    g('e1', 'ESPORTS'),
    g('f1', 'FISH'),
    g('j1', 'JL'),
    ...Array.from({ length: 8 }, (_, i) => g(`r${i}`, 'RNG')),
  ];
  const sections = gameTypeSections(hot);
  it('the types with games, in the spec order, each title linking to its page; none with nothing to show', () => {
    expect(sections.map((s) => [s.type, s.to])).toEqual([
      ['LIVE', '/m/live'],
      ['RNG', '/m/rng'],
      ['ESPORTS', '/m/esports'],
      ['FISH', '/m/fish'],
      ['HOT', '/m/hot'],
    ]);
    expect(gameTypeSections([])).toEqual([]);
  });
  it.each([
    ['LIVE', ['l1']],
    ['RNG', ['r0', 'r1', 'r2', 'r3', 'r4', 'r5']],
    ['ESPORTS', ['c1', 'e1']],
    ['FISH', ['f1']],
    ['HOT', ['l1', 'c1', 'e1', 'f1', 'j1', 'r0']],
  ])('%s shows %j', (type, ids) => {
    expect(sections.find((s) => s.type === type)?.games.map((x) => x.id)).toEqual(ids);
  });
});

describe('marquee taps', () => {
  const n = (id: string, type: string, execution = 'A') => ({ id, type, execution });
  const list = [n('h1', 'H'), n('p1', 'PU'), n('b1', 'B'), n('pv', 'PU', 'B'), n('r1', 'PR'), n('l1', 'PL'), n('b2', 'B'), n('a1', 'A'), n('pf', 'PU', 'F')];
  it('the marquee scrolls the B announcements', () => {
    expect(marqueeList(list).map((x) => x.id)).toEqual(['b1', 'b2']);
  });
  it.each([
    // Every type the member center's unread badge counts (B, PL, PU) is listed, so that reading them all clears it.
    [true, ['h1', 'p1', 'b1', 'r1', 'l1', 'b2', 'pf']],
    // A visitor's list has the visitors' popup, not the members'.
    [false, ['h1', 'b1', 'pv', 'r1', 'l1', 'b2']],
  ])('the notice page lists B, PL, H, PR and the popups for the viewer (member: %s)', (loggedIn, ids) => {
    expect(noticePageList(list, loggedIn).map((x) => x.id)).toEqual(ids);
  });
  it.each([
    ['b1', true, '/m/notice?index=2'],
    ['b2', true, '/m/notice?index=5'],
    ['b2', false, '/m/notice?index=5'],
    ['gone', true, '/m/notice'],
  ])('%s (member: %s) → %s', (id, loggedIn, href) => {
    expect(noticeHref(list, id, loggedIn)).toBe(href);
  });
});
