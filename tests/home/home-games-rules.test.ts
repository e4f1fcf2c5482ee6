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
  const n = (id: string, type: string) => ({ id, type });
  const list = [n('h1', 'H'), n('p1', 'PU'), n('b1', 'B'), n('r1', 'PR'), n('b2', 'B'), n('a1', 'A')];
  it('the marquee scrolls the B announcements; the notice page lists B, H and PR in order', () => {
    expect(marqueeList(list).map((x) => x.id)).toEqual(['b1', 'b2']);
    expect(noticePageList(list).map((x) => x.id)).toEqual(['h1', 'b1', 'r1', 'b2']);
  });
  it.each([
    ['b1', '/m/notice?index=1'],
    ['b2', '/m/notice?index=3'],
    ['gone', '/m/notice'],
  ])('%s → %s', (id, href) => {
    expect(noticeHref(list, id)).toBe(href);
  });
});
