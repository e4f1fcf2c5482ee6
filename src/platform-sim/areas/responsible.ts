// Responsible gaming in the demo platform: deposit, loss and wager limits (lower at once, raise
// after the merchant's delay), the reality-check interval, the session summary, and cool-off and
// self-exclusion (every session ends; login is refused until the end; nothing shortens it).
// Deposits check the limits through `depositLimitRefusal`, game rounds through `playLimitRefusal`.
import { http, type HttpHandler } from 'msw';
import type { MerchantConfig } from '@/config/schema';
import { apiPath, bodyOf, fail, isResponse, ok, type Simulator } from '@/platform-sim/kernel';
import { accountOf, accountsSlice, type SimAccount, type SimResponsible, type SimSession } from '@/platform-sim/areas/accounts/state';
import { formatCents } from '@/platform-sim/areas/accounts/ledger';
import { requireSession } from '@/platform-sim/areas/accounts/sessions';
import { rgSettingsEndpoint, type RgSettings } from '@/api/endpoints/rg-settings';
import { setDepositLimitEndpoint, type SetDepositLimitPayload } from '@/api/endpoints/set-deposit-limit';
import { setPlayLimitEndpoint, type SetPlayLimitPayload } from '@/api/endpoints/set-play-limit';
import { onCalendar } from '@/platform-sim/calendar';
import { setRealityCheckEndpoint } from '@/api/endpoints/set-reality-check';
import { takeBreakEndpoint, type TakeBreakPayload } from '@/api/endpoints/take-break';
import { sessionSummaryEndpoint } from '@/api/endpoints/session-summary';
import { toCents } from '@/engine/money';
import { breakEnd, brokenLimit, changeLimit, limitInForce, LIMIT_PERIODS, periodReset, periodStart, type LimitPeriod, type LimitState } from '@/platform-sim/areas/responsible-rules';
import { HOUR_MS as HOUR } from '@/engine/time';


const emptyResponsible = (): SimResponsible => ({ limits: {}, realityCheckMinutes: null, breakKind: null, breakPeriod: null, breakUntil: null });

/** Deposits (pending or approved) of the member since `from`; the money area passes them in. */
export type DepositsSince = (userName: string, from: number) => number;

function usedCents(account: SimAccount, now: number, depositsSince: DepositsSince): Record<LimitPeriod, number> {
  return {
    daily: depositsSince(account.userName, periodStart('daily', now)),
    weekly: depositsSince(account.userName, periodStart('weekly', now)),
    monthly: depositsSince(account.userName, periodStart('monthly', now)),
  };
}

/** The refusal of a deposit above a limit, naming the limit and when it resets; null when allowed. */
export function depositLimitRefusal(sim: Simulator, account: SimAccount, amountCents: number, depositsSince: DepositsSince): Response | null {
  const limits = account.responsible?.limits ?? {};
  const now = sim.now();
  const broken = brokenLimit(limits, usedCents(account, now, depositsSince), amountCents, now);
  if (!broken) return null;
  return fail('DEPOSIT_LIMIT', `This deposit is above your ${broken.period} deposit limit of ${formatCents(broken.limitCents)}`, {
    period: broken.period,
    limit: formatCents(broken.limitCents),
    used: formatCents(broken.usedCents),
    resetsAt: broken.resetsAt,
  });
}

/** Stakes and net losses (stakes minus wins, never below zero) of each limit period so far. */
function playUsedCents(sim: Simulator, account: SimAccount, now: number): { wager: Record<LimitPeriod, number>; loss: Record<LimitPeriod, number> } {
  const cal = onCalendar(sim);
  const wager = { daily: 0, weekly: 0, monthly: 0 };
  const loss = { daily: 0, weekly: 0, monthly: 0 };
  for (const period of LIMIT_PERIODS) {
    const from = periodStart(period, now);
    let bets = 0;
    let wins = 0;
    for (const e of account.ledger) {
      if ((e.kind !== 'bet' && e.kind !== 'win') || cal(e.at) < from) continue;
      if (e.kind === 'bet') bets -= e.amountCents;
      else wins += e.amountCents;
    }
    wager[period] = bets;
    loss[period] = Math.max(0, bets - wins);
  }
  return { wager, loss };
}

/**
 * The refusal of a round's stake that would pass a loss limit (if every stake were lost) or a
 * wager limit, naming the limit and when it resets; null when allowed.
 */
export function playLimitRefusal(sim: Simulator, account: SimAccount, stakeCents: number): Response | null {
  const now = sim.now();
  const used = playUsedCents(sim, account, now);
  const r = account.responsible;
  for (const [kind, limits, usedCents, code] of [
    ['loss', r?.lossLimits ?? {}, used.loss, 'LOSS_LIMIT'],
    ['wager', r?.wagerLimits ?? {}, used.wager, 'WAGER_LIMIT'],
  ] as const) {
    const broken = brokenLimit(limits, usedCents, stakeCents, now);
    if (!broken) continue;
    return fail(code, `This bet would pass your ${broken.period} ${kind} limit of ${formatCents(broken.limitCents)}`, {
      period: broken.period,
      limit: formatCents(broken.limitCents),
      used: formatCents(broken.usedCents),
      resetsAt: broken.resetsAt,
    });
  }
  return null;
}

function limitViews(limits: Partial<Record<LimitPeriod, LimitState>>, used: Record<LimitPeriod, number>, now: number): RgSettings['limits'] {
  return LIMIT_PERIODS.map((period) => {
    const state = limitInForce(limits[period], now);
    return {
      period,
      active: state.activeCents === null ? null : formatCents(state.activeCents),
      pending: state.pending ? { amount: state.pending.cents === null ? null : formatCents(state.pending.cents), effectiveAt: state.pending.effectiveAt } : null,
      used: formatCents(used[period]),
      resetsAt: periodReset(period, now),
    };
  });
}

function settingsOf(sim: Simulator, merchant: MerchantConfig, account: SimAccount, depositsSince: DepositsSince): RgSettings {
  const now = sim.now();
  const r = account.responsible ?? emptyResponsible();
  const play = playUsedCents(sim, account, now);
  return {
    limits: limitViews(r.limits, usedCents(account, now, depositsSince), now),
    lossLimits: limitViews(r.lossLimits ?? {}, play.loss, now),
    wagerLimits: limitViews(r.wagerLimits ?? {}, play.wager, now),
    realityCheckMinutes: r.realityCheckMinutes,
    raiseDelayHours: merchant.responsibleGaming.limitRaiseDelayHours,
  };
}

function begin(sim: Simulator, request: Request): { session: SimSession; account: SimAccount; merchant: MerchantConfig } | Response {
  const session = requireSession(sim, request);
  if (isResponse(session)) return session;
  const account = accountOf(sim, session.merchantCode, session.userName);
  const merchant = sim.merchant(session.merchantCode);
  if (!account || !merchant) return fail('USER_NOT_FOUND', 'Sorry, the user does not exist or is disabled');
  return { session, account, merchant };
}

/** A limit's amount in centavos (null: no limit), or the refusal of one that is not above zero. */
function limitCents(amount: string | null | undefined): number | null | Response {
  if (amount === null || amount === undefined) return null;
  const cents = toCents(amount);
  return cents === null || cents <= 0 ? fail('AMOUNT_OUT_OF_RANGE', 'The limit must be an amount above zero') : cents;
}

function mutateResponsible(sim: Simulator, merchantCode: string, userName: string, fn: (r: SimResponsible) => void): void {
  sim.mutate(merchantCode, accountsSlice, (s) => {
    const a = s.accounts[userName];
    if (!a) return;
    a.responsible ??= emptyResponsible();
    fn(a.responsible);
  });
}

export function responsibleHandlers(sim: Simulator, depositsSince: (merchantCode: string) => DepositsSince): HttpHandler[] {
  return [
    http.get(apiPath(rgSettingsEndpoint.path), ({ request }) => {
      const ctx = begin(sim, request);
      if (isResponse(ctx)) return ctx;
      return ok(settingsOf(sim, ctx.merchant, ctx.account, depositsSince(ctx.session.merchantCode)));
    }),

    http.post(apiPath(setDepositLimitEndpoint.path), async ({ request }) => {
      const ctx = begin(sim, request);
      if (isResponse(ctx)) return ctx;
      const p = await bodyOf<SetDepositLimitPayload>(request);
      if (!p || !LIMIT_PERIODS.includes(p.period as LimitPeriod)) return fail('BAD_REQUEST', 'period must be daily, weekly or monthly');
      const period = p.period as LimitPeriod;
      const cents = limitCents(p.amount);
      if (isResponse(cents)) return cents;
      const delay = ctx.merchant.responsibleGaming.limitRaiseDelayHours * HOUR;
      mutateResponsible(sim, ctx.session.merchantCode, ctx.account.userName, (r) => {
        r.limits[period] = changeLimit(r.limits[period], cents, sim.now(), delay);
      });
      const after = accountOf(sim, ctx.session.merchantCode, ctx.account.userName) ?? ctx.account;
      return ok(settingsOf(sim, ctx.merchant, after, depositsSince(ctx.session.merchantCode)));
    }),

    http.post(apiPath(setPlayLimitEndpoint.path), async ({ request }) => {
      const ctx = begin(sim, request);
      if (isResponse(ctx)) return ctx;
      const p = await bodyOf<SetPlayLimitPayload>(request);
      if (!p || (p.kind !== 'loss' && p.kind !== 'wager')) return fail('BAD_REQUEST', 'kind must be loss or wager');
      if (!LIMIT_PERIODS.includes(p.period as LimitPeriod)) return fail('BAD_REQUEST', 'period must be daily, weekly or monthly');
      const period = p.period as LimitPeriod;
      const kind = p.kind;
      const cents = limitCents(p.amount);
      if (isResponse(cents)) return cents;
      // The same rule as deposit limits: lower at once, a raise or a removal after the delay.
      const delay = ctx.merchant.responsibleGaming.limitRaiseDelayHours * HOUR;
      mutateResponsible(sim, ctx.session.merchantCode, ctx.account.userName, (r) => {
        const limits = kind === 'loss' ? (r.lossLimits ??= {}) : (r.wagerLimits ??= {});
        limits[period] = changeLimit(limits[period], cents, sim.now(), delay);
      });
      const after = accountOf(sim, ctx.session.merchantCode, ctx.account.userName) ?? ctx.account;
      return ok(settingsOf(sim, ctx.merchant, after, depositsSince(ctx.session.merchantCode)));
    }),

    http.post(apiPath(setRealityCheckEndpoint.path), async ({ request }) => {
      const ctx = begin(sim, request);
      if (isResponse(ctx)) return ctx;
      const p = await bodyOf<{ minutes: number | null }>(request);
      const minutes = p?.minutes ?? null;
      if (minutes !== null && !ctx.merchant.responsibleGaming.realityCheckMinutes.includes(minutes)) {
        return fail('BAD_REQUEST', 'Choose one of the offered intervals');
      }
      mutateResponsible(sim, ctx.session.merchantCode, ctx.account.userName, (r) => {
        r.realityCheckMinutes = minutes;
      });
      const after = accountOf(sim, ctx.session.merchantCode, ctx.account.userName) ?? ctx.account;
      return ok(settingsOf(sim, ctx.merchant, after, depositsSince(ctx.session.merchantCode)));
    }),

    http.get(apiPath(sessionSummaryEndpoint.path), ({ request }) => {
      const ctx = begin(sim, request);
      if (isResponse(ctx)) return ctx;
      const record = sim.slice(ctx.session.merchantCode, accountsSlice).sessions[ctx.session.token];
      const startedAt = record?.createdAt ?? sim.now();
      let bets = 0;
      let wins = 0;
      for (const e of ctx.account.ledger) {
        if (e.at < startedAt) continue;
        if (e.kind === 'bet') bets -= e.amountCents;
        if (e.kind === 'win') wins += e.amountCents;
      }
      return ok({ startedAt, bets: formatCents(bets), wins: formatCents(wins), net: formatCents(wins - bets) });
    }),

    http.post(apiPath(takeBreakEndpoint.path), async ({ request }) => {
      const ctx = begin(sim, request);
      if (isResponse(ctx)) return ctx;
      const p = await bodyOf<TakeBreakPayload>(request);
      const rules = ctx.merchant.responsibleGaming;
      const allowed: readonly string[] = p?.kind === 'coolOff' ? rules.coolOffPeriods : p?.kind === 'selfExclusion' ? rules.exclusionPeriods : [];
      if (!p || !p.period || !allowed.includes(p.period)) return fail('BAD_REQUEST', 'Choose one of the offered periods');
      const now = sim.now();
      const until = breakEnd(p.period, now);
      const current = ctx.account.responsible?.breakUntil ?? 0;
      // Nothing shortens a break: a later end extends it, an earlier one keeps the current end.
      const end = Math.max(until, current);
      sim.mutate(ctx.session.merchantCode, accountsSlice, (s) => {
        const a = s.accounts[ctx.account.userName];
        if (!a) return;
        a.responsible ??= emptyResponsible();
        if (end === until) {
          a.responsible.breakKind = p.kind ?? 'selfExclusion';
          a.responsible.breakPeriod = p.period ?? null;
        }
        a.responsible.breakUntil = end;
        // Every session of the account ends at once.
        for (const [token, rec] of Object.entries(s.sessions)) if (rec.userName === a.userName) delete s.sessions[token];
      });
      return ok({ until: end });
    }),
  ];
}
