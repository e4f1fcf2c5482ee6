// Money of the demo platform: the orders slice (deposits and withdrawals), their settlement, and
// what every money handler shares. Every balance and every figure is derived from the accounts'
// ledgers (areas/accounts/), in integer centavos; the orders here only describe what the ledger did.
import { defineSlice, fail, isResponse, ok, type Simulator } from '@/platform-sim/kernel';
import { accountOf, accountsSlice, type SimAccount, type SimSession } from '@/platform-sim/areas/accounts/state';
import { adjustBalance, formatCents } from '@/platform-sim/areas/accounts/ledger';
import { requireSession } from '@/platform-sim/areas/accounts/sessions';
import { dayRange, onCalendar } from '@/platform-sim/calendar';
import { maskAccountNumber, toCents } from '@/engine/money';

/** Deposits are approved this long after they are made (DESIGN.md: within 3 s). */
export const DEPOSIT_APPROVAL_MS = 2_000;
/** Withdrawals are paid out this long after they are made. */
export const WITHDRAWAL_PAYOUT_MS = 5_000;

export interface DepositRecord {
  orderNo: string;
  userName: string;
  requestId: string;
  channelId: string;
  channelName: string;
  channelKind: 'ewallet' | 'qr' | 'bank';
  amountCents: number;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: number;
  settledAt: number | null;
  reference: string;
}

export interface WithdrawalRecord {
  orderNo: string;
  userName: string;
  requestId: string;
  accountId: string;
  channelName: string;
  accountNumber: string;
  amountCents: number;
  status: 'processing' | 'paid' | 'rejected';
  createdAt: number;
  settledAt: number | null;
}

export interface MoneyState {
  deposits: DepositRecord[];
  withdrawals: WithdrawalRecord[];
  seq: number;
}

/** The seed's orders are those of the seeded ledgers, so that records and ledger agree from the start. */
export const moneySlice = defineSlice<MoneyState>({
  name: 'money',
  version: 1,
  seed: (merchant, sim) => {
    const channels = new Map(merchant.payments.channels.map((c) => [c.id, c]));
    const deposits: DepositRecord[] = [];
    const withdrawals: WithdrawalRecord[] = [];
    for (const account of Object.values(sim.slice(merchant.code, accountsSlice).accounts)) {
      for (const e of account.ledger) {
        if (e.kind === 'deposit') {
          const channel = channels.get(e.meta?.channel ?? 'gcash') ?? merchant.payments.channels[0];
          deposits.push({
            orderNo: e.ref,
            userName: account.userName,
            requestId: `seed-${e.ref}`,
            channelId: channel?.id ?? 'gcash',
            channelName: channel?.name ?? 'GCash',
            channelKind: channel?.kind ?? 'ewallet',
            amountCents: e.amountCents,
            status: 'approved',
            createdAt: e.at,
            settledAt: e.at,
            reference: referenceOf(e.ref),
          });
        } else if (e.kind === 'withdrawal') {
          const payout = account.payoutAccounts.find((p) => p.id === e.meta?.account) ?? account.payoutAccounts[0];
          withdrawals.push({
            orderNo: e.ref,
            userName: account.userName,
            requestId: `seed-${e.ref}`,
            accountId: payout?.id ?? '',
            channelName: channels.get(payout?.channel ?? '')?.name ?? 'GCash',
            accountNumber: maskAccountNumber(payout?.accountNumber ?? '0000'),
            amountCents: -e.amountCents,
            status: 'paid',
            createdAt: e.at,
            settledAt: e.at + WITHDRAWAL_PAYOUT_MS,
          });
        }
      }
    }
    return { deposits, withdrawals, seq: 1 };
  },
});

export const referenceOf = (orderNo: string) => `PAL-${orderNo.replace(/\D/g, '').padStart(8, '0')}`;

/** Approves deposits and pays withdrawals that are due; called before every money answer. */
export function settleMoney(sim: Simulator, merchantCode: string): void {
  const now = sim.now();
  const state = sim.slice(merchantCode, moneySlice);
  const due =
    state.deposits.some((d) => d.status === 'pending' && now - d.createdAt >= DEPOSIT_APPROVAL_MS) ||
    state.withdrawals.some((w) => w.status === 'processing' && now - w.createdAt >= WITHDRAWAL_PAYOUT_MS);
  if (!due) return;
  sim.mutate(merchantCode, moneySlice, (s) => {
    for (const d of s.deposits) {
      if (d.status !== 'pending' || now - d.createdAt < DEPOSIT_APPROVAL_MS) continue;
      adjustBalance(sim, merchantCode, d.userName, { kind: 'deposit', amountCents: d.amountCents, ref: d.orderNo, meta: { channel: d.channelId } });
      d.status = 'approved';
      d.settledAt = now;
    }
    for (const w of s.withdrawals) {
      if (w.status !== 'processing' || now - w.createdAt < WITHDRAWAL_PAYOUT_MS) continue;
      w.status = 'paid';
      w.settledAt = now;
    }
  });
}

export function page<T>(rows: readonly T[], q: URLSearchParams): { list: T[]; pageNum: number; totalPages: number; total: number } {
  const pageSize = Math.min(100, Math.max(1, Number(q.get('pageSize')) || 20));
  const totalPages = Math.max(1, Math.ceil(rows.length / pageSize));
  const pageNum = Math.min(totalPages, Math.max(1, Number(q.get('pageNum')) || 1));
  return { list: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize), pageNum, totalPages, total: rows.length };
}

export function rangeFrom(q: URLSearchParams): { start: number; end: number } | Response {
  return dayRange(q.get('startDate'), q.get('endDate')) ?? fail('BAD_REQUEST', 'startDate and endDate must be YYYY-MM-DD dates in order');
}

function memberOf(sim: Simulator, session: SimSession): SimAccount | Response {
  return accountOf(sim, session.merchantCode, session.userName) ?? fail('USER_NOT_FOUND', 'Sorry, the user does not exist or is disabled');
}

/** The session and its account, after settling what is due. */
/**
 * Other areas' settlements that fall due on the clock (the demo games' pending bets and draw
 * tickets), run before every money answer with the deposits and withdrawals; registered by the
 * area so that this module needs no import of it.
 */
const dueSettlers = new Set<(sim: Simulator, merchantCode: string) => void>();
export const settleWithMoney = (settle: (sim: Simulator, merchantCode: string) => void): void => {
  dueSettlers.add(settle);
};

export function begin(sim: Simulator, request: Request): { session: SimSession; account: SimAccount } | Response {
  const session = requireSession(sim, request);
  if (isResponse(session)) return session;
  settleMoney(sim, session.merchantCode);
  for (const settle of dueSettlers) settle(sim, session.merchantCode);
  const account = memberOf(sim, session);
  return isResponse(account) ? account : { session, account };
}

/**
 * A record of orders (deposits or withdrawals) of the caller: a date range on the current
 * calendar, a status filter, a page, and the range's totals by status.
 */
export function orderRecords<R extends { userName: string }, V extends { createdAt: number; status: string; amount: string }>(
  sim: Simulator,
  request: Request,
  pick: (state: MoneyState) => R[],
  view: (record: R, cal: (at: number) => number) => V,
  totals: (sum: (status: string) => string) => Record<string, string>,
): Response {
  const ctx = begin(sim, request);
  if (isResponse(ctx)) return ctx;
  const q = new URL(request.url).searchParams;
  const range = rangeFrom(q);
  if (isResponse(range)) return range;
  const status = q.get('status') ?? '';
  const cal = onCalendar(sim);
  const rows = pick(sim.slice(ctx.session.merchantCode, moneySlice))
    .filter((r) => r.userName === ctx.account.userName)
    .map((r) => view(r, cal))
    .filter((r) => r.createdAt >= range.start && r.createdAt < range.end && (status === '' || r.status === status))
    .sort((a, b) => b.createdAt - a.createdAt);
  const sum = (s: string) => formatCents(rows.filter((r) => r.status === s).reduce((t, r) => t + (toCents(r.amount) ?? 0), 0));
  return ok({ ...page(rows, q), totals: { count: rows.length, ...totals(sum) } });
}
