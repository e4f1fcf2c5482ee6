// Filtering a list of games: the game list's filters (game type, manufacturer, name, game class,
// minimum bet), shared by the simulator's game-list call and the client's lists that are filtered
// locally (hot games by the current game type, the loaded list while a search answer is pending).
// Pure and allocation-light: it runs over the whole catalogue (600+ games) on every keystroke.

export interface FilterableGame {
  readonly gameName: string;
  readonly displayName?: string;
  readonly gameType: string;
  readonly vassalage: string;
  readonly gameClassify: string;
  /** Decimal string, e.g. "0.05". */
  readonly minBet: string;
}

export interface GameFilter {
  readonly gameType?: string;
  /** Manufacturer (vendor) code. */
  readonly vassalage?: string;
  /** Trimmed; matched case-insensitively anywhere in the game's name. */
  readonly name?: string;
  readonly gameClassify?: string;
  /**
   * Decimal string: games that can be played with this bet (their minimum bet at most this); or
   * MINIMUM_BET ('min'): the games whose minimum bet is the lowest of those the other parts keep.
   */
  readonly minBet?: string;
}

/** Game types whose list also holds other types' games (e-sports and cockfight are listed with sports). */
export const TYPE_FAMILIES: Readonly<Record<string, readonly string[]>> = { SPORTS: ['SPORTS', 'ESPORTS', 'COCKFIGHT'] };

/** Whether a game of `gameType` belongs to the list of `listType`. */
export function typeMatches(listType: string, gameType: string): boolean {
  return gameType === listType || (TYPE_FAMILIES[listType]?.includes(gameType) ?? false);
}

/** The 'minimum' choice of the minimum-bet filter: the games at the lowest minimum bet. */
export const MINIMUM_BET = 'min';
/** The minimum-bet choices of the RNG filter drawer, the spec's list ('' is all). */
export const MIN_BET_CHOICES = ['', '0.01', '0.05', '0.1', '0.5', '0.75', MINIMUM_BET] as const;

/** The spec's game classes, in its order (JP accumulative prize, SC scratch, VP video poker, TG PVP, AC arcade, BG bingo). */
export const GAME_CLASSES: readonly string[] = ['JP', 'SC', 'VP', 'TG', 'AC', 'BG'];

/** One vendor's game classes, as the vendor game-types call answers. */
export interface VendorGameTypes {
  readonly vendor: string;
  readonly gameClassify: readonly string[];
}

/**
 * The game-type choices of the filter drawer ('' is all first): the classes the vendor game-types
 * call gives for the chosen manufacturer, or for every manufacturer of the list when none is
 * chosen; the spec's classes in its order, then any other class by name.
 */
export function gameClassChoices(types: readonly VendorGameTypes[] | undefined, listVendors: readonly string[], vendor: string): string[] {
  const wanted = new Set(vendor ? [vendor] : listVendors);
  const classes = new Set<string>();
  for (const t of types ?? []) if (wanted.has(t.vendor)) for (const c of t.gameClassify) if (c.trim()) classes.add(c.trim().toUpperCase());
  const known = GAME_CLASSES.filter((c) => classes.has(c));
  const other = [...classes].filter((c) => !GAME_CLASSES.includes(c)).sort();
  return ['', ...known, ...other];
}

const DECIMAL = /^\s*(\d*)(?:\.(\d{0,2})\d*)?\s*$/;

/** "0.75" → 75 centavos, without floating point; null when not a non-negative decimal. */
export function decimalToCents(value: string): number | null {
  const m = DECIMAL.exec(value);
  if (!m || (!m[1] && !m[2])) return null;
  return Number(m[1] || '0') * 100 + Number(`${m[2] ?? ''}00`.slice(0, 2));
}

/** Normalises a filter: trims, upper-cases codes, drops empty and unparseable parts. */
export function normaliseFilter(f: GameFilter): GameFilter {
  const out: { -readonly [K in keyof GameFilter]: string } = {};
  const type = f.gameType?.trim().toUpperCase();
  if (type) out.gameType = type;
  const vendor = f.vassalage?.trim();
  if (vendor) out.vassalage = vendor;
  const name = f.name?.trim();
  if (name) out.name = name;
  const classify = f.gameClassify?.trim().toUpperCase();
  if (classify) out.gameClassify = classify;
  const minBet = f.minBet?.trim().toLowerCase();
  if (minBet === MINIMUM_BET) out.minBet = MINIMUM_BET;
  else if (f.minBet && decimalToCents(f.minBet) !== null) out.minBet = f.minBet.trim();
  return out;
}

export function isFilterEmpty(f: GameFilter): boolean {
  return Object.keys(normaliseFilter(f)).length === 0;
}

/** The filter a game-list query carries (gameType, vassalage, gameName, gameClassify, minBet). */
export function gameFilterFromQuery(q: URLSearchParams): GameFilter {
  return normaliseFilter({
    gameType: q.get('gameType') ?? '',
    vassalage: q.get('vassalage') ?? '',
    name: q.get('gameName') ?? '',
    gameClassify: q.get('gameClassify') ?? '',
    minBet: q.get('minBet') ?? '',
  });
}

/** The games that pass every part of the filter, in their order. */
export function filterGames<T extends FilterableGame>(games: readonly T[], filter: GameFilter): T[] {
  const f = normaliseFilter(filter);
  const name = f.name?.toLowerCase();
  const lowest = f.minBet === MINIMUM_BET;
  const maxCents = f.minBet === undefined || lowest ? null : decimalToCents(f.minBet);
  const out: T[] = [];
  for (const g of games) {
    if (f.gameType && !typeMatches(f.gameType, g.gameType)) continue;
    if (f.vassalage && g.vassalage !== f.vassalage) continue;
    if (f.gameClassify && g.gameClassify.toUpperCase() !== f.gameClassify) continue;
    if (maxCents !== null) {
      const cents = decimalToCents(g.minBet);
      if (cents === null || cents > maxCents) continue;
    }
    if (name && !g.gameName.toLowerCase().includes(name) && !(g.displayName?.toLowerCase().includes(name) ?? false)) continue;
    out.push(g);
  }
  if (!lowest) return out;
  let min: number | null = null;
  for (const g of out) {
    const cents = decimalToCents(g.minBet);
    if (cents !== null && (min === null || cents < min)) min = cents;
  }
  return min === null ? [] : out.filter((g) => decimalToCents(g.minBet) === min);
}
