// The member's records on the demo platform, from the ledger: bets with their wins, account
// transactions (an agent's team too) and profit and loss.
import { http, type HttpHandler } from 'msw';
import { apiPath, fail, isResponse, ok, type Simulator } from '@/platform-sim/kernel';
import { accountOf, accountsSlice, type SimAccount } from '@/platform-sim/areas/accounts/state';
import { formatCents } from '@/platform-sim/areas/accounts/ledger';
import { onCalendar } from '@/platform-sim/calendar';
import { betRecordsEndpoint, type BetRecord } from '@/api/endpoints/bet-records';
import { accountRecordsEndpoint, LEDGER_KINDS } from '@/api/endpoints/account-records';
import { profitLossEndpoint } from '@/api/endpoints/profit-loss';
import { isAgent } from '@/engine/member-types';
import { begin, page, rangeFrom } from '@/platform-sim/areas/money/state';
import { pendingBetNos } from '@/platform-sim/areas/games';

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

export function recordHandlers(sim: Simulator): HttpHandler[] {
  return [
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
      // A sports bet or a draw ticket waiting for its event: its stake is in, its result is not.
      const pending = pendingBetNos(sim, ctx.session.merchantCode, ctx.account.userName);
      return ok({
        ...page(
          rows.map((r) => (pending.has(r.record.betNo) ? { ...r.record, status: 'pending' as const } : r.record)),
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
