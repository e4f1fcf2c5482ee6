// @vitest-environment node
import {
  buildGameMenu,
  categorySwitchTarget,
  gameListOpening,
  gameListParams,
  gameListSearch,
  gameListType,
  type GameMenuTab,
  type VendorData,
  type VendorName,
} from '@/engine/game-menu';
import { SAMPLE_VENDOR_DATA } from '@/engine/snapshot';

const v = (code: string, name = code): VendorName => ({ accountTypeName: code, displayName: name });
const tabIds = (tabs: readonly GameMenuTab[]) => tabs.map((t) => t.id);
const tab = (tabs: readonly GameMenuTab[], id: string) => tabs.find((t) => t.id === id);

describe('buildGameMenu', () => {
  it('Home and Hot first, switching content in place', () => {
    const tabs = buildGameMenu({ sorting: [] });
    expect(tabs).toEqual([
      { id: 'home', labelKey: 'gameType.HOME', action: { kind: 'inline', content: 'home' } },
      { id: 'hot', labelKey: 'gameType.HOT', action: { kind: 'inline', content: 'hot' } },
    ]);
  });

  it('keeps the sorting order of categories', () => {
    const data: VendorData = {
      sorting: [
        { gameCategory: 'PVP', vendorNames: [v('KM')] },
        { gameCategory: 'FISH', vendorNames: [v('JDB')] },
        { gameCategory: 'LIVE', vendorNames: [v('EVO')] },
      ],
    };
    expect(tabIds(buildGameMenu(data))).toEqual(['home', 'hot', 'PVP', 'FISH', 'LIVE']);
  });

  it('sample: JL before RNG, e-sports and cockfight right after sports', () => {
    expect(tabIds(buildGameMenu(SAMPLE_VENDOR_DATA))).toEqual([
      'home',
      'hot',
      'LIVE',
      'JL',
      'RNG',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'FISH',
      'PVP',
      'LOTT',
      'ELOTT',
      'BINGO',
      'MINI',
      'PROMO',
    ]);
  });

  it('moves JL vendors out of their category', () => {
    const tabs = buildGameMenu(SAMPLE_VENDOR_DATA);
    const rng = tab(tabs, 'RNG');
    expect(rng?.action).toEqual({ kind: 'category', to: '/m/rng' });
    expect(tab(tabs, 'JL')).toEqual({ id: 'JL', label: 'JILI SLOT', action: { kind: 'category', to: '/m/jl-slot' } });
  });

  it('splits e-sports and cockfight vendors out of sports', () => {
    const tabs = buildGameMenu(SAMPLE_VENDOR_DATA);
    expect(tab(tabs, 'SPORTS')?.action).toEqual({ kind: 'vendorList', vendors: [v('SABA', 'SABA Sports')] });
    expect(tab(tabs, 'ESPORTS')?.action).toEqual({ kind: 'launchVendor', vendor: v('TF', 'TF Gaming') });
    expect(tab(tabs, 'COCKFIGHT')?.action).toEqual({ kind: 'launchVendor', vendor: v('SV388') });
  });

  it('moves explicit ESPORTS / COCKFIGHT / JL categories to their places', () => {
    const data: VendorData = {
      sorting: [
        { gameCategory: 'ESPORTS', vendorNames: [v('IA')] },
        { gameCategory: 'COCKFIGHT', vendorNames: [v('WS168')] },
        { gameCategory: 'JL', vendorNames: [v('JL')] },
        { gameCategory: 'SPORTS', vendorNames: [v('SABA'), v('TFESPORTS')] },
        { gameCategory: 'FISH', vendorNames: [v('JDB')] },
        { gameCategory: 'RNG', vendorNames: [v('PP'), v('FC')] },
      ],
    };
    const tabs = buildGameMenu(data);
    expect(tabIds(tabs)).toEqual(['home', 'hot', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'FISH', 'JL', 'RNG']);
    expect(tab(tabs, 'ESPORTS')?.action).toEqual({ kind: 'category', to: '/m/esports' });
  });

  it('without RNG, JL stays where its vendors were', () => {
    const data: VendorData = {
      sorting: [
        { gameCategory: 'LIVE', vendorNames: [v('EVO')] },
        { gameCategory: 'SLOT', vendorNames: [v('JL'), v('PG')] },
      ],
    };
    expect(tabIds(buildGameMenu(data))).toEqual(['home', 'hot', 'LIVE', 'JL', 'SLOT']);
  });

  it('without SPORTS, explicit e-sports stays in place', () => {
    const data: VendorData = {
      sorting: [
        { gameCategory: 'ESPORTS', vendorNames: [v('IA')] },
        { gameCategory: 'LIVE', vendorNames: [v('EVO')] },
      ],
    };
    expect(tabIds(buildGameMenu(data))).toEqual(['home', 'hot', 'ESPORTS', 'LIVE']);
  });

  it('drops categories left without vendors, but keeps PROMO', () => {
    const data: VendorData = {
      sorting: [
        { gameCategory: 'RNG', vendorNames: [v('JL')] },
        { gameCategory: 'LIVE', vendorNames: [] },
        { gameCategory: 'PROMO', vendorNames: [] },
      ],
    };
    expect(tabIds(buildGameMenu(data))).toEqual(['home', 'hot', 'JL', 'PROMO']);
    expect(tab(buildGameMenu(data), 'PROMO')?.action).toEqual({ kind: 'navigate', to: '/m/activity' });
  });

  it.each<[string, VendorName[], unknown]>([
    ['RNG', [v('PP')], { kind: 'category', to: '/m/rng' }],
    ['FISH', [v('JDB')], { kind: 'category', to: '/m/fish' }],
    ['PVP', [v('KM')], { kind: 'category', to: '/m/pvp' }],
    ['BINGO', [v('BP', 'Bingo Plus')], { kind: 'category', to: '/m/gameList?gameType=BINGO' }],
    ['LIVE', [v('EVO')], { kind: 'launchVendor', vendor: v('EVO') }],
    ['LIVE', [v('EVO'), v('SEXY')], { kind: 'category', to: '/m/live' }],
    ['MINI', [v('SPRIBE')], { kind: 'launchVendor', vendor: v('SPRIBE') }],
    ['MINI', [v('SPRIBE'), v('X')], { kind: 'category', to: '/m/gameList?gameType=MINI' }],
    ['LOTT', [v('VN')], { kind: 'vendorList', vendors: [v('VN')] }],
    ['ELOTT', [v('A'), v('B')], { kind: 'vendorList', vendors: [v('A'), v('B')] }],
    ['SPORTS', [v('SABA')], { kind: 'vendorList', vendors: [v('SABA')] }],
  ])('%s with %j', (type, vendors, action) => {
    expect(tab(buildGameMenu({ sorting: [{ gameCategory: type, vendorNames: vendors }] }), type)?.action).toEqual(action);
  });

  it.each<[string, VendorName[], Record<string, string>]>([
    ['BINGO', [v('BP', 'Bingo Plus')], { label: 'Bingo Plus' }],
    ['RNG', [v('PP')], { labelKey: 'gameType.RNG' }],
    ['LIVE', [v('EVO')], { labelKey: 'gameType.LIVE' }],
  ])('label of %s', (type, vendors, label) => {
    const t = tab(buildGameMenu({ sorting: [{ gameCategory: type, vendorNames: vendors }] }), type);
    expect(t).toMatchObject(label);
    expect(Object.keys(t ?? {}).filter((k) => k.startsWith('label'))).toHaveLength(1);
  });

  it('merges duplicate categories and vendors', () => {
    const data: VendorData = {
      sorting: [
        { gameCategory: 'LIVE', vendorNames: [v('EVO')] },
        { gameCategory: 'live', vendorNames: [v('EVO'), v('SEXY')] },
      ],
    };
    expect(tab(buildGameMenu(data), 'LIVE')?.action).toEqual({ kind: 'category', to: '/m/live' });
  });
});

describe('game list type', () => {
  it.each([
    ['/m/rng', '', 'RNG'],
    ['/m/live', 'gameType=FISH', 'LIVE'],
    ['/m/pvp', '', 'PVP'],
    ['/m/fish/', '', 'FISH'],
    ['/m/gameList', '', 'RNG'],
    ['/m/gameList', 'gameType=LIVE', 'LIVE'],
    ['/m/gameList', 'gameType=fish', 'FISH'],
    ['/m/gameList', 'gameType=ESPORTS', 'SPORTS'],
    ['/m/gameList', 'gameType=COCKFIGHT', 'SPORTS'],
    ['/m/gameList', 'gameType=BINGO', 'BINGO'],
    ['/m/gameList', 'gameType=NOPE', 'RNG'],
    ['/m/gameList?gameType=PVP', 'gameType=PVP', 'PVP'],
  ])('%s ?%s → %s', (path, query, type) => {
    expect(gameListType(path, query)).toBe(type);
    expect(gameListType(path, new URLSearchParams(query))).toBe(type);
  });

  it('accepts a plain record', () => {
    expect(gameListType('/m/gameList', { gameType: 'LIVE' })).toBe('LIVE');
  });

  it('params: vendor search and tab', () => {
    expect(gameListParams('/m/gameList', 'gameType=RNG&vassalage=FC')).toEqual({ gameType: 'RNG', vassalage: 'FC', tab: 'all' });
    expect(gameListParams('/m/gameList', 'type=hot&gameType=LIVE')).toEqual({ gameType: 'LIVE', vassalage: null, tab: 'hot' });
    expect(gameListParams('/m/gameList', 'type=weird').tab).toBe('all');
  });

  it.each([
    { query: 'gameType=RNG', signedIn: false, view: 'all', filter: {}, loginFirst: false },
    { query: 'gameType=RNG&vassalage=FC', signedIn: false, view: 'filter', filter: { vassalage: 'FC' }, loginFirst: false },
    { query: 'gameType=RNG&vassalage=%20FC%20&type=hot', signedIn: false, view: 'hot', filter: { vassalage: 'FC' }, loginFirst: false },
    { query: 'gameType=LIVE&type=fav', signedIn: false, view: 'all', filter: {}, loginFirst: true },
    { query: 'gameType=LIVE&type=recent&vassalage=EVO', signedIn: false, view: 'filter', filter: { vassalage: 'EVO' }, loginFirst: true },
    { query: 'gameType=LIVE&type=recent', signedIn: true, view: 'recent', filter: {}, loginFirst: false },
  ])('opening at ?$query (signed in: $signedIn): $view', ({ query, signedIn, view, filter, loginFirst }) => {
    expect(gameListOpening('/m/gameList', query, signedIn)).toEqual({ gameType: query.includes('LIVE') ? 'LIVE' : 'RNG', view, filter, loginFirst });
  });

  it.each([
    { view: 'all', filter: { vassalage: 'FC', name: 'fortune' }, typed: ' gem ', search: { gameName: 'gem', vassalage: '', gameClassify: '', minBet: '' } },
    { view: 'hot', filter: { vassalage: 'FC' }, typed: '', search: { gameName: '', vassalage: '', gameClassify: '', minBet: '' } },
    {
      view: 'filter',
      filter: { vassalage: 'FC', gameClassify: 'JP', minBet: '0.5' },
      typed: '',
      search: { gameName: '', vassalage: 'FC', gameClassify: 'JP', minBet: '0.5' },
    },
    {
      view: 'filter',
      filter: { vassalage: 'PG', name: ' fortune ' },
      typed: 'gem',
      search: { gameName: 'fortune', vassalage: 'PG', gameClassify: '', minBet: '' },
    },
    { view: 'filter', filter: { vassalage: 'PG' }, typed: 'gem', search: { gameName: 'gem', vassalage: 'PG', gameClassify: '', minBet: '' } },
  ] as const)('the platform query in view $view with $filter and typed "$typed"', ({ view, filter, typed, search }) => {
    expect(gameListSearch(view, filter, typed)).toEqual(search);
  });

  it('category switcher', () => {
    expect(categorySwitchTarget('LOTT')).toBe('/m/lottery');
    expect(categorySwitchTarget('LIVE')).toBe('/m/gameList?gameType=LIVE');
  });
});
