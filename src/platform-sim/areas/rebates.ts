// The rebates area of the demo platform: the member's manual rebate (valid bets since the last
// rebate × the rates the upline set, per game type; credited into the ledger once per request
// id), the rebate history (the ledger's 'rebate' entries with their game-type breakdown), the
// transfer to the upline (both ledgers, once per request id; only money whose turnover is met, the
// payment password checked last and counted towards its lock) and the member's feedback (kept,
// and some answered by the platform a few seconds later).
import { http, type HttpHandler } from 'msw';
import { apiPath, bodyOf, defineSlice, fail, isResponse, ok, type Simulator } from '@/platform-sim/kernel';
import { accountOf, SEED_TIME, type SimAccount, type SimSession } from '@/platform-sim/areas/accounts/state';
import { adjustBalance, balanceCentsOf, formatCents } from '@/platform-sim/areas/accounts/ledger';
import { requireSession } from '@/platform-sim/areas/accounts/sessions';
import { checkPaymentPassword } from '@/platform-sim/areas/accounts/lockout';
import { turnoverLeftCents, withdrawableCents } from '@/platform-sim/areas/money/withdraw';
import { ratesOf } from '@/platform-sim/areas/agent/rebates';
import { dayRange, onCalendar } from '@/platform-sim/calendar';
import { manualRebateEndpoint, type RebateLine } from '@/api/endpoints/manual-rebate';
import { claimRebateEndpoint, type ClaimRebatePayload, type RebateClaim } from '@/api/endpoints/claim-rebate';
import { rebateRecordsEndpoint } from '@/api/endpoints/rebate-records';
import { uplineTransferInfoEndpoint } from '@/api/endpoints/upline-transfer-info';
import { createUplineTransferEndpoint, type CreateUplineTransferPayload, type UplineTransfer } from '@/api/endpoints/create-upline-transfer';
import { uplineTransfersEndpoint } from '@/api/endpoints/upline-transfers';
import { feedbackListEndpoint, type FeedbackItem } from '@/api/endpoints/feedback-list';
import { submitFeedbackEndpoint, type SubmitFeedbackPayload } from '@/api/endpoints/submit-feedback';
import { gameTypeOfBet, REBATE_GAME_TYPES } from '@/engine/agent-reports';
import { canClaimRebate, claimableRebate, formatRateBp, type ClaimableRebate } from '@/platform-sim/areas/rebate-rules';
import { checkFeedback, isFeedbackCategory, type FeedbackCategory } from '@/engine/feedback-rules';
import { isTrial } from '@/engine/member-types';
import { centsToDecimal, toCents } from '@/engine/money';
import { DAY_MS as DAY, HOUR_MS } from '@/engine/time';

/** Limits of one transfer to the upline, in centavos (₱1.00 – ₱50,000.00). */
export const UPLINE_TRANSFER_MIN_CENTS = 100;
export const UPLINE_TRANSFER_MAX_CENTS = 5_000_000;
/** The platform answers a feedback this long after it was sent (every other one). */
export const FEEDBACK_REPLY_MS = 4_000;

interface StoredLine {
  gameType: string;
  validBetCents: number;
  rateBp: number;
  rebateCents: number;
}

interface ClaimRecord {
  claimNo: string;
  userName: string;
  requestId: string;
  amountCents: number;
  lines: StoredLine[];
  at: number;
}

interface TransferRecord {
  orderNo: string;
  userName: string;
  upline: string;
  requestId: string;
  amountCents: number;
  balanceAfterCents: number;
  at: number;
}

interface FeedbackRecord {
  id: string;
  userName: string;
  requestId: string;
  category: FeedbackCategory;
  content: string;
  at: number;
  /** When the platform answers, or null for a feedback it leaves pending. */
  replyAt: number | null;
}

interface RebatesState {
  claims: ClaimRecord[];
  transfers: TransferRecord[];
  feedback: FeedbackRecord[];
  seq: number;
}


export const rebatesSlice = defineSlice<RebatesState>({
  name: 'rebates',
  version: 1,
  seed: () => ({
    claims: [],
    transfers: [],
    // One answered feedback of the demo member, so that the history is not empty.
    feedback: [
      {
        id: 'FB1000',
        userName: 'demoplayer',
        requestId: 'seed-FB1000',
        category: 'payment',
        content: 'My GCash deposit took a while to show in my wallet yesterday evening. It arrived after some minutes, thank you.',
        at: SEED_TIME - 5 * DAY,
        replyAt: SEED_TIME - 5 * DAY + 2 * HOUR_MS,
      },
    ],
    seq: 1,
  }),
});

const REPLIES: Readonly<Record<FeedbackCategory, { EN: string; TY: string }>> = {
  suggestion: { EN: 'Thank you for your suggestion. We have passed it on to our product team.', TY: 'Salamat sa iyong mungkahi. Naipasa na namin ito sa aming product team.' },
  complaint: { EN: 'We are sorry for the trouble. Our team is looking into it and will contact you if needed.', TY: 'Paumanhin sa abala. Sinusuri na ito ng aming team at kokontakin ka namin kung kailangan.' },
  payment: { EN: 'We checked your transaction: it has been completed. Please contact customer service if anything is still missing.', TY: 'Sinuri namin ang iyong transaksyon: tapos na ito. Makipag-ugnayan sa customer service kung may kulang pa.' },
  game: { EN: 'Thank you for the report. We have sent it to the game provider.', TY: 'Salamat sa ulat. Ipinadala na namin ito sa game provider.' },
  other: { EN: 'Thank you for your feedback. We read every message.', TY: 'Salamat sa iyong puna. Binabasa namin ang bawat mensahe.' },
};

function begin(sim: Simulator, request: Request): { session: SimSession; account: SimAccount } | Response {
  const session = requireSession(sim, request);
  if (isResponse(session)) return session;
  const account = accountOf(sim, session.merchantCode, session.userName);
  return account ? { session, account } : fail('USER_NOT_FOUND', 'Sorry, the user does not exist or is disabled');
}

/** A real (non-trial) member of a merchant whose file turns `flag` on. */
function beginReal(sim: Simulator, request: Request, flag: 'MANPLAYREB3' | 'AGETRANSFERUP3' | null): { session: SimSession; account: SimAccount } | Response {
  const ctx = begin(sim, request);
  if (isResponse(ctx)) return ctx;
  if (isTrial(ctx.account.type)) return fail('REAL_ACCOUNT_ONLY', 'Please login an actual account to use this function');
  if (flag && !sim.merchant(ctx.session.merchantCode)?.whitelabel[flag]) return fail('NO_PERMISSION', 'This function is not available');
  return ctx;
}

/** The ledger index after which bets count: the last rebate paid (manual or automatic). */
function lastRebateIndex(account: SimAccount): number {
  for (let i = account.ledger.length - 1; i >= 0; i--) if (account.ledger[i]?.kind === 'rebate') return i;
  return -1;
}

/** The rebate the member can claim now, from the ledger and the rates the upline set. */
export function claimableOf(sim: Simulator, merchantCode: string, account: SimAccount): ClaimableRebate {
  const from = lastRebateIndex(account) + 1;
  const bets = account.ledger.slice(from).flatMap((e) =>
    e.kind === 'bet'
      ? [{ gameType: gameTypeOfBet(e.meta?.gameType ? `${e.meta.gameType}:${e.ref}` : e.ref, `${account.userName}/${e.id}`), cents: -e.amountCents }]
      : [],
  );
  return claimableRebate(bets, ratesOf(sim, merchantCode, account.userName), REBATE_GAME_TYPES);
}

const lineOut = (l: StoredLine): RebateLine => ({
  gameType: l.gameType,
  validBet: formatCents(l.validBetCents),
  rate: formatRateBp(l.rateBp),
  rebate: formatCents(l.rebateCents),
});

const claimView = (c: ClaimRecord, cal: (at: number) => number): RebateClaim => ({
  claimNo: c.claimNo,
  amount: formatCents(c.amountCents),
  lines: c.lines.map(lineOut),
  claimedAt: cal(c.at),
});

const transferView = (t: TransferRecord, cal: (at: number) => number): UplineTransfer => ({
  orderNo: t.orderNo,
  upline: t.upline,
  amount: formatCents(t.amountCents),
  balanceAfter: formatCents(t.balanceAfterCents),
  status: 'success',
  createdAt: cal(t.at),
});

function feedbackView(f: FeedbackRecord, now: number, language: string, cal: (at: number) => number): FeedbackItem {
  const replied = f.replyAt !== null && now >= f.replyAt;
  const reply = REPLIES[f.category];
  return {
    id: f.id,
    category: f.category,
    content: f.content,
    createdAt: cal(f.at),
    status: replied ? 'replied' : 'pending',
    reply: replied ? (language === 'TY' ? reply.TY : reply.EN) : null,
    repliedAt: replied && f.replyAt !== null ? cal(f.replyAt) : null,
  };
}

function page<T>(rows: readonly T[], q: URLSearchParams): { list: T[]; pageNum: number; totalPages: number; total: number } {
  const pageSize = Math.min(100, Math.max(1, Number(q.get('pageSize')) || 20));
  const totalPages = Math.max(1, Math.ceil(rows.length / pageSize));
  const pageNum = Math.min(totalPages, Math.max(1, Number(q.get('pageNum')) || 1));
  return { list: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize), pageNum, totalPages, total: rows.length };
}

/** The member's upline agent, when the member may transfer to it (spec: toUpline, type not 2). */
function uplineOf(sim: Simulator, merchantCode: string, account: SimAccount): SimAccount | Response {
  if (!account.toUpline || account.type === 2 || !account.upline) return fail('NO_PERMISSION', 'Superior transfer is not available for this account');
  return accountOf(sim, merchantCode, account.upline) ?? fail('USER_NOT_FOUND', 'Sorry, the user does not exist or is disabled');
}

export function rebateHandlers(sim: Simulator): HttpHandler[] {
  return [
    http.get(apiPath(manualRebateEndpoint.path), ({ request }) => {
      const ctx = beginReal(sim, request, 'MANPLAYREB3');
      if (isResponse(ctx)) return ctx;
      const { session, account } = ctx;
      const c = claimableOf(sim, session.merchantCode, account);
      const last = account.ledger[lastRebateIndex(account)];
      return ok({
        lines: c.lines.map(lineOut),
        validBet: formatCents(c.validBetCents),
        total: formatCents(c.totalCents),
        claimable: canClaimRebate(c.totalCents),
        lastClaimAt: last ? onCalendar(sim)(last.at) : null,
        currencySymbol: sim.merchant(session.merchantCode)?.currency.symbol ?? '₱',
      });
    }),

    http.post(apiPath(claimRebateEndpoint.path), async ({ request }) => {
      const ctx = beginReal(sim, request, 'MANPLAYREB3');
      if (isResponse(ctx)) return ctx;
      const { session, account } = ctx;
      const p = await bodyOf<ClaimRebatePayload>(request);
      const requestId = typeof p?.requestId === 'string' ? p.requestId.trim() : '';
      if (requestId === '') return fail('BAD_REQUEST', 'requestId is required');
      const cal = onCalendar(sim);
      // The same request again (double tap, retry, reload): the first claim, nothing credited twice.
      const earlier = sim.slice(session.merchantCode, rebatesSlice).claims.find((c) => c.userName === account.userName && c.requestId === requestId);
      if (earlier) return ok(claimView(earlier, cal));
      const c = claimableOf(sim, session.merchantCode, account);
      if (!canClaimRebate(c.totalCents)) return fail('BAD_REQUEST', 'There is no rebate to claim', { reason: 'nothingToClaim' });
      const claim = sim.mutate(session.merchantCode, rebatesSlice, (s) => {
        const claimNo = `MR${String(500000 + s.seq++)}`;
        adjustBalance(sim, session.merchantCode, account.userName, { kind: 'rebate', amountCents: c.totalCents, ref: claimNo });
        const record: ClaimRecord = { claimNo, userName: account.userName, requestId, amountCents: c.totalCents, lines: c.lines.map((l) => ({ ...l })), at: sim.now() };
        s.claims.push(record);
        return record;
      });
      return ok(claimView(claim, cal));
    }),

    http.get(apiPath(rebateRecordsEndpoint.path), ({ request }) => {
      const ctx = begin(sim, request);
      if (isResponse(ctx)) return ctx;
      const { session, account } = ctx;
      if (!sim.merchant(session.merchantCode)?.whitelabel.PLYRBT) return fail('NO_PERMISSION', 'This function is not available');
      const q = new URL(request.url).searchParams;
      const range = dayRange(q.get('startDate'), q.get('endDate'));
      if (!range) return fail('BAD_REQUEST', 'startDate and endDate must be YYYY-MM-DD dates in order');
      const cal = onCalendar(sim);
      const claims = new Map(sim.slice(session.merchantCode, rebatesSlice).claims.filter((c) => c.userName === account.userName).map((c) => [c.claimNo, c]));
      const rows = account.ledger
        .filter((e) => e.kind === 'rebate')
        .map((e) => {
          const claim = claims.get(e.ref);
          return {
            id: e.id,
            at: cal(e.at),
            amountCents: e.amountCents,
            validBetCents: claim?.lines.reduce((t, l) => t + l.validBetCents, 0) ?? 0,
            source: claim ? ('manual' as const) : ('auto' as const),
            ref: e.ref,
            lines: claim?.lines ?? [],
          };
        })
        .filter((r) => r.at >= range.start && r.at < range.end)
        .sort((a, b) => b.at - a.at);
      const paged = page(rows, q);
      return ok({
        ...paged,
        list: paged.list.map((r) => ({ id: r.id, at: r.at, amount: formatCents(r.amountCents), source: r.source, ref: r.ref, lines: r.lines.map(lineOut) })),
        totals: {
          count: rows.length,
          amount: formatCents(rows.reduce((t, r) => t + r.amountCents, 0)),
          validBet: formatCents(rows.reduce((t, r) => t + r.validBetCents, 0)),
        },
      });
    }),

    http.get(apiPath(uplineTransferInfoEndpoint.path), ({ request }) => {
      const ctx = beginReal(sim, request, 'AGETRANSFERUP3');
      if (isResponse(ctx)) return ctx;
      const { session, account } = ctx;
      const upline = uplineOf(sim, session.merchantCode, account);
      if (isResponse(upline)) return upline;
      return ok({
        upline: { userName: upline.userName, nickname: upline.nickname },
        balance: formatCents(balanceCentsOf(account)),
        min: centsToDecimal(UPLINE_TRANSFER_MIN_CENTS),
        max: centsToDecimal(UPLINE_TRANSFER_MAX_CENTS),
        currencySymbol: sim.merchant(session.merchantCode)?.currency.symbol ?? '₱',
        hasPaymentPassword: account.paymentPassword !== null,
      });
    }),

    http.post(apiPath(createUplineTransferEndpoint.path), async ({ request }) => {
      const ctx = beginReal(sim, request, 'AGETRANSFERUP3');
      if (isResponse(ctx)) return ctx;
      const { session, account } = ctx;
      const upline = uplineOf(sim, session.merchantCode, account);
      if (isResponse(upline)) return upline;
      const p = await bodyOf<CreateUplineTransferPayload>(request);
      const requestId = typeof p?.requestId === 'string' ? p.requestId.trim() : '';
      if (!p || requestId === '') return fail('BAD_REQUEST', 'amount, paymentPassword and requestId are required');
      const cal = onCalendar(sim);
      const earlier = sim.slice(session.merchantCode, rebatesSlice).transfers.find((t) => t.userName === account.userName && t.requestId === requestId);
      if (earlier) return ok(transferView(earlier, cal));
      if (account.paymentPassword === null) return fail('NO_PAYMENT_PASSWORD', 'Please set a payment password first');
      const cents = typeof p.amount === 'string' ? toCents(p.amount) : null;
      if (cents === null || cents < UPLINE_TRANSFER_MIN_CENTS || cents > UPLINE_TRANSFER_MAX_CENTS) {
        return fail('AMOUNT_OUT_OF_RANGE', 'The amount is outside the transfer limits', { min: centsToDecimal(UPLINE_TRANSFER_MIN_CENTS), max: centsToDecimal(UPLINE_TRANSFER_MAX_CENTS) });
      }
      if (cents > balanceCentsOf(account)) return fail('INSUFFICIENT_BALANCE', 'Insufficient balance', { balance: formatCents(balanceCentsOf(account)) });
      // Money still to be bet (a deposit's or bonus's turnover) stays: it must not reach the upline,
      // who could withdraw it at once.
      const transferable = withdrawableCents(account);
      if (cents > transferable) {
        return fail('TURNOVER_NOT_MET', 'This amount includes money that must be bet before it can leave the wallet', {
          transferable: formatCents(transferable),
          turnoverLeft: formatCents(turnoverLeftCents(account.ledger)),
        });
      }
      // The payment password last (nothing above tells a right one from a wrong one), counted towards its lock.
      const refused = checkPaymentPassword(sim, session.merchantCode, account.userName, p.paymentPassword);
      if (refused) return refused;
      const transfer = sim.mutate(session.merchantCode, rebatesSlice, (s) => {
        const orderNo = `UT${String(700000 + s.seq++)}`;
        const debit = adjustBalance(sim, session.merchantCode, account.userName, { kind: 'transfer', amountCents: -cents, ref: orderNo, meta: { account: upline.userName } });
        adjustBalance(sim, session.merchantCode, upline.userName, { kind: 'transfer', amountCents: cents, ref: orderNo, meta: { account: account.userName } });
        const record: TransferRecord = { orderNo, userName: account.userName, upline: upline.userName, requestId, amountCents: cents, balanceAfterCents: debit.balanceAfterCents, at: sim.now() };
        s.transfers.push(record);
        return record;
      });
      return ok(transferView(transfer, cal));
    }),

    http.get(apiPath(uplineTransfersEndpoint.path), ({ request }) => {
      const ctx = begin(sim, request);
      if (isResponse(ctx)) return ctx;
      const { session, account } = ctx;
      const cal = onCalendar(sim);
      const rows = sim
        .slice(session.merchantCode, rebatesSlice)
        .transfers.filter((t) => t.userName === account.userName)
        .map((t) => transferView(t, cal))
        .sort((a, b) => b.createdAt - a.createdAt || b.orderNo.localeCompare(a.orderNo));
      return ok(page(rows, new URL(request.url).searchParams));
    }),

    http.get(apiPath(feedbackListEndpoint.path), ({ request }) => {
      const ctx = beginReal(sim, request, null);
      if (isResponse(ctx)) return ctx;
      const { session, account } = ctx;
      const cal = onCalendar(sim);
      const language = request.headers.get('X-Language') ?? 'EN';
      const list = sim
        .slice(session.merchantCode, rebatesSlice)
        .feedback.filter((f) => f.userName === account.userName)
        .map((f) => feedbackView(f, sim.now(), language, cal))
        .sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id));
      return ok({ list });
    }),

    http.post(apiPath(submitFeedbackEndpoint.path), async ({ request }) => {
      const ctx = beginReal(sim, request, null);
      if (isResponse(ctx)) return ctx;
      const { session, account } = ctx;
      const merchant = sim.merchant(session.merchantCode);
      const p = await bodyOf<SubmitFeedbackPayload>(request);
      const requestId = typeof p?.requestId === 'string' ? p.requestId.trim() : '';
      if (!merchant || !p || requestId === '' || typeof p.content !== 'string') return fail('BAD_REQUEST', 'category, content and requestId are required');
      const cal = onCalendar(sim);
      const language = request.headers.get('X-Language') ?? 'EN';
      const state = sim.slice(session.merchantCode, rebatesSlice);
      const earlier = state.feedback.find((f) => f.userName === account.userName && f.requestId === requestId);
      if (earlier) return ok(feedbackView(earlier, sim.now(), language, cal));
      const category = p.category;
      if (!isFeedbackCategory(category)) return fail('BAD_REQUEST', 'Choose a feedback category', { reason: 'categoryRequired' });
      const content = p.content.trim();
      const { minWords, maxWords } = merchant.feedback;
      const problem = checkFeedback({ category, content }, merchant.feedback);
      if (problem) {
        return fail('BAD_REQUEST', `Feedback content is between ${minWords} and ${maxWords} words`, { reason: problem, minWords, maxWords });
      }
      const record = sim.mutate(session.merchantCode, rebatesSlice, (s) => {
        const n = s.seq++;
        const f: FeedbackRecord = {
          id: `FB${String(1000 + n)}`,
          userName: account.userName,
          requestId,
          category,
          content,
          at: sim.now(),
          // The platform answers every other feedback, a few seconds later.
          replyAt: n % 2 === 1 ? sim.now() + FEEDBACK_REPLY_MS : null,
        };
        s.feedback.push(f);
        return f;
      });
      return ok(feedbackView(record, sim.now(), language, cal));
    }),
  ];
}
