// The theme of a demo image, picked from its title (and a game's category): keywords first (a
// phrase, then the words from the last — the noun — to the first), then the category, then a
// hashed choice, so the same title always gets the same art.
import { hashString } from '@/platform-sim/seed-utils';

export const ART_THEMES = [
  'fruit',
  'gems',
  'dragon',
  'sea',
  'jungle',
  'temple',
  'crown',
  'cards',
  'sports',
  'esports',
  'rooster',
  'dice',
  'lottery',
  'bingo',
  'wheel',
  'treasure',
  'coins',
  'fiesta',
  'fire',
  'sevens',
  'star',
  'fight',
  'shield',
] as const;
export type ArtTheme = (typeof ART_THEMES)[number];

/** Phrases that name a game outright (a live table, a classic), checked before single words. */
const PHRASES: readonly (readonly [RegExp, ArtTheme])[] = [
  [/dragon tiger/, 'cards'],
  [/boxing|kickbox|muay/, 'fight'],
  [/sic bo|fan tan|craps/, 'dice'],
  [/colou?r game|crazy time|roulette|wheel/, 'wheel'],
  [/777|\b7s\b/, 'sevens'],
  [/responsible|limit|self.?exclu/, 'shield'],
  [/live (casino|dealer)/, 'cards'],
];

const WORDS: Readonly<Record<string, ArtTheme>> = {
  ace: 'cards',
  baccarat: 'cards',
  blackjack: 'cards',
  poker: 'cards',
  card: 'cards',
  cards: 'cards',
  dealer: 'cards',
  dealers: 'cards',
  casino: 'cards',
  tongits: 'cards',
  pusoy: 'cards',
  gems: 'gems',
  gem: 'gems',
  diamond: 'gems',
  diamonds: 'gems',
  jewel: 'gems',
  jewels: 'gems',
  crystal: 'gems',
  ruby: 'gems',
  dragon: 'dragon',
  dragons: 'dragon',
  serpent: 'dragon',
  fishing: 'sea',
  fish: 'sea',
  ocean: 'sea',
  sea: 'sea',
  pearl: 'sea',
  island: 'sea',
  shark: 'sea',
  mermaid: 'sea',
  jungle: 'jungle',
  tiger: 'jungle',
  safari: 'jungle',
  lion: 'jungle',
  wild: 'jungle',
  panda: 'jungle',
  empire: 'temple',
  gods: 'temple',
  god: 'temple',
  olympus: 'temple',
  zeus: 'temple',
  temple: 'temple',
  pharaoh: 'temple',
  games: 'sevens',
  royal: 'crown',
  king: 'crown',
  queen: 'crown',
  vip: 'crown',
  exclusive: 'crown',
  crown: 'crown',
  sports: 'sports',
  sport: 'sports',
  football: 'sports',
  basketball: 'sports',
  pba: 'sports',
  soccer: 'sports',
  parlay: 'sports',
  virtual: 'sports',
  esports: 'esports',
  gaming: 'esports',
  dota: 'esports',
  legends: 'esports',
  sabong: 'rooster',
  cockfight: 'rooster',
  rooster: 'rooster',
  derby: 'rooster',
  manok: 'rooster',
  dice: 'dice',
  sicbo: 'dice',
  lotto: 'lottery',
  lottery: 'lottery',
  keno: 'lottery',
  draw: 'lottery',
  jackpot: 'lottery',
  bingo: 'bingo',
  perya: 'bingo',
  bonanza: 'fruit',
  fruit: 'fruit',
  fruits: 'fruit',
  mango: 'fruit',
  cherry: 'fruit',
  candy: 'fruit',
  sweet: 'fruit',
  treasure: 'treasure',
  bonus: 'treasure',
  promotions: 'treasure',
  register: 'treasure',
  welcome: 'treasure',
  invite: 'treasure',
  friend: 'treasure',
  gift: 'treasure',
  money: 'coins',
  coins: 'coins',
  coin: 'coins',
  cash: 'coins',
  deposit: 'coins',
  payments: 'coins',
  gcash: 'coins',
  maya: 'coins',
  rebate: 'coins',
  cashback: 'coins',
  fortune: 'coins',
  golden: 'coins',
  fiesta: 'fiesta',
  carnival: 'fiesta',
  pinoy: 'fiesta',
  jeepney: 'fiesta',
  barrio: 'fiesta',
  festival: 'fiesta',
  volcano: 'fire',
  phoenix: 'fire',
  fire: 'fire',
  blaze: 'fire',
  hot: 'fire',
  slot: 'sevens',
  slots: 'sevens',
  crazy: 'sevens',
  classic: 'sevens',
  mega: 'sevens',
  super: 'sevens',
  star: 'star',
  stars: 'star',
  magic: 'star',
  moon: 'star',
  lucky: 'star',
  boxing: 'fight',
  fight: 'fight',
  fighter: 'fight',
  kick: 'fight',
  ninja: 'fight',
};

/** Keywords that outweigh others in a title: what a player sees first. */
const STRONG: ReadonlySet<string> = new Set(['dragon', 'dragons', 'tiger', 'phoenix', 'sabong', 'boxing', 'fishing', 'treasure', 'volcano']);
/** Adjectives: the theme only when nothing else names one. */
const WEAK: ReadonlySet<string> = new Set([
  'golden',
  'lucky',
  'super',
  'mega',
  'crazy',
  'royal',
  'fortune',
  'wild',
  'magic',
  'pinoy',
  'fiesta',
  'island',
  'hot',
  'classic',
  'diamond',
]);

/** Categories whose games share one look whatever their names (every fishing game is at sea). */
const CATEGORY_FIRST: Readonly<Record<string, ArtTheme>> = { FISH: 'sea', COCKFIGHT: 'rooster', ESPORTS: 'esports', SPORTS: 'sports', BINGO: 'bingo' };

/** The look of a category when the title names none. */
const CATEGORY_DEFAULT: Readonly<Record<string, ArtTheme>> = { LIVE: 'cards', PVP: 'cards', LOTT: 'lottery', ELOTT: 'lottery', RNG: 'sevens', JL: 'sevens' };

const FALLBACK: readonly ArtTheme[] = ['fruit', 'gems', 'coins', 'star', 'treasure', 'sevens', 'crown', 'fiesta'];

interface ThemeInput {
  readonly name: string;
  readonly category?: string | undefined;
}

export function pickTheme({ name, category }: ThemeInput): ArtTheme {
  const first = category ? CATEGORY_FIRST[category] : undefined;
  if (first) return first;
  const text = name.toLowerCase();
  for (const [re, theme] of PHRASES) if (re.test(text)) return theme;
  // The strongest keyword wins (a creature over a noun over an adjective); among equals the later
  // word, the noun of "Golden Mango".
  let best: ArtTheme | undefined;
  let bestWeight = 0;
  for (const word of text.split(/[^a-z0-9]+/)) {
    const hit = WORDS[word];
    const weight = STRONG.has(word) ? 3 : WEAK.has(word) ? 1 : 2;
    if (hit && weight >= bestWeight) {
      best = hit;
      bestWeight = weight;
    }
  }
  if (best) return best;
  const byCategory = category ? CATEGORY_DEFAULT[category] : undefined;
  return byCategory ?? FALLBACK[hashString(text) % FALLBACK.length] ?? 'star';
}
