// Withdrawals of the demo platform: what may be withdrawn (turnover), the withdrawal info, orders
// (every other check before the payment password, debited once per request id, paid out after a
// while) and records.
import { http, type HttpHandler } from 'msw';
import { apiPath, bodyOf, fail, isResponse, ok, type Simulator } from '@/platform-sim/kernel';
import type { LedgerEntry, SimAccount } from '@/platform-sim/areas/accounts/state';
import { adjustBalance, balanceCentsOf, formatCents } from '@/platform-sim/areas/accounts/ledger';
import { onCalendar } from '@/platform-sim/calendar';
import { DAY_MS as DAY } from '@/engine/time';
import { withdrawInfoEndpoint } from '@/api/endpoints/withdraw-info';
import { createWithdrawalEndpoint, type CreateWithdrawalPayload, type WithdrawalOrder } from '@/api/endpoints/create-withdrawal';
import { withdrawRecordsEndpoint } from '@/api/endpoints/withdraw-records';
import { centsToDecimal, maskAccountNumber, toCents } from '@/engine/money';
import { isTrial } from '@/engine/member-types';
import { begin, moneySlice, orderRecords, type WithdrawalRecord } from '@/platform-sim/areas/money/state';
import { checkPaymentPassword } from '@/platform-sim/areas/accounts/lockout';

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

const todayStart = (sim: Simulator) => Math.floor(sim.now() / DAY) * DAY;

/** Withdrawals made today (UTC day), whatever their status except rejected. */
export function withdrawalsToday(sim: Simulator, merchantCode: string, userName: string): number {
  const start = todayStart(sim);
  const cal = onCalendar(sim);
  return sim.slice(merchantCode, moneySlice).withdrawals.filter((w) => w.userName === userName && w.status !== 'rejected' && cal(w.createdAt) >= start).length;
}

export function withdrawInfoHandlers(sim: Simulator): HttpHandler[] {
  return [
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
  ];
}

export function withdrawHandlers(sim: Simulator): HttpHandler[] {
  return [
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
      // The payment password last: no refusal above (a ₱0.00 amount, a balance too low) ever tells
      // a right one from a wrong one; wrong ones count towards its lock.
      const refused = checkPaymentPassword(sim, session.merchantCode, account.userName, p.paymentPassword);
      if (refused) return refused;
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
  ];
}
