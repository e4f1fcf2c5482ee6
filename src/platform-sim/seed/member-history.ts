// The demo member's wallet history: 40 days of deposits, bets and wins on catalogue games, a
// bonus, rebates, a withdrawal and game-wallet transfers, generated deterministically and ending
// on exactly the total balance DESIGN.md promises (₱10,000.00): the main wallet and the money
// transferred out to game wallets together (₱9,844.50 and ₱155.50). Every figure of the records
// pages is computed from these entries.
import type { LedgerEntry } from '@/platform-sim/areas/accounts/state';
import { allGames } from '@/platform-sim/seed/games';
import { must } from '@/platform-sim/kernel';
import { prng } from '@/platform-sim/seed-utils';
import { DAY_MS as DAY, HOUR_MS as HOUR } from '@/engine/time';


type Draft = Omit<LedgerEntry, 'id' | 'balanceAfterCents'>;

/**
 * Entries up to `seedTime` whose total (the main wallet's balance plus what sits in game wallets)
 * ends on `finalCents`, starting from an opening balance chosen so that the balance never goes
 * below zero.
 */
export function memberHistory(seedTime: number, finalCents: number, seed = 11): LedgerEntry[] {
  const rand = prng(seed);
  const games = allGames().filter((g) => ['JL', 'RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP'].includes(g.gameType));
  const pick = () => must(games[Math.floor(rand() * games.length)], 'seed game');
  const drafts: Draft[] = [];
  let betSeq = 1;
  for (let day = 40; day >= 0; day--) {
    const dayStart = Math.floor(seedTime / DAY) * DAY - day * DAY;
    // A deposit every few days, through an e-wallet or the bank.
    if (day % 4 === 1) {
      const channel = rand() < 0.7 ? 'gcash' : rand() < 0.5 ? 'maya' : 'bank';
      const amount = (3 + Math.floor(rand() * 10)) * 10_000;
      drafts.push({ at: dayStart + 9 * HOUR, kind: 'deposit', amountCents: amount, ref: `DP${String(90000 - day * 7)}`, meta: { channel } });
    }
    // Two to six bets a day (none on the seed day after 08:00), each settled with a win or a loss.
    const bets = 2 + Math.floor(rand() * 5);
    for (let i = 0; i < bets; i++) {
      const at = dayStart + (10 + i * 2) * HOUR + Math.floor(rand() * 50) * 60_000;
      if (at > seedTime) break;
      const game = pick();
      const stake = (2 + Math.floor(rand() * 19)) * 500;
      const ref = `BT${String(700000 + betSeq++)}`;
      const meta = { game: game.displayName, vendor: game.vassalage, gameType: game.gameType };
      drafts.push({ at, kind: 'bet', amountCents: -stake, ref, meta });
      const r = rand();
      // About 90% paid back on average: most bets lose or win a little, a few win big.
      const win = r < 0.5 ? 0 : r < 0.93 ? Math.floor((stake * (50 + Math.floor(rand() * 140))) / 100) : stake * (3 + Math.floor(rand() * 6));
      if (win > 0) drafts.push({ at: at + 60_000, kind: 'win', amountCents: win, ref, meta });
    }
    if (day % 7 === 3) {
      const rebate = 500 + Math.floor(rand() * 2000);
      drafts.push({ at: dayStart + 6 * HOUR, kind: 'rebate', amountCents: rebate, ref: `RB${String(3000 + day)}`, meta: {} });
    }
  }
  drafts.push({ at: Math.floor(seedTime / DAY) * DAY - 30 * DAY + 12 * HOUR, kind: 'bonus', amountCents: 20_000, ref: 'PROMO-WELCOME', meta: {} });
  drafts.push({ at: Math.floor(seedTime / DAY) * DAY - 12 * DAY + 20 * HOUR, kind: 'withdrawal', amountCents: -150_000, ref: 'WD50012', meta: { account: 'P1' } });
  // Money left in two game vendors' wallets (returned by a balance recall).
  drafts.push({ at: Math.floor(seedTime / DAY) * DAY - 2 * DAY + 21 * HOUR, kind: 'transfer', amountCents: -12_050, ref: 'TR-JILI', meta: { wallet: 'JILI' } });
  drafts.push({ at: Math.floor(seedTime / DAY) * DAY - 1 * DAY + 22 * HOUR, kind: 'transfer', amountCents: -3_500, ref: 'TR-PG', meta: { wallet: 'PG' } });
  drafts.sort((a, b) => a.at - b.at);

  // The opening balance that ends on finalCents in total; the transfers out stay in game wallets.
  const inGameWallets = -drafts.filter((d) => d.kind === 'transfer').reduce((s, d) => s + d.amountCents, 0);
  const sum = drafts.reduce((s, d) => s + d.amountCents, 0) + inGameWallets;
  let running = 0;
  let lowest = 0;
  for (const d of drafts) {
    running += d.amountCents;
    lowest = Math.min(lowest, running);
  }
  const opening = finalCents - sum;
  if (opening <= 0 || opening + lowest < 0) throw new Error('member history does not fit the final balance; choose another seed');
  const start = (drafts[0]?.at ?? seedTime) - DAY;
  const entries: LedgerEntry[] = [];
  let balance = 0;
  const push = (d: Draft) => {
    balance += d.amountCents;
    entries.push({ ...d, id: `H${String(entries.length)}`, balanceAfterCents: balance });
  };
  push({ at: start, kind: 'opening', amountCents: opening, ref: 'opening balance', meta: {} });
  for (const d of drafts) push(d);
  return entries;
}
