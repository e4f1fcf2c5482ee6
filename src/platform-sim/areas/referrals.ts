// Member services of the demo platform: invite friends (a stable referral code per member, the
// friends who registered with it, rewards for qualified friends claimed into the ledger once),
// missions (daily and weekly, progress measured from the member's ledger, rewards claimed once per
// period) and the deposit and betting rankings, computed from every account's ledger.
//
// Seeded players for the rankings and demoplayer's invited friends are real accounts: they are
// added to the accounts slice the first time this area is asked (idempotent, deterministic).
import { http, type HttpHandler } from 'msw';
import { apiPath, defineSlice, fail, isResponse, merchantOf, ok, must, type Simulator } from '@/platform-sim/kernel';
import { accountsSlice, SEED_TIME, type LedgerEntry, type SimAccount } from '@/platform-sim/areas/accounts/state';
import { adjustBalance, formatCents } from '@/platform-sim/areas/accounts/ledger';
import { requireSession, sessionOf } from '@/platform-sim/areas/accounts/sessions';
import { onCalendar } from '@/platform-sim/calendar';
import { hashString, prng } from '@/platform-sim/seed-utils';
import { inviteInfoEndpoint, type InvitedFriend } from '@/api/endpoints/invite-info';
import { claimReferralEndpoint } from '@/api/endpoints/claim-referral';
import { missionsEndpoint, type Mission } from '@/api/endpoints/missions';
import { claimMissionEndpoint, type ClaimMissionPayload } from '@/api/endpoints/claim-mission';
import { rankingEndpoint, type RankingRow } from '@/api/endpoints/rankings';
import {
  dayStart,
  firstDepositCents,
  friendStatus,
  maskName,
  missionProgress,
  missionState,
  missionUnit,
  periodRange,
  progressPercent,
  qualifies,
  rankTotals,
  referralCodeFor,
  betCents,
  depositedCents,
  RANKING_SIZE,
  REFERRAL_MIN_DEPOSIT_CENTS,
  REFERRAL_REWARD_CENTS,
  type ActivityEntry,
  type MissionKind,
  type MissionPeriod,
  type RankingPeriod,
} from '@/platform-sim/areas/mission-rules';
import { DAY_MS as DAY, HOUR_MS as HOUR } from '@/engine/time';

export interface MissionDef {
  id: string;
  period: MissionPeriod;
  kind: MissionKind;
  /** Centavos for money missions, a count for the others. */
  target: number;
  rewardCents: number;
}

export const MISSIONS: readonly MissionDef[] = [
  { id: 'D-LOGIN', period: 'daily', kind: 'login', target: 1, rewardCents: 500 },
  { id: 'D-DEPOSIT', period: 'daily', kind: 'deposit', target: 50_000, rewardCents: 2_000 },
  { id: 'D-BET', period: 'daily', kind: 'bet', target: 100_000, rewardCents: 3_000 },
  { id: 'W-GAMES', period: 'weekly', kind: 'games', target: 3, rewardCents: 5_000 },
  { id: 'W-LOGIN', period: 'weekly', kind: 'login', target: 5, rewardCents: 8_000 },
  { id: 'W-BET', period: 'weekly', kind: 'bet', target: 1_000_000, rewardCents: 18_800 },
];

interface ReferralsState {
  /** userName → day starts (ms, current calendar) on which the member was seen logged in. */
  loginDays: Record<string, number[]>;
  /** userName → `${missionId}@${periodStart}` → when it was claimed. */
  missionClaims: Record<string, Record<string, number>>;
  /** userName → the friends (userNames) whose reward the member has claimed. */
  friendClaims: Record<string, string[]>;
}

export const referralsSlice = defineSlice<ReferralsState>({
  name: 'referrals',
  version: 1,
  seed: () => ({ loginDays: {}, missionClaims: {}, friendClaims: {} }),
});

// ---------------------------------------------------------------------------------------------
// Seeded accounts (added to the accounts slice on first use)

const SEED_DAY = dayStart(SEED_TIME);
const GAMES = ['Super Ace', 'Fortune Gems', 'Money Coming', 'Crazy Time', 'Baccarat Squeeze', 'Mahjong Ways 2', 'Gates of Olympus', 'Sweet Bonanza', 'Fishing War', 'PBA Moneyline', 'Sabong Derby', 'Wild Bounty'];

const RANKING_PLAYERS = [
  'luckystar77', 'manilaking', 'perlas_ng_cebu', 'boyetbet', 'mariposa21', 'kuyajun', 'jackpotjoy', 'bituin88', 'dagat_blue', 'tanod99',
  'inday_lucky', 'ronaldo_ph', 'sampaguita', 'pinoyace', 'gintong_puso', 'jeepney_max', 'halo_halo', 'bayani777', 'tikbalang', 'mabuhay_win',
  'sinigang23', 'kalamansi',
];

interface Draft {
  at: number;
  kind: 'deposit' | 'bet' | 'win';
  amountCents: number;
  ref: string;
  game?: string;
}

function toLedger(drafts: Draft[]): LedgerEntry[] {
  let balance = 0;
  return drafts
    .sort((a, b) => a.at - b.at)
    .map((d, i) => {
      balance += d.amountCents;
      return {
        id: `L${i + 1}`,
        at: d.at,
        kind: d.kind,
        amountCents: d.amountCents,
        balanceAfterCents: balance,
        ref: d.ref,
        ...(d.game ? { meta: { game: d.game, gameType: 'RNG' } } : {}),
      };
    });
}

/** About five weeks of deposits and bets, with some activity early on the seed's day (today). */
function playerHistory(name: string): { ledger: LedgerEntry[]; regAt: number } {
  const rand = prng(hashString(name));
  const size = 1 + Math.floor(rand() * 6);
  const drafts: Draft[] = [];
  let balance = 0;
  const regAt = SEED_DAY - (36 + Math.floor(rand() * 40)) * DAY;
  const prefix = name.slice(0, 3).toUpperCase();
  let seq = 0;
  const ref = (k: string) => `${prefix}${k}${String(++seq).padStart(4, '0')}`;
  for (let day = 34; day >= 0; day--) {
    const base = SEED_DAY - day * DAY;
    // On the seed day only the hours before SEED_TIME (08:00) are history.
    const hour = () => (day === 0 ? Math.floor(rand() * 7) : Math.floor(rand() * 23)) * HOUR + Math.floor(rand() * 59) * 60_000;
    if (day === 0 || rand() < 0.35 || balance < 5_000) {
      const amount = (2 + Math.floor(rand() * 40)) * 2_500 * size;
      drafts.push({ at: base + hour(), kind: 'deposit', amountCents: amount, ref: ref('D') });
      balance += amount;
    }
    const bets = (day === 0 ? 1 : 0) + Math.floor(rand() * 4);
    for (let b = 0; b < bets; b++) {
      const stake = Math.min(balance, (1 + Math.floor(rand() * 30)) * 1_000 * size);
      if (stake <= 0) break;
      const at = base + hour();
      const game = must(GAMES[Math.floor(rand() * GAMES.length)], 'game');
      const betRef = ref('B');
      drafts.push({ at, kind: 'bet', amountCents: -stake, ref: betRef, game });
      balance -= stake;
      if (rand() < 0.45) {
        const win = Math.floor((stake * (50 + Math.floor(rand() * 200))) / 100);
        drafts.push({ at: at + 60_000, kind: 'win', amountCents: win, ref: betRef, game });
        balance += win;
      }
    }
  }
  return { ledger: toLedger(drafts), regAt };
}

/** demoplayer's invited friends: two qualified, one with too small a first deposit, one without. */
const DEMO_FRIENDS: readonly { userName: string; regDays: number; depositCents: number | null }[] = [
  { userName: 'ramon88', regDays: 20, depositCents: 50_000 },
  { userName: 'cristina_l', regDays: 9, depositCents: 100_000 },
  { userName: 'bongbong7', regDays: 5, depositCents: 5_000 },
  { userName: 'ligaya22', regDays: 2, depositCents: null },
];

function seededAccount(userName: string, regAt: number, ledger: LedgerEntry[], upline: string | null): SimAccount {
  return {
    userName,
    password: 'Demo1234',
    paymentPassword: null,
    type: 0,
    nickname: userName,
    mobile: null,
    email: null,
    regDate: new Date(regAt).toISOString().slice(0, 10),
    vipLabel: null,
    toUpline: false,
    upline,
    invitationCode: null,
    pendingPassword: false,
    ledger,
    payoutAccounts: [],
  };
}

/** Adds the seeded players and demoplayer's friends to the accounts slice where missing. */
export function ensureReferralSeed(sim: Simulator, merchantCode: string): void {
  const accounts = sim.slice(merchantCode, accountsSlice).accounts;
  const missingPlayers = RANKING_PLAYERS.filter((n) => !accounts[n]);
  const missingFriends = accounts.demoplayer ? DEMO_FRIENDS.filter((f) => !accounts[f.userName]) : [];
  if (missingPlayers.length === 0 && missingFriends.length === 0) return;
  sim.mutate(merchantCode, accountsSlice, (s) => {
    for (const name of missingPlayers) {
      const { ledger, regAt } = playerHistory(name);
      s.accounts[name] = seededAccount(name, regAt, ledger, null);
    }
    for (const f of missingFriends) {
      const regAt = SEED_DAY - f.regDays * DAY + 10 * HOUR;
      const drafts: Draft[] = [];
      if (f.depositCents !== null) {
        const prefix = f.userName.slice(0, 3).toUpperCase();
        drafts.push({ at: regAt + 2 * HOUR, kind: 'deposit', amountCents: f.depositCents, ref: `${prefix}D0001` });
        drafts.push({ at: regAt + 3 * HOUR, kind: 'bet', amountCents: -Math.floor(f.depositCents / 5), ref: `${prefix}B0002`, game: must(GAMES[f.regDays % GAMES.length], 'game') });
      }
      s.accounts[f.userName] = seededAccount(f.userName, regAt, toLedger(drafts), 'demoplayer');
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Helpers

function entriesOf(account: SimAccount, cal: (at: number) => number): ActivityEntry[] {
  return account.ledger.map((e) => ({ at: cal(e.at), kind: e.kind, amountCents: e.amountCents, ...(e.meta?.game ? { game: e.meta.game } : {}) }));
}

/** The member's referral code: the agent's invitation code, else a stable one given on first use. */
export function referralCodeOf(sim: Simulator, merchantCode: string, userName: string): string {
  const account = sim.slice(merchantCode, accountsSlice).accounts[userName];
  if (!account) throw new Error(`no account ${userName}`);
  if (account.invitationCode) return account.invitationCode;
  const code = referralCodeFor(`${merchantCode}:${userName}`);
  sim.mutate(merchantCode, accountsSlice, (s) => {
    const a = s.accounts[userName];
    if (a && !a.invitationCode) a.invitationCode = code;
  });
  return code;
}

function inviteInfo(sim: Simulator, merchantCode: string, userName: string) {
  const code = referralCodeOf(sim, merchantCode, userName);
  const cal = onCalendar(sim);
  const claimed = new Set(sim.slice(merchantCode, referralsSlice).friendClaims[userName] ?? []);
  const friends = Object.values(sim.slice(merchantCode, accountsSlice).accounts)
    .filter((a) => a.upline === userName && a.type !== 4)
    .map((a) => {
      const regAt = cal(Date.parse(`${a.regDate}T00:00:00Z`));
      const qualified = qualifies(firstDepositCents(entriesOf(a, cal)));
      return { account: a, regAt, qualified, status: friendStatus(qualified, claimed.has(a.userName)) };
    })
    .sort((x, y) => y.regAt - x.regAt || (x.account.userName < y.account.userName ? -1 : 1));
  const wire: InvitedFriend[] = friends.map((f) => ({
    id: `F${hashString(`${merchantCode}:${f.account.userName}`).toString(36)}`,
    name: maskName(f.account.userName),
    regDate: new Date(f.regAt).toISOString().slice(0, 10),
    qualified: f.qualified,
    reward: formatCents(f.qualified ? REFERRAL_REWARD_CENTS : 0),
    status: f.status,
  }));
  const count = (s: string) => friends.filter((f) => f.status === s).length;
  return {
    code,
    friends,
    answer: {
      code,
      reward: formatCents(REFERRAL_REWARD_CENTS),
      minDeposit: formatCents(REFERRAL_MIN_DEPOSIT_CENTS),
      friends: wire,
      totals: {
        invited: friends.length,
        qualified: friends.filter((f) => f.qualified).length,
        earned: formatCents(count('claimed') * REFERRAL_REWARD_CENTS),
        claimable: formatCents(count('claimable') * REFERRAL_REWARD_CENTS),
      },
    },
  };
}

/** Notes today as a day the member was logged in. */
function noteLogin(sim: Simulator, merchantCode: string, userName: string): void {
  const today = dayStart(sim.now());
  const days = sim.slice(merchantCode, referralsSlice).loginDays[userName] ?? [];
  if (days.includes(today)) return;
  sim.mutate(merchantCode, referralsSlice, (s) => {
    // Keep about two months.
    s.loginDays[userName] = [...(s.loginDays[userName] ?? []).filter((d) => d > today - 62 * DAY), today];
  });
}

function missionsOf(sim: Simulator, merchantCode: string, userName: string): { def: MissionDef; wire: Mission; periodStart: number }[] {
  const account = sim.slice(merchantCode, accountsSlice).accounts[userName];
  if (!account) return [];
  const cal = onCalendar(sim);
  const entries = entriesOf(account, cal);
  const state = sim.slice(merchantCode, referralsSlice);
  const sessions = Object.values(sim.slice(merchantCode, accountsSlice).sessions)
    .filter((r) => r.userName === userName)
    .map((r) => r.createdAt);
  const loginDays = [...(state.loginDays[userName] ?? []), ...sessions];
  const claims = state.missionClaims[userName] ?? {};
  const now = sim.now();
  return MISSIONS.map((def) => {
    const range = periodRange(def.period, now);
    const progress = missionProgress(def.kind, entries, loginDays, range);
    const unit = missionUnit(def.kind);
    const status = missionState(progress, def.target, claims[`${def.id}@${range.start}`] !== undefined);
    const show = (n: number) => (unit === 'money' ? formatCents(n) : String(n));
    return {
      def,
      periodStart: range.start,
      wire: {
        id: def.id,
        period: def.period,
        kind: def.kind,
        unit,
        target: show(def.target),
        progress: show(Math.min(progress, def.target)),
        percent: progressPercent(progress, def.target),
        reward: formatCents(def.rewardCents),
        status,
        endsAt: range.end,
      },
    };
  });
}

const RANKING_PERIODS: readonly RankingPeriod[] = ['today', 'week', 'month'];

/** The top of a ranking, computed from every real account's ledger on the current calendar. */
export function rankingOf(sim: Simulator, merchantCode: string, kind: 'deposit' | 'bet', period: RankingPeriod, viewer: string | null) {
  const cal = onCalendar(sim);
  const range = periodRange(period, sim.now());
  const totals = Object.values(sim.slice(merchantCode, accountsSlice).accounts)
    .filter((a) => a.type !== 4)
    .map((a) => {
      const entries = entriesOf(a, cal);
      return { userName: a.userName, cents: kind === 'deposit' ? depositedCents(entries, range) : betCents(entries, range) };
    });
  const ranked = rankTotals(totals);
  const rows: RankingRow[] = ranked.slice(0, RANKING_SIZE).map((r) => ({
    rank: r.rank,
    name: maskName(r.userName),
    amount: formatCents(r.cents),
    self: r.userName === viewer,
  }));
  let me: { rank: number | null; name: string; amount: string } | null = null;
  if (viewer) {
    const mine = ranked.find((r) => r.userName === viewer);
    me = { rank: mine?.rank ?? null, name: maskName(viewer), amount: formatCents(mine?.cents ?? 0) };
  }
  return { kind, period, rows, me };
}

function promotionOn(sim: Simulator, merchantCode: string, id: 'inviteFriends' | 'mission'): boolean {
  return sim.merchant(merchantCode)?.promotions[id] ?? false;
}

const TRIAL = 4;

export function referralHandlers(sim: Simulator): HttpHandler[] {
  return [
    http.get(apiPath(inviteInfoEndpoint.path), ({ request }) => {
      const session = requireSession(sim, request);
      if (isResponse(session)) return session;
      if (!promotionOn(sim, session.merchantCode, 'inviteFriends')) return fail('NO_PERMISSION', 'Invite friends is not available');
      if (session.type === TRIAL) return fail('REAL_ACCOUNT_ONLY', 'Please login an actual account to use this function');
      ensureReferralSeed(sim, session.merchantCode);
      return ok(inviteInfo(sim, session.merchantCode, session.userName).answer);
    }),

    http.post(apiPath(claimReferralEndpoint.path), ({ request }) => {
      const session = requireSession(sim, request);
      if (isResponse(session)) return session;
      if (!promotionOn(sim, session.merchantCode, 'inviteFriends')) return fail('NO_PERMISSION', 'Invite friends is not available');
      if (session.type === TRIAL) return fail('REAL_ACCOUNT_ONLY', 'Please login an actual account to use this function');
      ensureReferralSeed(sim, session.merchantCode);
      const { friends } = inviteInfo(sim, session.merchantCode, session.userName);
      const due = friends.filter((f) => f.status === 'claimable').map((f) => f.account.userName);
      if (due.length === 0) return fail('BAD_REQUEST', 'There is no reward to claim');
      const amountCents = due.length * REFERRAL_REWARD_CENTS;
      sim.mutate(session.merchantCode, referralsSlice, (s) => {
        s.friendClaims[session.userName] = [...(s.friendClaims[session.userName] ?? []), ...due];
      });
      adjustBalance(sim, session.merchantCode, session.userName, { kind: 'bonus', amountCents, ref: `referral:${due.length}:${sim.now()}`, meta: {} });
      return ok({ amount: formatCents(amountCents), friends: due.length });
    }),

    http.get(apiPath(missionsEndpoint.path), ({ request }) => {
      const session = requireSession(sim, request);
      if (isResponse(session)) return session;
      if (!promotionOn(sim, session.merchantCode, 'mission')) return fail('NO_PERMISSION', 'Missions are not available');
      noteLogin(sim, session.merchantCode, session.userName);
      return ok({ missions: missionsOf(sim, session.merchantCode, session.userName).map((m) => m.wire) });
    }),

    http.post(apiPath(claimMissionEndpoint.path), async ({ request }) => {
      const session = requireSession(sim, request);
      if (isResponse(session)) return session;
      if (!promotionOn(sim, session.merchantCode, 'mission')) return fail('NO_PERMISSION', 'Missions are not available');
      const p = (await request.json().catch(() => null)) as Partial<ClaimMissionPayload> | null;
      noteLogin(sim, session.merchantCode, session.userName);
      const mission = missionsOf(sim, session.merchantCode, session.userName).find((m) => m.def.id === p?.id);
      if (!mission) return fail('BAD_REQUEST', 'This mission does not exist');
      if (mission.wire.status === 'claimed') return fail('DUPLICATE_REQUEST', 'This reward has already been claimed');
      if (mission.wire.status !== 'complete') return fail('BAD_REQUEST', 'This mission is not complete yet');
      sim.mutate(session.merchantCode, referralsSlice, (s) => {
        (s.missionClaims[session.userName] ??= {})[`${mission.def.id}@${mission.periodStart}`] = sim.now();
      });
      const { def } = mission;
      adjustBalance(sim, session.merchantCode, session.userName, { kind: 'bonus', amountCents: def.rewardCents, ref: `mission:${def.id}:${mission.periodStart}`, meta: {} });
      return ok({ id: def.id, status: 'claimed' as const, amount: formatCents(def.rewardCents) });
    }),

    http.get(apiPath(rankingEndpoint.path), ({ request }) => {
      const merchantCode = merchantOf(request);
      if (!sim.merchant(merchantCode)) return fail('BAD_REQUEST', 'Unknown merchant', undefined, 400);
      const q = new URL(request.url).searchParams;
      const kind = q.get('kind');
      const period = q.get('period') as RankingPeriod | null;
      if ((kind !== 'deposit' && kind !== 'bet') || !period || !RANKING_PERIODS.includes(period)) {
        return fail('BAD_REQUEST', 'kind must be deposit or bet, period today, week or month');
      }
      ensureReferralSeed(sim, merchantCode);
      // Visitors may look; a session (when valid) adds the caller's own position.
      const session = sessionOf(sim, request);
      return ok(rankingOf(sim, merchantCode, kind, period, session?.userName ?? null));
    }),
  ];
}
