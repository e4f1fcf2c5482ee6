// @vitest-environment node
import {
  decimalToCents,
  filterGames,
  gameClassChoices,
  gameFilterFromQuery,
  isFilterEmpty,
  MIN_BET_CHOICES,
  typeMatches,
  type FilterableGame,
  type GameFilter,
} from '@/engine/game-filter';

const g = (gameName: string, gameType: string, vassalage: string, gameClassify: string, minBet: string): FilterableGame & { id: string } => ({
  id: `${vassalage}:${gameName}`,
  gameName,
  displayName: gameName,
  gameType,
  vassalage,
  gameClassify,
  minBet,
});

const GAMES = [
  g('Super Ace', 'RNG', 'FC', 'JP', '0.01'),
  g('Golden Empire', 'RNG', 'FC', 'SC', '0.50'),
  g('Fortune Gems', 'RNG', 'PG', 'JP', '0.75'),
  g('Mega Fishing', 'FISH', 'JDB', 'AC', '1.00'),
  g('SABA Lobby', 'SPORTS', 'SABA', '', '1.00'),
  g('TF Lobby', 'ESPORTS', 'TFESPORT', '', '1.00'),
  g('SV388 Live', 'COCKFIGHT', 'SV388', '', '1.00'),
  g('Baccarat 1', 'LIVE', 'EVO', '', '5.00'),
];
const ids = (f: GameFilter) => filterGames(GAMES, f).map((x) => x.id);

describe('filterGames', () => {
  it.each<[string, GameFilter, string[]]>([
    ['no filter keeps every game in order', {}, GAMES.map((x) => x.id)],
    ['by type', { gameType: 'RNG' }, ['FC:Super Ace', 'FC:Golden Empire', 'PG:Fortune Gems']],
    ['type is case-insensitive and trimmed', { gameType: ' fish ' }, ['JDB:Mega Fishing']],
    ['sports lists e-sports and cockfight too', { gameType: 'SPORTS' }, ['SABA:SABA Lobby', 'TFESPORT:TF Lobby', 'SV388:SV388 Live']],
    ['e-sports alone stays e-sports', { gameType: 'ESPORTS' }, ['TFESPORT:TF Lobby']],
    ['by vendor', { gameType: 'RNG', vassalage: 'FC' }, ['FC:Super Ace', 'FC:Golden Empire']],
    ['by name, trimmed and case-insensitive', { name: '  GEMS ' }, ['PG:Fortune Gems']],
    ['name inside a word', { name: 'ish' }, ['JDB:Mega Fishing']],
    ['blank name is no filter', { name: '   ', gameType: 'LIVE' }, ['EVO:Baccarat 1']],
    ['by class', { gameClassify: 'jp' }, ['FC:Super Ace', 'PG:Fortune Gems']],
    ['minimum bet: games playable with that bet', { gameType: 'RNG', minBet: '0.5' }, ['FC:Super Ace', 'FC:Golden Empire']],
    ['minimum bet 0.01 keeps only the cheapest', { minBet: '0.01' }, ['FC:Super Ace']],
    ['an unparseable minimum bet is ignored', { gameType: 'RNG', minBet: 'abc' }, ['FC:Super Ace', 'FC:Golden Empire', 'PG:Fortune Gems']],
    ['every part at once', { gameType: 'RNG', vassalage: 'FC', gameClassify: 'SC', minBet: '0.75', name: 'empire' }, ['FC:Golden Empire']],
    ['nothing matches', { gameType: 'RNG', vassalage: 'JDB' }, []],
    ["'minimum': the games at the lowest minimum bet of the list", { gameType: 'RNG', minBet: 'min' }, ['FC:Super Ace']],
    ["'minimum' after the other parts (PG's lowest)", { gameType: 'RNG', vassalage: 'PG', minBet: 'min' }, ['PG:Fortune Gems']],
    ["'minimum' keeps every game at that bet", { gameType: 'SPORTS', minBet: 'MIN' }, ['SABA:SABA Lobby', 'TFESPORT:TF Lobby', 'SV388:SV388 Live']],
    ["'minimum' of nothing is nothing", { gameType: 'BINGO', minBet: 'min' }, []],
  ])('%s', (_, f, expected) => {
    expect(ids(f)).toEqual(expected);
  });
});

describe('filter drawer choices', () => {
  it("the minimum-bet choices are the spec's: all, 0.01, 0.05, 0.1, 0.5, 0.75, minimum", () => {
    expect(MIN_BET_CHOICES).toEqual(['', '0.01', '0.05', '0.1', '0.5', '0.75', 'min']);
  });
  const TYPES = [
    { vendor: 'FC', gameClassify: ['SC', 'JP'] },
    { vendor: 'PG', gameClassify: ['AC', 'XX', 'jp'] },
    { vendor: 'JDB', gameClassify: ['AC'] },
  ];
  it.each<[string, Parameters<typeof gameClassChoices>, string[]]>([
    ["every manufacturer of the list: the call's classes in the spec's order, others after", [TYPES, ['FC', 'PG'], ''], ['', 'JP', 'SC', 'AC', 'XX']],
    ['the chosen manufacturer only', [TYPES, ['FC', 'PG'], 'FC'], ['', 'JP', 'SC']],
    ["another list's vendors are not offered", [TYPES, ['JDB'], ''], ['', 'AC']],
    ['before the call answers: only all', [undefined, ['FC'], ''], ['']],
  ])('%s', (_, args, expected) => expect(gameClassChoices(...args)).toEqual(expected));
});

describe('decimalToCents', () => {
  it.each<[string, number | null]>([
    ['0.75', 75],
    ['0.1', 10],
    ['1', 100],
    ['12.345', 1234],
    ['.5', 50],
    ['', null],
    ['-1', null],
    ['1e3', null],
  ])('%s → %s', (v, cents) => expect(decimalToCents(v)).toBe(cents));
});

describe('query and helpers', () => {
  it('reads the game-list query', () => {
    const q = new URLSearchParams('gameType=rng&vassalage=FC&gameName=%20ace%20&gameClassify=&minBet=0.05&pageNo=2');
    expect(gameFilterFromQuery(q)).toEqual({ gameType: 'RNG', vassalage: 'FC', name: 'ace', minBet: '0.05' });
  });
  it('knows an empty filter', () => {
    expect(isFilterEmpty({ vassalage: ' ', name: '', minBet: 'x' })).toBe(true);
    expect(isFilterEmpty({ gameClassify: 'JP' })).toBe(false);
  });
  it('type families', () => {
    expect(typeMatches('SPORTS', 'COCKFIGHT')).toBe(true);
    expect(typeMatches('RNG', 'JL')).toBe(false);
  });
});
