// The member services of the demo platform: the reward center (rewards seeded per member, each
// claimable once into the ledger as a bonus), the points mall (points earned from the member's
// valid bets in the ledger, spent on redemptions, one redemption per request id, stock per item)
// and the VIP levels (thresholds and benefits; the member's totals from the ledger).
// Money is integer centavos; the rules are those of src/engine/rewards-rules.ts.
import { http, type HttpHandler } from 'msw';
import { apiPath, bodyOf, defineSlice, fail, isResponse, merchantOf, ok, type Simulator } from '@/platform-sim/kernel';
import { accountOf, type SimAccount, type SimSession } from '@/platform-sim/areas/accounts/state';
import { adjustBalance, formatCents } from '@/platform-sim/areas/accounts/ledger';
import { requireSession, sessionOf } from '@/platform-sim/areas/accounts/sessions';
import { betsOf } from '@/platform-sim/areas/money/records';
import { hashString, prng } from '@/platform-sim/seed-utils';
import { rewardListEndpoint, type Reward } from '@/api/endpoints/reward-list';
import { rewardClaimEndpoint, type RewardClaimPayload } from '@/api/endpoints/reward-claim';
import { mallHomeEndpoint, type MallItem, type MallPoints, type MallReward } from '@/api/endpoints/mall-home';
import { mallRedemptionsEndpoint, type Redemption } from '@/api/endpoints/mall-redemptions';
import { mallRedeemEndpoint, type MallRedeemPayload } from '@/api/endpoints/mall-redeem';
import { levelBenefitsEndpoint, type VipLevel } from '@/api/endpoints/level-benefits';
import { isTrial } from '@/engine/member-types';
import { toCents } from '@/engine/money';
import {
  CENTS_PER_POINT,
  levelOfLabel,
  pointsBalance,
  pointsEarned,
  redeemRefusal,
  rewardState,
  type RedeemRefusal,
  type RewardKind,
} from '@/engine/rewards-rules';
import { DAY_MS as DAY, HOUR_MS } from '@/engine/time';


interface SimLevel {
  label: string;
  depositCents: number;
  validBetCents: number;
  upgradeBonusCents: number;
  monthlyBonusCents: number;
  birthdayGiftCents: number;
  /** Hundredths of a percent (40 = 0.40%). */
  rebateBasisPoints: number;
  dailyWithdrawLimitCents: number;
}

interface SimReward {
  id: string;
  kind: RewardKind;
  level: string | null;
  amountCents: number;
  issuedAt: number;
  expiresAt: number;
  claimedAt: number | null;
}

interface SimItem {
  id: string;
  points: number;
  stock: number | null;
  reward: MallReward;
}

interface SimRedemption {
  id: string;
  userName: string;
  requestId: string;
  itemId: string;
  points: number;
  reward: MallReward;
  status: Redemption['status'];
  at: number;
}

interface RewardsState {
  levels: SimLevel[];
  items: SimItem[];
  /** userName → the member's rewards (seeded on first use). */
  rewards: Record<string, SimReward[]>;
  redemptions: SimRedemption[];
  seq: number;
}

const peso = (p: number) => p * 100;

const level = (label: string, deposit: number, validBet: number, upgrade: number, monthly: number, birthday: number, rebateBp: number, withdraw: number): SimLevel => ({
  label,
  depositCents: peso(deposit),
  validBetCents: peso(validBet),
  upgradeBonusCents: peso(upgrade),
  monthlyBonusCents: peso(monthly),
  birthdayGiftCents: peso(birthday),
  rebateBasisPoints: rebateBp,
  dailyWithdrawLimitCents: peso(withdraw),
});

const bonus = (pesos: number): MallReward => ({ kind: 'bonus', bonus: formatCents(peso(pesos)), spins: null, game: null, prize: null });
const spins = (count: number, game: string): MallReward => ({ kind: 'freeSpins', bonus: null, spins: count, game, prize: null });
const prize = (name: string): MallReward => ({ kind: 'physical', bonus: null, spins: null, game: null, prize: name });

export const rewardsSlice = defineSlice<RewardsState>({
  name: 'rewards',
  version: 1,
  seed: () => ({
    levels: [
      level('VIP 0', 0, 0, 0, 0, 0, 30, 50_000),
      level('VIP 1', 1_000, 3_000, 88, 38, 88, 40, 100_000),
      level('VIP 2', 20_000, 50_000, 288, 88, 188, 50, 200_000),
      level('VIP 3', 50_000, 150_000, 588, 188, 388, 60, 300_000),
      level('VIP 4', 200_000, 600_000, 1_888, 588, 888, 70, 500_000),
      level('VIP 5', 1_000_000, 3_000_000, 8_888, 1_888, 1_888, 80, 1_000_000),
      level('VIP 6', 5_000_000, 15_000_000, 28_888, 5_888, 8_888, 100, 3_000_000),
    ],
    items: [
      { id: 'M01', points: 500, stock: null, reward: bonus(50) },
      { id: 'M02', points: 950, stock: null, reward: bonus(100) },
      { id: 'M03', points: 4_500, stock: null, reward: bonus(500) },
      { id: 'M04', points: 300, stock: null, reward: spins(20, 'Fortune Gems') },
      { id: 'M05', points: 2_000, stock: 25, reward: prize('shirt') },
      { id: 'M06', points: 1_200, stock: 0, reward: prize('cap') },
      { id: 'M07', points: 8_000, stock: 10, reward: prize('powerBank') },
      { id: 'M08', points: 60_000, stock: 3, reward: prize('phone') },
    ],
    rewards: {},
    redemptions: [],
    seq: 1,
  }),
});

/** A member's seeded rewards, relative to the day they were first looked at; deterministic per member. */
function seedRewards(levels: readonly SimLevel[], account: SimAccount, now: number): SimReward[] {
  const rand = prng(hashString(account.userName));
  const day = Math.floor(now / DAY) * DAY;
  const lv = levelOfLabel(levels.map((l) => l.label), account.vipLabel);
  const here = levels[lv];
  const cents = (min: number, span: number) => min + Math.floor(rand() * span) * 10;
  const list: Omit<SimReward, 'id'>[] = [];
  const add = (kind: RewardKind, amountCents: number, issuedDaysAgo: number, expiresInDays: number, claimedDaysAgo: number | null, withLevel = false) => {
    if (amountCents <= 0) return;
    list.push({
      kind,
      level: withLevel ? (here?.label ?? null) : null,
      amountCents,
      issuedAt: day - issuedDaysAgo * DAY + 2 * HOUR_MS,
      // The end of the expiry day (the member reads a date, not a time).
      expiresAt: day + (expiresInDays + 1) * DAY - 1000,
      claimedAt: claimedDaysAgo === null ? null : day - claimedDaysAgo * DAY + 5 * HOUR_MS,
    });
  };
  // Waiting to be claimed.
  add('vipUpgrade', here?.upgradeBonusCents ?? 0, 2, 14, null, true);
  add('weeklyCashback', cents(5_000, 1_500), 1, 6, null);
  add('depositStreak', peso(50), 0, 3, null);
  // Claimed before.
  add('birthday', here?.birthdayGiftCents ?? 0, 45, -15, 44);
  add('weeklyCashback', cents(4_000, 1_500), 8, -1, 7);
  add('monthlyBonus', here?.monthlyBonusCents ?? 0, 23, 7, 22, true);
  // Let expire.
  add('weeklyCashback', cents(3_000, 1_000), 15, -8, null);
  add('depositStreak', peso(30), 20, -17, null);
  return list.map((r, i) => ({ ...r, id: `RW${String(i + 1).padStart(2, '0')}` }));
}

function rewardsOf(sim: Simulator, merchantCode: string, account: SimAccount): SimReward[] {
  const state = sim.slice(merchantCode, rewardsSlice);
  const existing = state.rewards[account.userName];
  if (existing) return existing;
  return sim.mutate(merchantCode, rewardsSlice, (s) => (s.rewards[account.userName] = seedRewards(s.levels, account, sim.now())));
}

function rewardView(r: SimReward, now: number): Reward {
  return {
    id: r.id,
    kind: r.kind,
    level: r.level,
    amount: formatCents(r.amountCents),
    status: rewardState(r.claimedAt, r.expiresAt, now),
    issuedAt: r.issuedAt,
    expiresAt: r.expiresAt,
    claimedAt: r.claimedAt,
  };
}

/** The member's cumulative valid bet (stakes of the bets in the ledger), centavos. */
export function validBetCentsOf(account: SimAccount): number {
  return betsOf(account, (at) => at).reduce((t, b) => t + b.betCents, 0);
}

const depositCentsOf = (account: SimAccount): number =>
  account.ledger.filter((e) => e.kind === 'deposit').reduce((t, e) => t + e.amountCents, 0);

function pointsOf(state: RewardsState, account: SimAccount): MallPoints {
  const earned = pointsEarned(validBetCentsOf(account), CENTS_PER_POINT);
  const spent = state.redemptions.filter((r) => r.userName === account.userName).reduce((t, r) => t + r.points, 0);
  return { earned, spent, balance: pointsBalance(earned, spent) };
}

const itemView = (i: SimItem): MallItem => ({ id: i.id, points: i.points, stock: i.stock, reward: { ...i.reward } });

const redemptionView = (r: SimRedemption): Redemption => ({
  id: r.id,
  itemId: r.itemId,
  points: r.points,
  reward: { ...r.reward },
  status: r.status,
  at: r.at,
});

const levelView = (l: SimLevel, i: number): VipLevel => ({
  level: i,
  label: l.label,
  deposit: formatCents(l.depositCents),
  validBet: formatCents(l.validBetCents),
  upgradeBonus: formatCents(l.upgradeBonusCents),
  monthlyBonus: formatCents(l.monthlyBonusCents),
  birthdayGift: formatCents(l.birthdayGiftCents),
  rebateRate: formatCents(l.rebateBasisPoints),
  dailyWithdrawLimit: formatCents(l.dailyWithdrawLimitCents),
});

/** The English texts of the refusals (the screens show their own translation of `reason`). */
export const REDEEM_REFUSAL_MESSAGE: Readonly<Record<RedeemRefusal, string>> = {
  outOfStock: 'This item is out of stock',
  notEnoughPoints: 'Not enough points',
};

/** The caller's real account, or the refusal (no session, trial account, unknown account). */
function realAccount(sim: Simulator, request: Request): { session: SimSession; account: SimAccount } | Response {
  const session = requireSession(sim, request);
  if (isResponse(session)) return session;
  if (isTrial(session.type)) return fail('REAL_ACCOUNT_ONLY', 'Please login an actual account to use this function');
  const account = accountOf(sim, session.merchantCode, session.userName);
  if (!account) return fail('USER_NOT_FOUND', 'Sorry, the user does not exist or is disabled');
  return { session, account };
}

export function rewardHandlers(sim: Simulator): HttpHandler[] {
  return [
    http.get(apiPath(rewardListEndpoint.path), ({ request }) => {
      const who = realAccount(sim, request);
      if (isResponse(who)) return who;
      const now = sim.now();
      const rewards = rewardsOf(sim, who.session.merchantCode, who.account).map((r) => rewardView(r, now));
      const order = { claimable: 0, expired: 1, claimed: 2 } as const;
      rewards.sort((a, b) => order[a.status] - order[b.status] || a.expiresAt - b.expiresAt);
      const total = rewardsOf(sim, who.session.merchantCode, who.account)
        .filter((r) => rewardState(r.claimedAt, r.expiresAt, now) === 'claimable')
        .reduce((t, r) => t + r.amountCents, 0);
      return ok({ rewards, totalClaimable: formatCents(total) });
    }),

    http.post(apiPath(rewardClaimEndpoint.path), async ({ request }) => {
      const p = await bodyOf<RewardClaimPayload>(request);
      const who = realAccount(sim, request);
      if (isResponse(who)) return who;
      const { merchantCode, userName } = who.session;
      const reward = rewardsOf(sim, merchantCode, who.account).find((r) => r.id === p?.id);
      if (!reward) return fail('BAD_REQUEST', 'This reward does not exist', { reason: 'unknown' });
      const now = sim.now();
      const state = rewardState(reward.claimedAt, reward.expiresAt, now);
      if (state === 'claimed') return fail('DUPLICATE_REQUEST', 'This reward has already been claimed', { reason: 'alreadyClaimed' });
      if (state === 'expired') return fail('BAD_REQUEST', 'This reward has expired', { reason: 'expired' });
      sim.mutate(merchantCode, rewardsSlice, (s) => {
        const r = s.rewards[userName]?.find((x) => x.id === reward.id);
        if (r) r.claimedAt = now;
      });
      adjustBalance(sim, merchantCode, userName, { kind: 'bonus', amountCents: reward.amountCents, ref: `reward:${reward.id}`, meta: {} });
      return ok({ id: reward.id, status: 'claimed' as const, amount: formatCents(reward.amountCents), claimedAt: now });
    }),

    http.get(apiPath(mallHomeEndpoint.path), ({ request }) => {
      const who = realAccount(sim, request);
      if (isResponse(who)) return who;
      const state = sim.slice(who.session.merchantCode, rewardsSlice);
      return ok({
        points: pointsOf(state, who.account),
        validBet: formatCents(validBetCentsOf(who.account)),
        perPoint: formatCents(CENTS_PER_POINT),
        items: state.items.map(itemView),
      });
    }),

    http.get(apiPath(mallRedemptionsEndpoint.path), ({ request }) => {
      const who = realAccount(sim, request);
      if (isResponse(who)) return who;
      const state = sim.slice(who.session.merchantCode, rewardsSlice);
      const mine = state.redemptions.filter((r) => r.userName === who.account.userName).sort((a, b) => b.at - a.at || b.id.localeCompare(a.id));
      return ok({ redemptions: mine.map(redemptionView) });
    }),

    http.post(apiPath(mallRedeemEndpoint.path), async ({ request }) => {
      const p = await bodyOf<MallRedeemPayload>(request);
      const who = realAccount(sim, request);
      if (isResponse(who)) return who;
      const { merchantCode, userName } = who.session;
      const requestId = typeof p?.requestId === 'string' ? p.requestId.trim() : '';
      if (!p || typeof p.itemId !== 'string' || requestId === '') return fail('BAD_REQUEST', 'itemId and requestId are required');
      const state = sim.slice(merchantCode, rewardsSlice);
      // The same request again (double tap, retry after a lost answer): the first answer, nothing spent twice.
      const earlier = state.redemptions.find((r) => r.userName === userName && r.requestId === requestId);
      if (earlier) return ok({ redemption: redemptionView(earlier), points: pointsOf(state, who.account) });
      const item = state.items.find((i) => i.id === p.itemId);
      if (!item) return fail('BAD_REQUEST', 'This item does not exist', { reason: 'unknown' });
      const refusal = redeemRefusal({ balance: pointsOf(state, who.account).balance, cost: item.points, stock: item.stock });
      if (refusal) return fail('BAD_REQUEST', REDEEM_REFUSAL_MESSAGE[refusal], { reason: refusal });
      const now = sim.now();
      const redemption = sim.mutate(merchantCode, rewardsSlice, (s) => {
        const it = s.items.find((i) => i.id === item.id);
        if (it && it.stock !== null) it.stock -= 1;
        const r: SimRedemption = {
          id: `RD${String(s.seq++).padStart(5, '0')}`,
          userName,
          requestId,
          itemId: item.id,
          points: item.points,
          reward: { ...item.reward },
          status: item.reward.kind === 'bonus' ? 'credited' : item.reward.kind === 'freeSpins' ? 'issued' : 'processing',
          at: now,
        };
        s.redemptions.push(r);
        return r;
      });
      if (item.reward.kind === 'bonus' && item.reward.bonus) {
        adjustBalance(sim, merchantCode, userName, { kind: 'bonus', amountCents: toCents(item.reward.bonus) ?? 0, ref: `mall:${redemption.id}`, meta: {} });
      }
      return ok({ redemption: redemptionView(redemption), points: pointsOf(sim.slice(merchantCode, rewardsSlice), who.account) });
    }),

    http.get(apiPath(levelBenefitsEndpoint.path), ({ request }) => {
      const merchantCode = merchantOf(request);
      if (!sim.merchant(merchantCode)) return fail('BAD_REQUEST', 'Unknown merchant', undefined, 400);
      const state = sim.slice(merchantCode, rewardsSlice);
      const levels = state.levels.map(levelView);
      const session = sessionOf(sim, request);
      const account = session ? accountOf(sim, session.merchantCode, session.userName) : undefined;
      const me = account
        ? {
            level: levelOfLabel(state.levels.map((l) => l.label), account.vipLabel),
            deposit: formatCents(depositCentsOf(account)),
            validBet: formatCents(validBetCentsOf(account)),
          }
        : null;
      return ok({ levels, me });
    }),
  ];
}
