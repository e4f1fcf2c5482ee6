// Deposits of the demo platform: channels, orders (approved within 3 s, once per request id) and records.
import { http, type HttpHandler } from 'msw';
import { apiPath, bodyOf, fail, isResponse, ok, type Simulator } from '@/platform-sim/kernel';
import { formatCents } from '@/platform-sim/areas/accounts/ledger';
import { onCalendar } from '@/platform-sim/calendar';
import { depositChannelsEndpoint } from '@/api/endpoints/deposit-channels';
import { createDepositEndpoint, type CreateDepositPayload } from '@/api/endpoints/create-deposit';
import { depositOrderEndpoint, type DepositOrder } from '@/api/endpoints/deposit-order';
import { depositRecordsEndpoint } from '@/api/endpoints/deposit-records';
import { centsToDecimal, toCents } from '@/engine/money';
import { passesFreeCheck } from '@/engine/member-types';
import { depositLimitRefusal, type DepositsSince } from '@/platform-sim/areas/responsible';
import { begin, moneySlice, orderRecords, referenceOf, type DepositRecord } from '@/platform-sim/areas/money/state';

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

/** Deposits of a member made (pending or approved) since a time, for the deposit limits. */
export function depositsSince(sim: Simulator, merchantCode: string): DepositsSince {
  return (userName, from) => {
    const cal = onCalendar(sim);
    return sim
      .slice(merchantCode, moneySlice)
      .deposits.filter((d) => d.userName === userName && d.status !== 'rejected' && cal(d.createdAt) >= from)
      .reduce((t, d) => t + d.amountCents, 0);
  };
}

export function depositHandlers(sim: Simulator): HttpHandler[] {
  return [
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
  ];
}
