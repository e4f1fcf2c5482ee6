// The demo catalogue: over 600 games across every category and several vendors each, generated
// deterministically (seeded PRNG) so that every browser and test sees the same catalogue.
import type { Game, GameType } from '@/api/endpoints/game-types';
import type { VendorData } from '@/api/endpoints/game-vendors';
import { prng } from '@/platform-sim/seed-utils';

export interface Vendor {
  code: string;
  displayName: string;
  category: GameType;
  games: number;
  /** Share of games with free play (supportPlay 0). */
  freePlay: number;
}

export const VENDORS: readonly Vendor[] = [
  { code: 'EVO', displayName: 'Evolution', category: 'LIVE', games: 22, freePlay: 0 },
  { code: 'SEXY', displayName: 'Sexy Baccarat', category: 'LIVE', games: 18, freePlay: 0 },
  { code: 'DG', displayName: 'Dream Gaming', category: 'LIVE', games: 20, freePlay: 0 },
  { code: 'JILI', displayName: 'JILI', category: 'JL', games: 90, freePlay: 0.5 },
  { code: 'FC', displayName: 'Fa Chai', category: 'RNG', games: 75, freePlay: 0.4 },
  { code: 'PG', displayName: 'PG Soft', category: 'RNG', games: 75, freePlay: 0.4 },
  { code: 'PP', displayName: 'Pragmatic Play', category: 'RNG', games: 75, freePlay: 0.3 },
  { code: 'CQ9', displayName: 'CQ9', category: 'RNG', games: 75, freePlay: 0.3 },
  { code: 'JDB', displayName: 'JDB', category: 'FISH', games: 25, freePlay: 0.5 },
  { code: 'KA', displayName: 'KA Gaming', category: 'FISH', games: 25, freePlay: 0.5 },
  { code: 'SABA', displayName: 'SABA Sports', category: 'SPORTS', games: 3, freePlay: 0 },
  { code: 'CMD', displayName: 'CMD368', category: 'SPORTS', games: 3, freePlay: 0 },
  { code: 'TFESPORT', displayName: 'TF Gaming', category: 'ESPORTS', games: 4, freePlay: 0 },
  { code: 'SV388', displayName: 'SV388 Sabong', category: 'COCKFIGHT', games: 3, freePlay: 0 },
  { code: 'KM', displayName: 'Kingmaker', category: 'PVP', games: 25, freePlay: 0.2 },
  { code: 'V8', displayName: 'V8 Poker', category: 'PVP', games: 25, freePlay: 0.2 },
  { code: 'VNLOTT', displayName: 'Vietnam Lottery', category: 'LOTT', games: 12, freePlay: 0 },
  { code: 'TCG', displayName: 'TCG Lottery', category: 'LOTT', games: 12, freePlay: 0 },
  { code: 'SEALOTT', displayName: 'SEA E-Lottery', category: 'ELOTT', games: 10, freePlay: 0 },
  { code: 'BINGOPLUS', displayName: 'Bingo Plus', category: 'BINGO', games: 12, freePlay: 0.3 },
];

/** The vendor sorting list: JILI SLOT before the slots category, e-sports and cockfight after sports. */
export const CATEGORY_ORDER: readonly string[] = ['LIVE', 'JL', 'RNG', 'FISH', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'PVP', 'LOTT', 'ELOTT', 'BINGO', 'PROMO'];

const WORDS_A = ['Super', 'Fortune', 'Golden', 'Lucky', 'Mega', 'Royal', 'Crazy', 'Wild', 'Dragon', 'Jungle', 'Pinoy', 'Fiesta', 'Island', 'Treasure', 'Diamond', 'Magic'];
const WORDS_B = ['Ace', 'Gems', 'Empire', 'Bonanza', 'Fishing', 'Tiger', 'Sabong', 'Jeepney', 'Mango', 'Boxing', 'Phoenix', 'Carnival', 'Pearl', 'Volcano', 'Star', 'Wheel'];
const WORDS_C = ['', ' Deluxe', ' 2', ' Megaways', ' Hold & Win', ' Rush', ' Gold', ' Extreme'];
const LIVE_NAMES = ['Baccarat', 'Speed Baccarat', 'Roulette', 'Sic Bo', 'Dragon Tiger', 'Blackjack', 'Crazy Time', 'Lightning Roulette', 'Color Game', 'Fan Tan'];
const CLASSIFY: Record<string, readonly string[]> = {
  RNG: ['JP', 'SC', 'VP', 'AC'],
  JL: ['JP', 'AC', 'SC'],
  FISH: ['AC'],
  PVP: ['TG', 'VP'],
  BINGO: ['BG'],
};
const MIN_BETS = ['0.01', '0.05', '0.10', '0.50', '0.75', '1.00', '5.00'];

/**
 * The catalogue, generated once on first use (the game list, a member's seeded history), never at
 * the simulator's start: it is the same for every merchant and never changes.
 */
let catalogue: Game[] | null = null;
export const allGames = (): Game[] => (catalogue ??= seedGames());

export function seedGames(): Game[] {
  const rand = prng(600);
  const games: Game[] = [];
  const used = new Set<string>();
  for (const v of VENDORS) {
    for (let i = 0; i < v.games; i++) {
      let name = '';
      if (v.category === 'LIVE') name = `${LIVE_NAMES[i % LIVE_NAMES.length] ?? 'Baccarat'} ${Math.floor(i / LIVE_NAMES.length) + 1}`;
      else if (v.category === 'SPORTS' || v.category === 'ESPORTS' || v.category === 'COCKFIGHT') name = `${v.displayName} ${['Lobby', 'Live', 'Parlay', 'Virtual'][i] ?? 'Lobby'}`;
      else if (v.category === 'LOTT' || v.category === 'ELOTT') name = `${['Northern', 'Southern', 'Central', 'Mega', 'Quick', 'Lucky'][i % 6]} ${v.category === 'ELOTT' ? 'Keno' : 'Lotto'} ${Math.floor(i / 6) + 1}`;
      else if (v.category === 'BINGO') name = `${['Perya', 'Fiesta', 'Barrio', 'Lucky'][i % 4]} Bingo ${Math.floor(i / 4) + 1}`;
      else {
        do {
          name = `${WORDS_A[Math.floor(rand() * WORDS_A.length)]} ${WORDS_B[Math.floor(rand() * WORDS_B.length)]}${WORDS_C[Math.floor(rand() * WORDS_C.length)]}`;
        } while (used.has(`${v.code}:${name}`));
      }
      used.add(`${v.code}:${name}`);
      const id = `${v.code}-${String(i + 1).padStart(3, '0')}`;
      const classes = CLASSIFY[v.category] ?? [''];
      const classify = classes[Math.floor(rand() * classes.length)] ?? '';
      games.push({
        gameId: id,
        roomId: `R${id}`,
        nodeId: `N${id}`,
        nodeName: name,
        gameName: name,
        displayName: name,
        showIcon: true,
        iconUrl: `/sim-assets/games/${id}.svg`,
        mobileLargeIcon: `/sim-assets/games/${id}.svg`,
        vassalage: v.code,
        supportPlay: rand() < v.freePlay ? 0 : 1,
        gameType: v.category,
        gameClassify: classify,
        gameClassifyNew: classify,
        lottoMode: v.category === 'LOTT' || v.category === 'ELOTT' ? (i % 3 === 0 ? 'Entertainment' : 'Tradition') : '',
        minBet: v.category === 'RNG' || v.category === 'JL' ? (MIN_BETS[Math.floor(rand() * MIN_BETS.length)] ?? '0.10') : '1.00',
      });
    }
  }
  return games;
}

export function vendorData(): VendorData {
  const mapping: Record<string, string[]> = {};
  for (const v of VENDORS) (mapping[v.category] ??= []).push(v.code);
  return {
    sorting: CATEGORY_ORDER.map((category) => ({
      gameCategory: category,
      vendorNames: VENDORS.filter((v) => v.category === category).map((v) => ({ accountTypeName: v.code, displayName: v.displayName, logoUrl: `/sim-assets/vendor/${v.code}.svg` })),
    })),
    mapping,
  };
}

/** Hot games: the first 10 of JILI, then 2 of each RNG vendor, live tables and fish. */
export function hotGameIds(games: readonly Game[]): string[] {
  const pick = (vendor: string, n: number) => games.filter((g) => g.vassalage === vendor).slice(0, n).map((g) => g.gameId);
  return [...pick('JILI', 10), ...pick('FC', 3), ...pick('PG', 3), ...pick('PP', 2), ...pick('CQ9', 2), ...pick('EVO', 3), ...pick('JDB', 2)];
}
