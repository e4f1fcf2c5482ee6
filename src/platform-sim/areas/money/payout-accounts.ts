// Payout accounts and the payment password of the demo platform.
import { http, type HttpHandler } from 'msw';
import { apiPath, bodyOf, fail, isResponse, must, ok, type Simulator } from '@/platform-sim/kernel';
import { accountsSlice } from '@/platform-sim/areas/accounts/state';
import { addPayoutAccountEndpoint, type AddPayoutAccountPayload } from '@/api/endpoints/add-payout-account';
import { setPaymentPasswordEndpoint, type SetPaymentPasswordPayload } from '@/api/endpoints/set-payment-password';
import { maskAccountNumber, PAYMENT_PASSWORD } from '@/engine/money';
import { isTrial } from '@/engine/member-types';
import { begin } from '@/platform-sim/areas/money/state';

const MAX_PAYOUT_ACCOUNTS = 3;

export function payoutAccountHandlers(sim: Simulator): HttpHandler[] {
  return [
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
  ];
}
