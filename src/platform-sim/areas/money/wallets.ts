// The wallet balance, the game wallets (as the ledger says) and the balance recall of the demo platform.
import { http, type HttpHandler } from 'msw';
import { apiPath, isResponse, ok, type Simulator } from '@/platform-sim/kernel';
import { accountOf, type SimAccount } from '@/platform-sim/areas/accounts/state';
import { adjustBalance, balanceCentsOf, formatCents } from '@/platform-sim/areas/accounts/ledger';
import { VENDORS } from '@/platform-sim/seed/games';
import { walletEndpoint } from '@/api/endpoints/wallet';
import { gameWalletsEndpoint } from '@/api/endpoints/game-wallets';
import { recallBalanceEndpoint } from '@/api/endpoints/recall-balance';
import { begin, moneySlice } from '@/platform-sim/areas/money/state';

/** Game wallets as the ledger says: transfers out to a vendor fill it, recalls empty it. */
export function gameWalletsOf(account: SimAccount): Map<string, number> {
  const wallets = new Map<string, number>();
  for (const e of account.ledger) {
    const w = e.meta?.wallet;
    if (!w || (e.kind !== 'transfer' && e.kind !== 'recall')) continue;
    wallets.set(w, (wallets.get(w) ?? 0) - e.amountCents);
  }
  return wallets;
}

export function walletHandlers(sim: Simulator): HttpHandler[] {
  return [
    http.get(apiPath(walletEndpoint.path), ({ request }) => {
      const ctx = begin(sim, request);
      if (isResponse(ctx)) return ctx;
      const merchant = sim.merchant(ctx.session.merchantCode);
      // The total balance: the main wallet and every game wallet (a recall moves money between them).
      const inGames = [...gameWalletsOf(ctx.account).values()].reduce((t, c) => t + Math.max(0, c), 0);
      return ok({ sumBalance: formatCents(balanceCentsOf(ctx.account) + inGames), currencySymbol: merchant?.currency.symbol ?? '₱' });
    }),
  ];
}

export function gameWalletHandlers(sim: Simulator): HttpHandler[] {
  return [
    http.get(apiPath(gameWalletsEndpoint.path), ({ request }) => {
      const ctx = begin(sim, request);
      if (isResponse(ctx)) return ctx;
      const names = new Map(VENDORS.map((v) => [v.code, v.displayName]));
      const wallets = [...gameWalletsOf(ctx.account)].filter(([, cents]) => cents > 0);
      return ok({
        wallets: wallets.map(([vendor, cents]) => ({ vendor, name: names.get(vendor) ?? vendor, balance: formatCents(cents) })),
        total: formatCents(wallets.reduce((t, [, c]) => t + c, 0)),
      });
    }),

    http.post(apiPath(recallBalanceEndpoint.path), ({ request }) => {
      const ctx = begin(sim, request);
      if (isResponse(ctx)) return ctx;
      const { session, account } = ctx;
      let recalled = 0;
      for (const [vendor, cents] of gameWalletsOf(account)) {
        if (cents <= 0) continue;
        const ref = sim.mutate(session.merchantCode, moneySlice, (s) => `RC${String(800000 + s.seq++)}`);
        adjustBalance(sim, session.merchantCode, account.userName, { kind: 'recall', amountCents: cents, ref, meta: { wallet: vendor } });
        recalled += cents;
      }
      const after = accountOf(sim, session.merchantCode, account.userName);
      return ok({ recalled: formatCents(recalled), sumBalance: formatCents(after ? balanceCentsOf(after) : 0) });
    }),
  ];
}
