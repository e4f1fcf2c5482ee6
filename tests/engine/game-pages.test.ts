// @vitest-environment node
import {
  matchDateTime,
  categoryPageDef,
  centerDef,
  centerSections,
  gameIndex,
  jackpotAmount,
  JACKPOT_EPOCH_MS,
  selectedVendor,
  vendorsOfType,
} from '@/engine/game-pages';
import type { VendorData, VendorName } from '@/engine/game-menu';

const v = (code: string, name = code): VendorName => ({ accountTypeName: code, displayName: name });
const DATA: VendorData = {
  sorting: [
    { gameCategory: 'LIVE', vendorNames: [v('EVO', 'Evolution')] },
    { gameCategory: 'RNG', vendorNames: [v('FC'), v('PP', 'Pragmatic Play'), v('JL', 'JILI')] },
    { gameCategory: 'SPORTS', vendorNames: [v('SABA'), v('TFESPORT')] },
    { gameCategory: 'LOTT', vendorNames: [v('TCG')] },
    { gameCategory: 'ELOTT', vendorNames: [] },
    { gameCategory: 'PROMO', vendorNames: [] },
  ],
  mapping: { ESPORTS: ['TFESPORT'] },
};

describe('category pages', () => {
  it.each<[string, string, string | undefined, boolean]>([
    ['ppSlot', 'RNG', 'PP', true],
    ['jlSlot', 'JL', undefined, true],
    ['rng', 'RNG', undefined, true],
    ['fish', 'FISH', undefined, false],
    ['pvp', 'PVP', undefined, false],
    ['unknown', 'RNG', undefined, true],
  ])('%s shows %s (vendor %s, jackpot %s)', (id, type, vendor, jackpot) => {
    const def = categoryPageDef(id);
    expect(def.type).toBe(type);
    expect(def.vendor).toBe(vendor);
    expect(def.jackpot).toBe(jackpot);
  });

  it('vendors of a type follow the menu splitting (JL out of RNG)', () => {
    expect(vendorsOfType(DATA, 'RNG').map((x) => x.accountTypeName)).toEqual(['FC', 'PP']);
    expect(vendorsOfType(DATA, 'JL').map((x) => x.accountTypeName)).toEqual(['JL']);
    expect(vendorsOfType(DATA, 'ESPORTS').map((x) => x.accountTypeName)).toEqual(['TFESPORT']);
    expect(vendorsOfType(undefined, 'RNG')).toEqual([]);
  });

  it.each<[string, string | null, string]>([
    ['ppSlot', null, 'PP'],
    ['ppSlot', '', ''],
    ['ppSlot', 'FC', 'FC'],
    ['ppSlot', 'NOPE', ''],
    ['rng', null, ''],
    ['rng', 'PP', 'PP'],
  ])('%s with ?vendor=%s selects "%s"', (id, query, expected) => {
    expect(selectedVendor(categoryPageDef(id), vendorsOfType(DATA, 'RNG'), query)).toBe(expected);
  });
});

describe('game centers', () => {
  it.each<[string, string[]]>([
    ['sports', ['SPORTS']],
    ['esports', ['ESPORTS']],
    ['live', ['LIVE']],
    ['lott', ['LOTT']],
    ['elott', []],
    ['lottery', ['LOTT']],
    ['slotsCenter', ['JL', 'RNG']],
    ['gameCenter', ['LIVE', 'SPORTS', 'ESPORTS']],
  ])('%s lists %j', (id, types) => {
    expect(centerSections(DATA, centerDef(id)).map((s) => s.type)).toEqual(types);
  });

  it('the index lists every category but PROMO, with its page', () => {
    expect(gameIndex(DATA)).toEqual([
      { type: 'LIVE', to: '/m/live', vendorCount: 1 },
      { type: 'JL', to: '/m/jl-slot', vendorCount: 1 },
      { type: 'RNG', to: '/m/rng', vendorCount: 2 },
      { type: 'SPORTS', to: '/m/sports', vendorCount: 1 },
      { type: 'ESPORTS', to: '/m/esports', vendorCount: 1 },
      { type: 'LOTT', to: '/m/lott', vendorCount: 1 },
    ]);
  });
});

describe('jackpotAmount', () => {
  it.each<[number, string]>([
    [JACKPOT_EPOCH_MS - 5000, '12345678.90'],
    [JACKPOT_EPOCH_MS, '12345678.90'],
    [JACKPOT_EPOCH_MS + 1000, '12345681.27'],
    [JACKPOT_EPOCH_MS + 100_000, '12345915.90'],
    [JACKPOT_EPOCH_MS + 30 * 86_400_000, '12345678.90'],
  ])('%s → %s', (now, amount) => expect(jackpotAmount(now)).toBe(amount));
});

describe('matchDateTime', () => {
  it.each<[string, number, { date: string; time: string }]>([
    ['2026-11-23T04:00:00Z', 0, { date: '23/11/2026', time: '04:00' }],
    ['2026-11-23T20:30:00Z', 480, { date: '24/11/2026', time: '04:30' }],
    ['2027-01-01T02:05:00Z', -180, { date: '31/12/2026', time: '23:05' }],
  ])('%s at %s min → %j', (iso, offset, expected) => expect(matchDateTime(Date.parse(iso), offset)).toEqual(expected));
});
