// The lobby's category and game-center pages as data: which game types and vendors each shows,
// and the pieces that follow from them (jackpot for slots, the vendor side menu, the index of
// game centers). Built from the platform's vendor data by the game menu's category order.
import { categoryPage, orderedCategories, type VendorData, type VendorName } from '@/engine/game-menu';
import { dateTimeAt, DAY_MS } from '@/engine/time';

export type CategoryPageId = 'ppSlot' | 'jlSlot' | 'fish' | 'rng' | 'pvp';

export interface CategoryPageDef {
  /** The game type whose vendors the side menu lists. */
  readonly type: 'RNG' | 'JL' | 'FISH' | 'PVP';
  /** The vendor chosen when the page opens (if the merchant has it). */
  readonly vendor?: string;
  /** Slots show the jackpot banner. */
  readonly jackpot: boolean;
}

export const CATEGORY_PAGE_DEFS: Readonly<Record<CategoryPageId, CategoryPageDef>> = {
  ppSlot: { type: 'RNG', vendor: 'PP', jackpot: true },
  jlSlot: { type: 'JL', jackpot: true },
  rng: { type: 'RNG', jackpot: true },
  fish: { type: 'FISH', jackpot: false },
  pvp: { type: 'PVP', jackpot: false },
};

/** The definition of a category page by route id (the slots page when unknown). */
export function categoryPageDef(id: string): CategoryPageDef {
  return Object.entries(CATEGORY_PAGE_DEFS).find(([k]) => k === id)?.[1] ?? CATEGORY_PAGE_DEFS.rng;
}

/** A category page shows its first 2 games as the popular strip… */
export const POPULAR_STRIP_SIZE = 2;
/** …and, per vendor, up to 6 games with a show-more control when the vendor has more. */
export const VENDOR_PREVIEW_SIZE = 6;

/** The vendors of a game type after the menu's splitting (JL out of RNG, e-sports out of sports…). */
export function vendorsOfType(data: VendorData | undefined, type: string): VendorName[] {
  if (!data) return [];
  return orderedCategories(data).find((c) => c.type === type)?.vendors ?? [];
}

/** The vendor selected on a category page: the query's when the type has it, else the page's default when present, else all (''). */
export function selectedVendor(def: CategoryPageDef, vendors: readonly VendorName[], query: string | null): string {
  const has = (code: string | null | undefined): code is string => Boolean(code) && vendors.some((v) => v.accountTypeName === code);
  if (query !== null) return has(query) ? query : '';
  return has(def.vendor) ? def.vendor : '';
}

// ------------------------------------------------------------------ game centers

export type CenterId = 'sports' | 'esports' | 'live' | 'lott' | 'elott' | 'gameCenter' | 'slotsCenter' | 'lottery';

export interface CenterDef {
  readonly types: readonly string[];
  /** live: hot live games and the hosts; sports: upcoming events; lottery: games through the launcher. */
  readonly extra?: 'live' | 'matches' | 'lottery';
}

export const CENTER_DEFS: Readonly<Record<CenterId, CenterDef>> = {
  sports: { types: ['SPORTS'], extra: 'matches' },
  esports: { types: ['ESPORTS'] },
  live: { types: ['LIVE'], extra: 'live' },
  lott: { types: ['LOTT'], extra: 'lottery' },
  elott: { types: ['ELOTT'], extra: 'lottery' },
  gameCenter: { types: ['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'PVP', 'FISH', 'BINGO'] },
  slotsCenter: { types: ['JL', 'RNG'] },
  /** The lottery hall (/m/lottery): both lottery kinds. */
  lottery: { types: ['LOTT', 'ELOTT'], extra: 'lottery' },
};

export interface CenterSection {
  readonly type: string;
  readonly vendors: readonly VendorName[];
}

/** The definition of a game center by route id (the game center when unknown). */
export function centerDef(id: string): CenterDef {
  return Object.entries(CENTER_DEFS).find(([k]) => k === id)?.[1] ?? CENTER_DEFS.gameCenter;
}

/** The vendor lists of a center, in the menu's category order; types without vendors are left out. */
export function centerSections(data: VendorData | undefined, def: CenterDef): CenterSection[] {
  if (!data) return [];
  return orderedCategories(data)
    .filter((c) => def.types.includes(c.type) && c.vendors.length > 0)
    .map((c) => ({ type: c.type, vendors: c.vendors }));
}

export interface GameIndexEntry {
  readonly type: string;
  readonly to: string;
  readonly vendorCount: number;
}

/** The game-center index (/m/game): every category with its page and vendor count (PROMO left out). */
export function gameIndex(data: VendorData | undefined): GameIndexEntry[] {
  if (!data) return [];
  return orderedCategories(data)
    .filter((c) => c.type !== 'PROMO')
    .map((c) => ({ type: c.type, to: categoryPage(c.type), vendorCount: c.vendors.length }));
}

// ------------------------------------------------------------------ jackpot

/** The progressive jackpot shown on slot pages: a base that grows by ₱2.37 a second, as a decimal string. */
export const JACKPOT_BASE_CENTS = 1_234_567_890;
export const JACKPOT_CENTS_PER_SECOND = 237;
export const JACKPOT_EPOCH_MS = Date.UTC(2026, 0, 1);

export function jackpotAmount(nowMs: number): string {
  const seconds = Math.max(0, Math.floor((nowMs - JACKPOT_EPOCH_MS) / 1000));
  // Resets every 30 days so it stays a believable size.
  const cents = JACKPOT_BASE_CENTS + (seconds % ((30 * DAY_MS) / 1000)) * JACKPOT_CENTS_PER_SECOND;
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

// ------------------------------------------------------------------ upcoming events

/** A match time as the spec shows it: date DD/MM/YYYY and time HH:mm, at a UTC offset in minutes. */
export const matchDateTime = dateTimeAt;
