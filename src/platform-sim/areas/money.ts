// Money of the demo platform: the wallet, deposits (approved within 3 s), withdrawals (debited
// once per request id), payout accounts, payment password, game wallets and balance recall, and
// the records. Every balance and every figure is derived from the accounts' ledgers
// (areas/accounts.ts), in integer centavos; the orders here only describe what the ledger did.
import { http, type HttpHandler } from 'msw';
import { apiPath, bodyOf, defineSlice, fail, isResponse, ok, must, type Simulator } from '@/platform-sim/kernel';
import { accountOf, accountsSlice, type LedgerEntry, type SimAccount, type SimSession } from '@/platform-sim/areas/accounts/state';
import { adjustBalance, balanceCentsOf, formatCents } from '@/platform-sim/areas/accounts/ledger';
import { requireSession } from '@/platform-sim/areas/accounts/sessions';
import { dayRange, onCalendar } from '@/platform-sim/calendar';
import { DAY_MS as DAY } from '@/engine/time';
import { VENDORS } from '@/platform-sim/seed/games';
import { walletEndpoint } from '@/api/endpoints/wallet';
import { depositChannelsEndpoint } from '@/api/endpoints/deposit-channels';
import { createDepositEndpoint, type CreateDepositPayload } from '@/api/endpoints/create-deposit';
import { depositOrderEndpoint, type DepositOrder } from '@/api/endpoints/deposit-order';
import { depositRecordsEndpoint } from '@/api/endpoints/deposit-records';
import { withdrawInfoEndpoint } from '@/api/endpoints/withdraw-info';
import { addPayoutAccountEndpoint, type AddPayoutAccountPayload } from '@/api/endpoints/add-payout-account';
import { setPaymentPasswordEndpoint, type SetPaymentPasswordPayload } from '@/api/endpoints/set-payment-password';
import { createWithdrawalEndpoint, type CreateWithdrawalPayload, type WithdrawalOrder } from '@/api/endpoints/create-withdrawal';
import { withdrawRecordsEndpoint } from '@/api/endpoints/withdraw-records';
import { gameWalletsEndpoint } from '@/api/endpoints/game-wallets';
import { recallBalanceEndpoint } from '@/api/endpoints/recall-balance';
import { betRecordsEndpoint, type BetRecord } from '@/api/endpoints/bet-records';
import { accountRecordsEndpoint, LEDGER_KINDS } from '@/api/endpoints/account-records';
import { profitLossEndpoint } from '@/api/endpoints/profit-loss';
import { centsToDecimal, maskAccountNumber, toCents, PAYMENT_PASSWORD } from '@/engine/money';
import { isAgent, isTrial, passesFreeCheck } from '@/engine/member-types';
import { depositLimitRefusal, responsibleHandlers, type DepositsSince } from '@/platform-sim/areas/responsible';

/** Deposits are approved this long after they are made (DESIGN.md: within 3 s). */
export const DEPOSIT_APPROVAL_MS = 2_000;
/** Withdrawals are paid out this long after they are made. */
export const WITHDRAWAL_PAYOUT_MS = 5_000;
const MAX_PAYOUT_ACCOUNTS = 3;

interface DepositRecord {
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

interface WithdrawalRecord {
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

interface MoneyState {
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

const referenceOf = (orderNo: string) => `PAL-${orderNo.replace(/\D/g, '').padStart(8, '0')}`;

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

function depositView(d: DepositRecord, cal: (at: number) => number): DepositOrder {
  return {
    orderNo: d.orderNo,
    channelId: d.channelId,
    channelName: d.channelName,
    channelKind: d.channelKind,
    amount: formatCents(d.amountCents),
    status: d.status,
    createdAt: cal(d.createdAt),
    settledAt: d.settledAt === null ? null : cal(d.settledAt),
    reference: d.reference,
  };
}

function withdrawalView(w: WithdrawalRecord, cal: (at: number) => number): WithdrawalOrder {
  return {
    orderNo: w.orderNo,
    accountId: w.accountId,
    channelName: w.channelName,
    accountNumber: w.accountNumber,
    amount: formatCents(w.amountCents),
    status: w.status,
    createdAt: cal(w.createdAt),
    settledAt: w.settledAt === null ? null : cal(w.settledAt),
  };
}

/**
 * Deposits and bonuses since the last withdrawal must be bet once before they can be withdrawn;
 * the rest of the balance is withdrawable at once.
 */
export function turnoverLeftCents(ledger: readonly LedgerEntry[]): number {
  let last = -1;
  ledger.forEach((e, i) => {
    if (e.kind === 'withdrawal') last = i;
  });
  let required = 0;
  let wagered = 0;
  for (const e of ledger.slice(last + 1)) {
    if (e.kind === 'deposit' || e.kind === 'bonus') required += e.amountCents;
    if (e.kind === 'bet') wagered -= e.amountCents;
  }
  return Math.max(0, required - wagered);
}

export const withdrawableCents = (account: SimAccount): number => Math.max(0, balanceCentsOf(account) - turnoverLeftCents(account.ledger));

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

const todayStart = (sim: Simulator) => Math.floor(sim.now() / DAY) * DAY;

function page<T>(rows: readonly T[], q: URLSearchParams): { list: T[]; pageNum: number; totalPages: number; total: number } {
  const pageSize = Math.min(100, Math.max(1, Number(q.get('pageSize')) || 20));
  const totalPages = Math.max(1, Math.ceil(rows.length / pageSize));
  const pageNum = Math.min(totalPages, Math.max(1, Number(q.get('pageNum')) || 1));
  return { list: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize), pageNum, totalPages, total: rows.length };
}

function rangeFrom(q: URLSearchParams): { start: number; end: number } | Response {
  return dayRange(q.get('startDate'), q.get('endDate')) ?? fail('BAD_REQUEST', 'startDate and endDate must be YYYY-MM-DD dates in order');
}

function memberOf(sim: Simulator, session: SimSession): SimAccount | Response {
  return accountOf(sim, session.merchantCode, session.userName) ?? fail('USER_NOT_FOUND', 'Sorry, the user does not exist or is disabled');
}

/** The session and its account, after settling what is due. */
function begin(sim: Simulator, request: Request): { session: SimSession; account: SimAccount } | Response {
  const session = requireSession(sim, request);
  if (isResponse(session)) return session;
  settleMoney(sim, session.merchantCode);
  const account = memberOf(sim, session);
  return isResponse(account) ? account : { session, account };
}

interface BetRow {
  record: BetRecord;
  betCents: number;
  winCents: number;
}

/** Bets with their wins (joined by bet number), newest first, on the current calendar. */
export function betsOf(account: SimAccount, cal: (at: number) => number): BetRow[] {
  const byRef = new Map<string, BetRow>();
  for (const e of account.ledger) {
    if (e.kind !== 'bet' && e.kind !== 'win') continue;
    let row = byRef.get(e.ref);
    if (!row) {
      const record: BetRecord = {
        betNo: e.ref,
        at: cal(e.at),
        gameName: e.meta?.game ?? e.ref,
        vendor: e.meta?.vendor ?? '',
        gameType: e.meta?.gameType ?? 'RNG',
        betAmount: '0.00',
        winAmount: '0.00',
        profit: '0.00',
      };
      row = { record, betCents: 0, winCents: 0 };
      byRef.set(e.ref, row);
    }
    if (e.kind === 'bet') row.betCents -= e.amountCents;
    else row.winCents += e.amountCents;
  }
  return [...byRef.values()]
    .map((r) => ({
      ...r,
      record: { ...r.record, betAmount: formatCents(r.betCents), winAmount: formatCents(r.winCents), profit: formatCents(r.winCents - r.betCents) },
    }))
    .sort((a, b) => b.record.at - a.record.at);
}

/** Deposits of a member made (pending or approved) since a time, for the deposit limits. */
function depositsSince(sim: Simulator, merchantCode: string): DepositsSince {
  return (userName, from) => {
    const cal = onCalendar(sim);
    return sim
      .slice(merchantCode, moneySlice)
      .deposits.filter((d) => d.userName === userName && d.status !== 'rejected' && cal(d.createdAt) >= from)
      .reduce((t, d) => t + d.amountCents, 0);
  };
}

export function moneyHandlers(sim: Simulator): HttpHandler[] {
  return [
    ...responsibleHandlers(sim, (merchantCode) => depositsSince(sim, merchantCode)),
    http.get(apiPath(walletEndpoint.path), ({ request }) => {
      const ctx = begin(sim, request);
      if (isResponse(ctx)) return ctx;
      const merchant = sim.merchant(ctx.session.merchantCode);
      return ok({ sumBalance: formatCents(balanceCentsOf(ctx.account)), currencySymbol: merchant?.currency.symbol ?? '₱' });
    }),

    http.get(apiPath(depositChannelsEndpoint.path), ({ request }) => {
      const ctx = begin(sim, request);
      if (isResponse(ctx)) return ctx;
      const merchant = sim.merchant(ctx.session.merchantCode);
      if (!merchant) return fail('BAD_REQUEST', 'Unknown merchant', undefined, 400);
      return ok({
        channels: merchant.payments.channels.map((c) => ({
          id: c.id,
          name: c.name,
          kind: c.kind,
          min: centsToDecimal(c.min * 100),
          max: centsToDecimal(c.max * 100),
        })),
        quickAmounts: merchant.payments.quickAmounts.map((a) => centsToDecimal(a * 100)),
        currencySymbol: merchant.currency.symbol,
      });
    }),

    http.post(apiPath(createDepositEndpoint.path), async ({ request }) => {
      const ctx = begin(sim, request);
      if (isResponse(ctx)) return ctx;
      const { session, account } = ctx;
      if (!passesFreeCheck(account.type)) return fail('FREE_REJECT', 'Please log into a real account');
      const merchant = sim.merchant(session.merchantCode);
      const p = await bodyOf<CreateDepositPayload>(request);
      const requestId = typeof p?.requestId === 'string' ? p.requestId.trim() : '';
      if (!merchant || !p || requestId === '' || typeof p.amount !== 'string') return fail('BAD_REQUEST', 'channelId, amount and requestId are required');
      const cal = onCalendar(sim);
      const state = sim.slice(session.merchantCode, moneySlice);
      const earlier = state.deposits.find((d) => d.userName === account.userName && d.requestId === requestId);
      if (earlier) return ok(depositView(earlier, cal));
      const channel = merchant.payments.channels.find((c) => c.id === p.channelId);
      if (!channel) return fail('BAD_REQUEST', 'Unknown payment channel');
      const cents = toCents(p.amount);
      if (cents === null || cents < channel.min * 100 || cents > channel.max * 100) {
        return fail('AMOUNT_OUT_OF_RANGE', `The amount must be between ${channel.min} and ${channel.max}`, {
          min: centsToDecimal(channel.min * 100),
          max: centsToDecimal(channel.max * 100),
        });
      }
      const refusal = depositLimitRefusal(sim, account, cents, depositsSince(sim, session.merchantCode));
      if (refusal) return refusal;
      const order = sim.mutate(session.merchantCode, moneySlice, (s) => {
        const orderNo = `DP${String(100000 + s.seq++)}`;
        const record: DepositRecord = {
          orderNo,
          userName: account.userName,
          requestId,
          channelId: channel.id,
          channelName: channel.name,
          channelKind: channel.kind,
          amountCents: cents,
          status: 'pending',
          createdAt: sim.now(),
          settledAt: null,
          reference: referenceOf(orderNo),
        };
        s.deposits.push(record);
        return record;
      });
      return ok(depositView(order, cal));
    }),

    http.get(apiPath(depositOrderEndpoint.path), ({ request, params }) => {
      const ctx = begin(sim, request);
      if (isResponse(ctx)) return ctx;
      const order = sim
        .slice(ctx.session.merchantCode, moneySlice)
        .deposits.find((d) => d.userName === ctx.account.userName && d.orderNo === String(params.orderNo));
      return order ? ok(depositView(order, onCalendar(sim))) : fail('BAD_REQUEST', 'No such order', undefined, 404);
    }),

    http.get(apiPath(depositRecordsEndpoint.path), ({ request }) =>
      orderRecords(
        sim,
        request,
        (state) => state.deposits,
        depositView,
        (sum) => ({ approvedAmount: sum('approved'), pendingAmount: sum('pending') }),
      ),
    ),

    http.get(apiPath(withdrawInfoEndpoint.path), ({ request }) => {
      const ctx = begin(sim, request);
      if (isResponse(ctx)) return ctx;
      const { session, account } = ctx;
      const merchant = sim.merchant(session.merchantCode);
      if (!merchant) return fail('BAD_REQUEST', 'Unknown merchant', undefined, 400);
      const rules = merchant.payments.withdraw;
      const channels = merchant.payments.channels.filter((c): c is typeof c & { kind: 'ewallet' | 'bank' } =>
        (rules.payoutKinds as readonly string[]).includes(c.kind),
      );
      const names = new Map(merchant.payments.channels.map((c) => [c.id, c.name]));
      return ok({
        currencySymbol: merchant.currency.symbol,
        balance: formatCents(balanceCentsOf(account)),
        withdrawable: formatCents(withdrawableCents(account)),
        turnoverLeft: formatCents(turnoverLeftCents(account.ledger)),
        min: centsToDecimal(rules.min * 100),
        max: centsToDecimal(rules.max * 100),
        timesPerDay: rules.timesPerDay,
        timesLeft: Math.max(0, rules.timesPerDay - withdrawalsToday(sim, session.merchantCode, account.userName)),
        hasPaymentPassword: account.paymentPassword !== null,
        accounts: account.payoutAccounts.map((a) => ({
          id: a.id,
          channelId: a.channel,
          channelName: names.get(a.channel) ?? a.channel,
          accountName: a.accountName,
          accountNumber: maskAccountNumber(a.accountNumber),
        })),
        channels: channels.map((c) => ({ id: c.id, name: c.name, kind: c.kind })),
      });
    }),

    http.post(apiPath(addPayoutAccountEndpoint.path), async ({ request }) => {
      const ctx = begin(sim, request);
      if (isResponse(ctx)) return ctx;
      const { session, account } = ctx;
      if (isTrial(account.type)) return fail('REAL_ACCOUNT_ONLY', 'Please login an actual account to use this function');
      const merchant = sim.merchant(session.merchantCode);
      const p = await bodyOf<AddPayoutAccountPayload>(request);
      const channel = merchant?.payments.channels.find((c) => c.id === p?.channelId);
      if (!merchant || !p || !channel || !(merchant.payments.withdraw.payoutKinds as readonly string[]).includes(channel.kind)) {
        return fail('BAD_REQUEST', 'Choose a payout channel');
      }
      const name = (p.accountName ?? '').trim();
      const number = (p.accountNumber ?? '').replace(/\s+/g, '');
      if (!/^[\p{L} .'-]{2,50}$/u.test(name)) return fail('BAD_REQUEST', 'The payee name format is incorrect', { field: 'accountName' });
      const numberOk = channel.kind === 'ewallet' ? /^09\d{9}$/.test(number) : /^\d{8,20}$/.test(number);
      if (!numberOk) return fail('BAD_REQUEST', 'The account number format is incorrect', { field: 'accountNumber' });
      if (account.payoutAccounts.length >= MAX_PAYOUT_ACCOUNTS) return fail('LIMIT_REACHED', `At most ${MAX_PAYOUT_ACCOUNTS} payout accounts`);
      if (account.payoutAccounts.some((a) => a.channel === channel.id && a.accountNumber === number)) {
        return fail('BAD_REQUEST', 'This account is already bound', { field: 'accountNumber' });
      }
      const added = sim.mutate(session.merchantCode, accountsSlice, (s) => {
        const a = must(s.accounts[account.userName], account.userName);
        const id = `P${String(a.payoutAccounts.length + 1 + s.seq++)}`;
        const entry = { id, channel: channel.id, accountName: name, accountNumber: number };
        a.payoutAccounts.push(entry);
        return entry;
      });
      return ok({ id: added.id, channelId: channel.id, channelName: channel.name, accountName: name, accountNumber: maskAccountNumber(number) });
    }),

    http.post(apiPath(setPaymentPasswordEndpoint.path), async ({ request }) => {
      const ctx = begin(sim, request);
      if (isResponse(ctx)) return ctx;
      const { session, account } = ctx;
      if (isTrial(account.type)) return fail('REAL_ACCOUNT_ONLY', 'Please login an actual account to use this function');
      const p = await bodyOf<SetPaymentPasswordPayload>(request);
      if (!p || !PAYMENT_PASSWORD.test(p.password ?? '')) return fail('BAD_REQUEST', 'The payment password must be 6 digits');
      if (p.password !== p.confirmPassword) return fail('BAD_REQUEST', 'Confirmation password not matched');
      if (account.paymentPassword !== null) return fail('BAD_REQUEST', 'A payment password is already set');
      sim.mutate(session.merchantCode, accountsSlice, (s) => {
        must(s.accounts[account.userName], account.userName).paymentPassword = must(p.password, 'payment password');
      });
      return ok(null);
    }),

    http.post(apiPath(createWithdrawalEndpoint.path), async ({ request }) => {
      const ctx = begin(sim, request);
      if (isResponse(ctx)) return ctx;
      const { session, account } = ctx;
      if (isTrial(account.type)) return fail('REAL_ACCOUNT_ONLY', 'Please login an actual account to use this function');
      const merchant = sim.merchant(session.merchantCode);
      const p = await bodyOf<CreateWithdrawalPayload>(request);
      const requestId = typeof p?.requestId === 'string' ? p.requestId.trim() : '';
      if (!merchant || !p || requestId === '') return fail('BAD_REQUEST', 'accountId, amount, paymentPassword and requestId are required');
      const cal = onCalendar(sim);
      const state = sim.slice(session.merchantCode, moneySlice);
      // The same request again (double tap, retry, reload): the first order, nothing debited twice.
      const earlier = state.withdrawals.find((w) => w.userName === account.userName && w.requestId === requestId);
      if (earlier) return ok(withdrawalView(earlier, cal));
      if (account.paymentPassword === null) return fail('NO_PAYMENT_PASSWORD', 'Please set a payment password first');
      if (p.paymentPassword !== account.paymentPassword) return fail('WRONG_PAYMENT_PASSWORD', 'The payment password is incorrect');
      const payout = account.payoutAccounts.find((a) => a.id === p.accountId);
      if (!payout) return fail('BAD_REQUEST', 'Choose a payout account');
      const rules = merchant.payments.withdraw;
      const cents = typeof p.amount === 'string' ? toCents(p.amount) : null;
      if (cents === null || cents < rules.min * 100 || cents > rules.max * 100) {
        return fail('AMOUNT_OUT_OF_RANGE', `The amount must be between ${rules.min} and ${rules.max}`, {
          min: centsToDecimal(rules.min * 100),
          max: centsToDecimal(rules.max * 100),
        });
      }
      if (withdrawalsToday(sim, session.merchantCode, account.userName) >= rules.timesPerDay) {
        return fail('LIMIT_REACHED', `At most ${rules.timesPerDay} withdrawals a day`);
      }
      if (cents > withdrawableCents(account)) {
        return fail('INSUFFICIENT_BALANCE', 'Insufficient balance', { withdrawable: formatCents(withdrawableCents(account)) });
      }
      const order = sim.mutate(session.merchantCode, moneySlice, (s) => {
        const orderNo = `WD${String(600000 + s.seq++)}`;
        adjustBalance(sim, session.merchantCode, account.userName, { kind: 'withdrawal', amountCents: -cents, ref: orderNo, meta: { account: payout.id } });
        const record: WithdrawalRecord = {
          orderNo,
          userName: account.userName,
          requestId,
          accountId: payout.id,
          channelName: merchant.payments.channels.find((c) => c.id === payout.channel)?.name ?? payout.channel,
          accountNumber: maskAccountNumber(payout.accountNumber),
          amountCents: cents,
          status: 'processing',
          createdAt: sim.now(),
          settledAt: null,
        };
        s.withdrawals.push(record);
        return record;
      });
      return ok(withdrawalView(order, cal));
    }),

    http.get(apiPath(withdrawRecordsEndpoint.path), ({ request }) =>
      orderRecords(
        sim,
        request,
        (state) => state.withdrawals,
        withdrawalView,
        (sum) => ({ paidAmount: sum('paid'), processingAmount: sum('processing') }),
      ),
    ),

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

    http.get(apiPath(betRecordsEndpoint.path), ({ request }) => {
      const ctx = begin(sim, request);
      if (isResponse(ctx)) return ctx;
      const q = new URL(request.url).searchParams;
      const range = rangeFrom(q);
      if (isResponse(range)) return range;
      const gameType = q.get('gameType') ?? '';
      const all = betsOf(ctx.account, onCalendar(sim));
      const rows = all.filter(({ record: b }) => b.at >= range.start && b.at < range.end && (gameType === '' || b.gameType === gameType));
      const bet = rows.reduce((t, r) => t + r.betCents, 0);
      const win = rows.reduce((t, r) => t + r.winCents, 0);
      return ok({
        ...page(
          rows.map((r) => r.record),
          q,
        ),
        totals: { count: rows.length, betAmount: formatCents(bet), winAmount: formatCents(win), profit: formatCents(win - bet) },
        gameTypes: [...new Set(all.map((r) => r.record.gameType))].sort(),
      });
    }),

    http.get(apiPath(accountRecordsEndpoint.path), ({ request }) => {
      const ctx = begin(sim, request);
      if (isResponse(ctx)) return ctx;
      const { session, account } = ctx;
      const q = new URL(request.url).searchParams;
      const range = rangeFrom(q);
      if (isResponse(range)) return range;
      const kind = q.get('kind') ?? '';
      if (kind !== '' && !(LEDGER_KINDS as readonly string[]).includes(kind)) return fail('BAD_REQUEST', 'Unknown record kind');
      let subject = account;
      let members: string[] = [];
      if (q.get('types') === 'A') {
        if (!isAgent(account.type)) return fail('NO_PERMISSION', 'Non-agents cannot use the agent record');
        const team = Object.values(sim.slice(session.merchantCode, accountsSlice).accounts)
          .filter((a) => a.upline === account.userName)
          .map((a) => a.userName)
          .sort();
        members = [account.userName, ...team];
        const wanted = q.get('member') || account.userName;
        if (!members.includes(wanted)) return fail('NO_PERMISSION', 'Not a member of your team');
        subject = accountOf(sim, session.merchantCode, wanted) ?? account;
      }
      const cal = onCalendar(sim);
      const rows = subject.ledger
        .map((e) => ({ ...e, at: cal(e.at) }))
        .filter((e) => e.at >= range.start && e.at < range.end && (kind === '' || e.kind === kind))
        .sort((a, b) => b.at - a.at || b.balanceAfterCents - a.balanceAfterCents);
      const moneyIn = rows.reduce((t, e) => t + Math.max(0, e.amountCents), 0);
      const moneyOut = rows.reduce((t, e) => t + Math.max(0, -e.amountCents), 0);
      const deposits = rows.filter((e) => e.kind === 'deposit').reduce((t, e) => t + e.amountCents, 0);
      const paged = page(rows, q);
      return ok({
        ...paged,
        list: paged.list.map((e) => ({
          id: e.id,
          at: e.at,
          kind: e.kind,
          amount: formatCents(e.amountCents),
          balanceAfter: formatCents(e.balanceAfterCents),
          ref: e.ref,
        })),
        totals: {
          count: rows.length,
          moneyIn: formatCents(moneyIn),
          moneyOut: formatCents(moneyOut),
          net: formatCents(moneyIn - moneyOut),
          deposits: formatCents(deposits),
        },
        member: subject.userName,
        members,
      });
    }),

    http.get(apiPath(profitLossEndpoint.path), ({ request }) => {
      const ctx = begin(sim, request);
      if (isResponse(ctx)) return ctx;
      const q = new URL(request.url).searchParams;
      const range = rangeFrom(q);
      if (isResponse(range)) return range;
      const cal = onCalendar(sim);
      const sums = { deposit: 0, withdrawal: 0, bet: 0, win: 0, bonus: 0, rebate: 0 };
      let betCount = 0;
      for (const e of ctx.account.ledger) {
        const at = cal(e.at);
        if (at < range.start || at >= range.end) continue;
        if (e.kind in sums) sums[e.kind as keyof typeof sums] += Math.abs(e.amountCents);
        if (e.kind === 'bet') betCount++;
      }
      return ok({
        startDate: q.get('startDate') ?? '',
        endDate: q.get('endDate') ?? '',
        deposits: formatCents(sums.deposit),
        withdrawals: formatCents(sums.withdrawal),
        bets: formatCents(sums.bet),
        wins: formatCents(sums.win),
        bonuses: formatCents(sums.bonus),
        rebates: formatCents(sums.rebate),
        profit: formatCents(sums.win + sums.bonus + sums.rebate - sums.bet),
        betCount,
      });
    }),
  ];
}

/**
 * A record of orders (deposits or withdrawals) of the caller: a date range on the current
 * calendar, a status filter, a page, and the range's totals by status.
 */
function orderRecords<R extends { userName: string }, V extends { createdAt: number; status: string; amount: string }>(
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

/** Withdrawals made today (UTC day), whatever their status except rejected. */
function withdrawalsToday(sim: Simulator, merchantCode: string, userName: string): number {
  const start = todayStart(sim);
  const cal = onCalendar(sim);
  return sim.slice(merchantCode, moneySlice).withdrawals.filter((w) => w.userName === userName && w.status !== 'rejected' && cal(w.createdAt) >= start).length;
}
