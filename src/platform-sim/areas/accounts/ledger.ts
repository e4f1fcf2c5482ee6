// The wallet as a ledger: the balance is always derived from the entries, in integer centavos.
import type { Simulator } from '@/platform-sim/kernel';
import { accountsSlice, type LedgerEntry, type LedgerKind, type LedgerMeta, type SimAccount } from '@/platform-sim/areas/accounts/state';

export const balanceCentsOf = (account: SimAccount): number => account.ledger.at(-1)?.balanceAfterCents ?? 0;

/** Decimal string with two decimals from integer centavos, without floating point. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Appends a ledger entry; the balance is always derived from the ledger. */
export function adjustBalance(
  sim: Simulator,
  merchantCode: string,
  userName: string,
  entry: { kind: LedgerKind; amountCents: number; ref: string; meta?: LedgerMeta },
): LedgerEntry {
  if (!Number.isInteger(entry.amountCents)) throw new Error('amounts are integer centavos');
  return sim.mutate(merchantCode, accountsSlice, (s) => {
    const account = s.accounts[userName];
    if (!account) throw new Error(`no account ${userName}`);
    const next: LedgerEntry = {
      id: `L${s.seq++}`,
      at: sim.now(),
      kind: entry.kind,
      amountCents: entry.amountCents,
      balanceAfterCents: balanceCentsOf(account) + entry.amountCents,
      ref: entry.ref,
      ...(entry.meta ? { meta: entry.meta } : {}),
    };
    account.ledger.push(next);
    return next;
  });
}
