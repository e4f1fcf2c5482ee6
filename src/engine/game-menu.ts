// The home game menu built from the platform's vendor data, and the game-list page's type.
//
// Tabs: Home and Hot (content switches in place), then the vendor categories in sorting order.
// E-sports and cockfight vendors are split into their own categories right after SPORTS; JL
// vendors get their own category right before RNG. A vendor counts as e-sports (cockfight) when
// the vendor data's `mapping.ESPORTS` (`mapping.COCKFIGHT`) lists it or its code says so; a
// vendor is JL when its code is JL or `mapping.JL` lists it. Categories left without vendors
// are dropped (PROMO needs none).
import { href } from '@/engine/routes';
import type { GameFilter } from '@/engine/game-filter';

export interface VendorName {
  /** The vendor code (vassalage). */
  readonly accountTypeName: string;
  readonly displayName: string;
  /** The vendor's logo (a path on the image CDNs, or an https URL), where the platform has one. */
  readonly logoUrl?: string | undefined;
}

export interface VendorCategory {
  readonly gameCategory: string;
  readonly vendorNames: readonly VendorName[];
}

export interface VendorData {
  readonly sorting: readonly VendorCategory[];
  /** Vendor codes by category, when the platform sends it. */
  readonly mapping?: Readonly<Record<string, readonly string[]>>;
}

export type GameMenuAction =
  | { kind: 'inline'; content: 'home' | 'hot' }
  | { kind: 'category'; to: string }
  | { kind: 'launchVendor'; vendor: VendorName }
  | { kind: 'vendorList'; vendors: readonly VendorName[] }
  | { kind: 'navigate'; to: string };

export interface GameMenuTab {
  /** 'home', 'hot', or the category's game type (e.g. 'RNG'). */
  readonly id: string;
  /** An i18n key (e.g. 'gameType.RNG')… */
  readonly labelKey?: string;
  /** …or a literal label (BINGO's vendor display name, 'JILI SLOT'). */
  readonly label?: string;
  readonly action: GameMenuAction;
}

/** Categories that always open their category page. */
const CATEGORY_PAGE_TYPES = new Set(['RNG', 'FISH', 'JL', 'PVP', 'BINGO']);
/** Categories that show their vendors inline. */
const INLINE_LIST_TYPES = new Set(['LOTT', 'ELOTT', 'SPORTS']);

export const CATEGORY_PAGES: Readonly<Record<string, string>> = {
  RNG: href('rng'),
  FISH: href('fish'),
  JL: href('jlSlot'),
  PVP: href('pvp'),
  LIVE: href('live'),
  SPORTS: href('sports'),
  ESPORTS: href('esports'),
  LOTT: href('lott'),
  ELOTT: href('elott'),
};

export const JL_LABEL = 'JILI SLOT';
export const PROMO_PATH = href('activity');

export function categoryPage(type: string): string {
  return CATEGORY_PAGES[type] ?? href('gameList', {}, { gameType: type });
}

const inMapping = (data: VendorData, category: string, code: string): boolean => data.mapping?.[category]?.includes(code) ?? false;

const isEsports = (data: VendorData, v: VendorName): boolean => inMapping(data, 'ESPORTS', v.accountTypeName) || /e-?sports?/i.test(v.accountTypeName);
const isCockfight = (data: VendorData, v: VendorName): boolean => inMapping(data, 'COCKFIGHT', v.accountTypeName) || /cock|sabong/i.test(v.accountTypeName);
const isJl = (data: VendorData, v: VendorName): boolean => v.accountTypeName.toUpperCase() === 'JL' || inMapping(data, 'JL', v.accountTypeName);

/** The categories, in menu order, with their vendors (after splitting). */
export function orderedCategories(data: VendorData): { type: string; vendors: VendorName[] }[] {
  const cats = new Map<string, VendorName[]>();
  for (const entry of data.sorting) {
    const type = entry.gameCategory.toUpperCase();
    const list = cats.get(type) ?? [];
    for (const v of entry.vendorNames) {
      if (!list.some((x) => x.accountTypeName === v.accountTypeName)) list.push(v);
    }
    cats.set(type, list);
  }

  const esports = [...(cats.get('ESPORTS') ?? [])];
  const cockfight = [...(cats.get('COCKFIGHT') ?? [])];
  const sports = cats.get('SPORTS');
  if (sports) {
    const keep: VendorName[] = [];
    for (const v of sports) {
      if (isEsports(data, v)) esports.push(v);
      else if (isCockfight(data, v)) cockfight.push(v);
      else keep.push(v);
    }
    cats.set('SPORTS', keep);
  }

  const jl = [...(cats.get('JL') ?? [])];
  let jlOrigin: string | null = cats.has('JL') ? 'JL' : null;
  for (const [type, list] of cats) {
    if (type === 'JL') continue;
    const found = list.filter((v) => isJl(data, v));
    if (found.length === 0) continue;
    jl.push(...found);
    jlOrigin ??= type;
    cats.set(
      type,
      list.filter((v) => !isJl(data, v)),
    );
  }

  const out: { type: string; vendors: VendorName[] }[] = [];
  const placed = new Set<string>();
  const push = (type: string, vendors: VendorName[]): void => {
    if (placed.has(type)) return;
    placed.add(type);
    out.push({ type, vendors });
  };
  const jlAnchor = cats.has('RNG') ? 'RNG' : jlOrigin;
  for (const [type, vendors] of cats) {
    if ((type === 'ESPORTS' || type === 'COCKFIGHT') && sports) continue;
    if (type === 'JL' && jlAnchor !== 'JL') continue;
    if (type === jlAnchor) push('JL', jl);
    if (type === 'ESPORTS') push(type, esports);
    else if (type === 'COCKFIGHT') push(type, cockfight);
    else if (type !== 'JL') push(type, vendors);
    if (type === 'SPORTS') {
      push('ESPORTS', esports);
      push('COCKFIGHT', cockfight);
    }
  }
  return out.filter((c) => c.type === 'PROMO' || c.vendors.length > 0);
}

function actionFor(type: string, vendors: readonly VendorName[]): GameMenuAction {
  if (type === 'PROMO') return { kind: 'navigate', to: PROMO_PATH };
  if (CATEGORY_PAGE_TYPES.has(type)) return { kind: 'category', to: categoryPage(type) };
  if (INLINE_LIST_TYPES.has(type)) return { kind: 'vendorList', vendors };
  const [only] = vendors;
  if (vendors.length === 1 && only) return { kind: 'launchVendor', vendor: only };
  return { kind: 'category', to: categoryPage(type) };
}

function labelFor(type: string, vendors: readonly VendorName[]): { labelKey: string } | { label: string } {
  if (type === 'JL') return { label: JL_LABEL };
  const bingoName = type === 'BINGO' ? vendors[0]?.displayName : undefined;
  if (bingoName) return { label: bingoName };
  return { labelKey: `gameType.${type}` };
}

export function buildGameMenu(vendorData: VendorData): GameMenuTab[] {
  const tabs: GameMenuTab[] = [
    { id: 'home', labelKey: 'gameType.HOME', action: { kind: 'inline', content: 'home' } },
    { id: 'hot', labelKey: 'gameType.HOT', action: { kind: 'inline', content: 'hot' } },
  ];
  for (const { type, vendors } of orderedCategories(vendorData)) {
    tabs.push({ id: type, ...labelFor(type, vendors), action: actionFor(type, vendors) });
  }
  return tabs;
}

// ------------------------------------------------------------------ game list page

export const GAME_LIST_TYPES = ['RNG', 'PVP', 'FISH', 'LIVE', 'SPORTS', 'LOTT', 'ELOTT', 'JL', 'BINGO'] as const;
export type GameListType = (typeof GAME_LIST_TYPES)[number];
export type GameListTab = 'all' | 'hot' | 'recent' | 'fav';

const PATH_TYPES: Readonly<Record<string, GameListType>> = {
  [href('rng')]: 'RNG',
  [href('live')]: 'LIVE',
  [href('pvp')]: 'PVP',
  [href('fish')]: 'FISH',
};
/** Types shown with another type's list. */
const TYPE_ALIASES: Readonly<Record<string, GameListType>> = { ESPORTS: 'SPORTS', COCKFIGHT: 'SPORTS' };

export type QueryInput = URLSearchParams | string | Readonly<Record<string, string | null | undefined>>;

function queryGet(query: QueryInput, name: string): string | null {
  if (typeof query === 'string') return new URLSearchParams(query).get(name);
  if (query instanceof URLSearchParams) return query.get(name);
  return query[name] ?? null;
}

const isGameListType = (v: string): v is GameListType => (GAME_LIST_TYPES as readonly string[]).includes(v);

/**
 * The game type of the game-list page: from the path (/m/rng RNG, /m/live LIVE, /m/pvp PVP,
 * /m/fish FISH), otherwise the query's gameType (ESPORTS and COCKFIGHT map to SPORTS), default RNG.
 */
export function gameListType(pathname: string, query: QueryInput): GameListType {
  const path = pathname.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');
  const fromPath = PATH_TYPES[path];
  if (fromPath) return fromPath;
  const raw = (queryGet(query, 'gameType') ?? '').trim().toUpperCase();
  const aliased = TYPE_ALIASES[raw];
  if (aliased) return aliased;
  return isGameListType(raw) ? raw : 'RNG';
}

export interface GameListParams {
  readonly gameType: GameListType;
  /** Query vassalage: a search by manufacturer. */
  readonly vassalage: string | null;
  /** Query type selects the tab. */
  readonly tab: GameListTab;
}

const TABS: readonly GameListTab[] = ['all', 'hot', 'recent', 'fav'];

export function gameListParams(pathname: string, query: QueryInput): GameListParams {
  const vassalage = queryGet(query, 'vassalage')?.trim() || null;
  const type = (queryGet(query, 'type') ?? '').trim().toLowerCase();
  const tab = TABS.find((t) => t === type) ?? 'all';
  return { gameType: gameListType(pathname, query), vassalage, tab };
}

/** What the game list shows: one of its tabs, or filter mode (a filter applied, or the address's manufacturer). */
export type GameListView = GameListTab | 'filter';

/** How the game list opens at an address. */
export interface GameListOpening {
  readonly gameType: GameListType;
  /**
   * The address's tab; a guest who asked for recent or favourites gets all (those need a session)
   * and is told to log in first; an address naming a manufacturer opens all as a filter by it.
   */
  readonly view: GameListView;
  /** The filter it starts with: the address's manufacturer, if any. */
  readonly filter: GameFilter;
  /** A guest asked for a member's tab. */
  readonly loginFirst: boolean;
}

export function gameListOpening(pathname: string, query: QueryInput, signedIn: boolean): GameListOpening {
  const { gameType, vassalage, tab } = gameListParams(pathname, query);
  const loginFirst = (tab === 'recent' || tab === 'fav') && !signedIn;
  const first = loginFirst ? 'all' : tab;
  return { gameType, view: vassalage && first === 'all' ? 'filter' : first, filter: vassalage ? { vassalage } : {}, loginFirst };
}

/** The filter fields of the game list's platform query. */
export interface GameListSearch {
  readonly gameName: string;
  readonly vassalage: string;
  readonly gameClassify: string;
  readonly minBet: string;
}

/**
 * What the game list asks the platform for in a view: in filter mode the filter (its name before
 * the typed one), otherwise only the typed name. The list asks this at every view (its Hot,
 * recent and favourites tabs narrow their own lists), and boot asks it for the opening view.
 */
export function gameListSearch(view: GameListView, filter: GameFilter, typedName: string): GameListSearch {
  const applied = view === 'filter' ? filter : {};
  return {
    gameName: (applied.name || typedName).trim(),
    vassalage: applied.vassalage ?? '',
    gameClassify: applied.gameClassify ?? '',
    minBet: applied.minBet ?? '',
  };
}

/** The game-list category switcher: LOTT goes to /m/lottery, others to the list of that type. */
export function categorySwitchTarget(type: string): string {
  return type === 'LOTT' ? href('lottery') : href('gameList', {}, { gameType: type });
}
