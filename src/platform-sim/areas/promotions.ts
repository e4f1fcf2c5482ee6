// Promotions, rewards, points mall, level benefits, invitations and missions of the demo platform.
// Every member starts from the same seeded set of promotions; the member's status on each is kept
// per member. A claimed reward goes into the ledger through adjustBalance (kind 'bonus').
import { http, type HttpHandler } from 'msw';
import { apiPath, bodyOf, defineSlice, fail, isResponse, merchantOf, ok, type Simulator } from '@/platform-sim/kernel';
import { adjustBalance, formatCents } from '@/platform-sim/areas/accounts/ledger';
import { requireSession, sessionOf } from '@/platform-sim/areas/accounts/sessions';
import { contentLanguage } from '@/platform-sim/areas/content';
import { activitiesEndpoint, type Activity } from '@/api/endpoints/activities';
import { claimActivityEndpoint, type ClaimActivityPayload } from '@/api/endpoints/claim-activity';
import { joinActivityEndpoint, type JoinActivityPayload } from '@/api/endpoints/join-activity';
import { applyActivityEndpoint, type ApplyActivityPayload } from '@/api/endpoints/apply-activity';
import { APPLY_ERROR_MESSAGE, checkApplication, type ActivityStatus } from '@/engine/promo-rules';
import { DAY_MS as DAY } from '@/engine/time';

interface SimActivity {
  id: string;
  category: string;
  title: string;
  rewardCents: number;
  needsApplication: boolean;
  /** Status of a member who has not touched it yet. */
  initial: ActivityStatus;
  endsAt: number;
}

interface PromotionsState {
  activities: SimActivity[];
  /** userName → activity id → status (only what differs from `initial`). */
  status: Record<string, Record<string, ActivityStatus>>;
  /** userName → activity id → when the member applied; the platform issues it REVIEW_MS later. */
  applied: Record<string, Record<string, number>>;
}

/** How long the platform's review of an application takes. */
export const REVIEW_MS = 4000;


export const promotionsSlice = defineSlice<PromotionsState>({
  name: 'promotions',
  version: 2,
  seed: (_m, sim) => {
    const base = Date.UTC(new Date(sim.now()).getUTCFullYear(), 11, 31);
    const a = (id: string, category: string, title: string, rewardCents: number, needsApplication: boolean, initial: ActivityStatus, endsInDays = 30): SimActivity => ({
      id, category, title, rewardCents, needsApplication, initial, endsAt: base + endsInDays * DAY,
    });
    return {
      activities: [
        a('A101', 'deposit', 'First Deposit Bonus 100%', 50_000, false, 'join'),
        a('A102', 'deposit', 'Reload Weekend 20%', 20_000, false, 'join'),
        a('A103', 'slots', 'Slots Loyalty Cashback', 15_000, false, 'claim'),
        a('A104', 'sports', 'PBA Finals Free Bet', 30_000, true, 'join'),
        a('A105', 'live', 'Live Baccarat Winning Streak', 88_800, true, 'applying'),
        a('A106', 'sports', 'Lucky Parlay Refund', 10_000, true, 'rejected'),
        a('A107', 'slots', 'Birthday Gift', 25_000, false, 'issued'),
        a('A108', 'live', 'Christmas Countdown', 100_000, false, 'comingSoon'),
        a('A109', 'deposit', 'GCash Monday Bonus', 5_000, false, 'close', -1),
      ],
      status: {},
      applied: {},
    };
  },
});

function statusOf(state: PromotionsState, userName: string, a: SimActivity, now = 0): ActivityStatus {
  const appliedAt = state.applied[userName]?.[a.id];
  if (appliedAt !== undefined && now - appliedAt >= REVIEW_MS) return 'issued';
  return state.status[userName]?.[a.id] ?? a.initial;
}

/** The seeded promotions' titles in Tagalog, by id (the platform answers in the asked language). */
const TITLES_TY: Readonly<Record<string, string>> = {
  A101: 'Bonus sa unang deposito 100%',
  A102: 'Reload tuwing weekend 20%',
  A103: 'Cashback para sa tapat na slots player',
  A104: 'Libreng taya sa PBA Finals',
  A105: 'Sunod-sunod na panalo sa Live Baccarat',
  A106: 'Refund sa malas na parlay',
  A107: 'Regalo sa kaarawan',
  A108: 'Countdown sa Pasko',
  A109: 'Bonus sa GCash tuwing Lunes',
};

function toWire(state: PromotionsState, userName: string, a: SimActivity, now: number, language: 'EN' | 'TY'): Activity {
  return {
    id: a.id,
    category: a.category,
    title: (language === 'TY' ? TITLES_TY[a.id] : undefined) ?? a.title,
    reward: formatCents(a.rewardCents),
    needsApplication: a.needsApplication,
    status: statusOf(state, userName, a, now),
    endsAt: a.endsAt,
  };
}

export function promotionHandlers(sim: Simulator): HttpHandler[] {
  return [
    // Visitors browse too (no session: every promotion at its opening status); a member sees their own.
    http.get(apiPath(activitiesEndpoint.path), ({ request }) => {
      const session = sessionOf(sim, request);
      const merchantCode = session?.merchantCode ?? merchantOf(request);
      if (!sim.merchant(merchantCode)) return fail('BAD_REQUEST', 'Unknown merchant', undefined, 400);
      const state = sim.slice(merchantCode, promotionsSlice);
      return ok({ activities: state.activities.map((a) => toWire(state, session?.userName ?? '', a, sim.now(), contentLanguage(request))) });
    }),

    http.post(apiPath(joinActivityEndpoint.path), async ({ request }) => {
      const session = requireSession(sim, request);
      if (isResponse(session)) return session;
      const p = await bodyOf<JoinActivityPayload>(request);
      const state = sim.slice(session.merchantCode, promotionsSlice);
      const act = state.activities.find((x) => x.id === p?.id);
      if (!act) return fail('BAD_REQUEST', 'This promotion does not exist');
      if (act.needsApplication) return fail('BAD_REQUEST', 'This promotion needs an application');
      if (statusOf(state, session.userName, act) !== 'join') return fail('BAD_REQUEST', 'This promotion cannot be joined now');
      sim.mutate(session.merchantCode, promotionsSlice, (s) => {
        (s.status[session.userName] ??= {})[act.id] = 'joined';
      });
      return ok({ id: act.id, status: 'joined' as const });
    }),

    http.post(apiPath(claimActivityEndpoint.path), async ({ request }) => {
      const session = requireSession(sim, request);
      if (isResponse(session)) return session;
      const p = await bodyOf<ClaimActivityPayload>(request);
      const state = sim.slice(session.merchantCode, promotionsSlice);
      const act = state.activities.find((x) => x.id === p?.id);
      if (!act) return fail('BAD_REQUEST', 'This promotion does not exist');
      if (statusOf(state, session.userName, act) !== 'claim') return fail('BAD_REQUEST', 'Nothing to claim on this promotion');
      sim.mutate(session.merchantCode, promotionsSlice, (s) => {
        (s.status[session.userName] ??= {})[act.id] = 'claimed';
      });
      adjustBalance(sim, session.merchantCode, session.userName, { kind: 'bonus', amountCents: act.rewardCents, ref: `promo:${act.id}`, meta: {} });
      return ok({ id: act.id, status: 'claimed' as const, amount: formatCents(act.rewardCents) });
    }),

    http.post(apiPath(applyActivityEndpoint.path), async ({ request }) => {
      const session = requireSession(sim, request);
      if (isResponse(session)) return session;
      const p = await bodyOf<ApplyActivityPayload>(request);
      const state = sim.slice(session.merchantCode, promotionsSlice);
      const act = state.activities.find((x) => x.id === p?.id);
      if (!p || !act || !act.needsApplication) return fail('BAD_REQUEST', 'This promotion does not take applications');
      if (typeof p.comment !== 'string' || !Array.isArray(p.images)) return fail('BAD_REQUEST', 'comment and images are required');
      const refused = checkApplication(p.comment, p.images);
      if (refused) return fail('BAD_REQUEST', APPLY_ERROR_MESSAGE[refused]);
      const st = statusOf(state, session.userName, act, sim.now());
      if (st !== 'join' && st !== 'rejected') return fail('BAD_REQUEST', 'You have already applied');
      sim.mutate(session.merchantCode, promotionsSlice, (s) => {
        (s.status[session.userName] ??= {})[act.id] = 'applying';
        (s.applied[session.userName] ??= {})[act.id] = sim.now();
      });
      return ok({ id: act.id, status: 'applying' as const });
    }),
  ];
}
