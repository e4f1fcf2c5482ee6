// Money of the demo platform: the wallet, deposits (approved within 3 s), withdrawals (debited
// once per request id), payout accounts, payment password, game wallets and balance recall, and
// the records, one file each beside this one; this composes their handlers in the original order.
import type { HttpHandler } from 'msw';
import type { Simulator } from '@/platform-sim/kernel';
import { responsibleHandlers } from '@/platform-sim/areas/responsible';
import { depositHandlers, depositsSince } from '@/platform-sim/areas/money/deposit';
import { withdrawHandlers, withdrawInfoHandlers } from '@/platform-sim/areas/money/withdraw';
import { payoutAccountHandlers } from '@/platform-sim/areas/money/payout-accounts';
import { gameWalletHandlers, walletHandlers } from '@/platform-sim/areas/money/wallets';
import { recordHandlers } from '@/platform-sim/areas/money/records';

export function moneyHandlers(sim: Simulator): HttpHandler[] {
  return [
    ...responsibleHandlers(sim, (merchantCode) => depositsSince(sim, merchantCode)),
    ...walletHandlers(sim),
    ...depositHandlers(sim),
    ...withdrawInfoHandlers(sim),
    ...payoutAccountHandlers(sim),
    ...withdrawHandlers(sim),
    ...gameWalletHandlers(sim),
    ...recordHandlers(sim),
  ];
}
