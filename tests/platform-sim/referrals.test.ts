// @vitest-environment node
// Member services in the demo platform: referral code and invited friends, rewards claimed once;
// missions measured from the ledger, claimed once per period; rankings from every ledger.
import { simCaller } from './sim-call';
import { createTestPlatform, loadMerchants, REPO_MERCHANTS_DIR } from '@/platform-sim/node-sim';
import { createSimulator, memoryStore } from '@/platform-sim/kernel';
import { createHandlers } from '@/platform-sim/handlers';
import { accountOf } from '@/platform-sim/areas/accounts/state';
import { adjustBalance } from '@/platform-sim/areas/accounts/ledger';
import { loginEndpoint } from '@/api/endpoints/login';
import { testPlayEndpoint } from '@/api/endpoints/test-play';
import { registerEndpoint, type RegisterPayload } from '@/api/endpoints/register';
import { walletEndpoint } from '@/api/endpoints/wallet';
import { inviteInfoEndpoint } from '@/api/endpoints/invite-info';
import { claimReferralEndpoint } from '@/api/endpoints/claim-referral';
import { missionsEndpoint } from '@/api/endpoints/missions';
import { claimMissionEndpoint } from '@/api/endpoints/claim-mission';
import { rankingEndpoint } from '@/api/endpoints/rankings';

const DAY = 86_400_000;
// Wednesday 25 November 2026, 12:00 UTC.
const START = Date.UTC(2026, 10, 25, 12, 0, 0);
let now = START;
let platform = createTestPlatform({ now: () => now });
beforeEach(() => {
  now = START;
  platform = createTestPlatform({ now: () => now });
});
const call = simCaller(() => platform.handlers);

async function token(username = 'demoplayer', password = 'Demo1234') {
  const r = await call(loginEndpoint, { type: 'username', username, password, deviceId: 'device-1', remember: false, botCheck: true });
  expect(r.success).toBe(true);
  return r.value.token;
}
const cents = (s: string) => {
  const [i = '0', f = '00'] = s.replace('-', '').split('.');
  return (s.startsWith('-') ? -1 : 1) * (Number(i) * 100 + Number(f));
};
const balance = async (t: string) => cents((await call(walletEndpoint, undefined, { token: t })).value.sumBalance);
const registration = (over: Partial<RegisterPayload>): RegisterPayload => ({
  countryDialingCode: '+63',
  registerUrl: 'localhost',
  registerMethod: 'H5',
  normalRegister: true,
  type: 0,
  domain: 'localhost',
  deviceId: 'device-1',
  username: 'friendly1',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  ...over,
});

describe('invite friends', () => {
  it('gives demoplayer a stable code and four seeded friends, two of them qualified', async () => {
    const t = await token();
    const r = await call(inviteInfoEndpoint, undefined, { token: t });
    expect(r.value.code).toMatch(/^P[0-9A-Z]{6}$/);
    expect((await call(inviteInfoEndpoint, undefined, { token: t })).value.code).toBe(r.value.code);
    expect(r.value).toMatchObject({ reward: '88.00', minDeposit: '100.00' });
    expect(r.value.friends.map((f) => [f.name, f.status])).toEqual([
      ['li****22', 'pending'],
      ['bo****g7', 'pending'],
      ['cr****_l', 'claimable'],
      ['ra****88', 'claimable'],
    ]);
    expect(r.value.totals).toEqual({ invited: 4, qualified: 2, earned: '0.00', claimable: '176.00' });
    // No friend's real name leaves the platform.
    expect(JSON.stringify(r.value)).not.toMatch(/ramon88|cristina_l|bongbong7|ligaya22/);
  });

  it('claims the qualified friends once, as a bonus in the ledger', async () => {
    const t = await token();
    const before = await balance(t);
    const r = await call(claimReferralEndpoint, undefined, { token: t });
    expect(r.value).toEqual({ amount: '176.00', friends: 2 });
    expect((await balance(t)) - before).toBe(17_600);
    expect(accountOf(platform.sim, 'demo', 'demoplayer')?.ledger.at(-1)).toMatchObject({ kind: 'bonus', amountCents: 17_600 });
    const again = await call(claimReferralEndpoint, undefined, { token: t });
    expect(again.success).toBe(false);
    expect((await balance(t)) - before).toBe(17_600);
    const info = (await call(inviteInfoEndpoint, undefined, { token: t })).value;
    expect(info.totals).toMatchObject({ earned: '176.00', claimable: '0.00' });
    expect(info.friends.filter((f) => f.status === 'claimed')).toHaveLength(2);
  });

  it('a friend registered with the code appears, and qualifies after a first deposit of ₱100', async () => {
    const t = await token();
    const { code } = (await call(inviteInfoEndpoint, undefined, { token: t })).value;
    expect((await call(registerEndpoint, registration({ affiliateCode: code }))).success).toBe(true);
    let info = (await call(inviteInfoEndpoint, undefined, { token: t })).value;
    expect(info.totals.invited).toBe(5);
    expect(info.friends[0]).toMatchObject({ name: 'fr****y1', regDate: '2026-11-25', qualified: false, reward: '0.00' });
    adjustBalance(platform.sim, 'demo', 'friendly1', { kind: 'deposit', amountCents: 10_000, ref: 'DP1' });
    info = (await call(inviteInfoEndpoint, undefined, { token: t })).value;
    expect(info.friends[0]).toMatchObject({ qualified: true, reward: '88.00', status: 'claimable' });
    expect(info.totals).toMatchObject({ qualified: 3, claimable: '264.00' });
  });

  it('refuses visitors and trial accounts', async () => {
    expect(await call(inviteInfoEndpoint, undefined)).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
    const trial = await call(testPlayEndpoint, { deviceId: 'd', merchantCode: 'demo-trial' });
    const r = await call(inviteInfoEndpoint, undefined, { token: trial.value.token });
    expect(r).toMatchObject({ success: false, code: 'REAL_ACCOUNT_ONLY' });
  });
});

describe('missions', () => {
  const mission = async (t: string, id: string) => (await call(missionsEndpoint, undefined, { token: t })).value.missions.find((m) => m.id === id);

  it('measures progress from the ledger of the current day and week', async () => {
    const t = await token();
    const all = (await call(missionsEndpoint, undefined, { token: t })).value.missions;
    expect(all.map((m) => m.id)).toEqual(['D-LOGIN', 'D-DEPOSIT', 'D-BET', 'W-GAMES', 'W-LOGIN', 'W-BET']);
    expect(all.find((m) => m.id === 'D-LOGIN')).toMatchObject({ status: 'complete', progress: '1', target: '1', percent: 100 });
    const deposit = all.find((m) => m.id === 'D-DEPOSIT');
    adjustBalance(platform.sim, 'demo', 'demoplayer', { kind: 'deposit', amountCents: 30_000, ref: 'DP-T1' });
    expect(await mission(t, 'D-DEPOSIT')).toMatchObject({ progress: '300.00', target: '500.00', percent: 60, status: 'inProgress' });
    expect(deposit?.progress).toBe('0.00');
    adjustBalance(platform.sim, 'demo', 'demoplayer', { kind: 'deposit', amountCents: 20_000, ref: 'DP-T2' });
    expect(await mission(t, 'D-DEPOSIT')).toMatchObject({ progress: '500.00', percent: 100, status: 'complete' });
    for (const game of ['Super Ace', 'Crazy Time', 'Super Ace', 'Fortune Gems']) {
      adjustBalance(platform.sim, 'demo', 'demoplayer', { kind: 'bet', amountCents: -1_000, ref: `BT-${game}`, meta: { game } });
    }
    expect(await mission(t, 'W-GAMES')).toMatchObject({ progress: '3', status: 'complete' });
    expect(await mission(t, 'D-BET')).toMatchObject({ progress: '40.00', percent: 4, status: 'inProgress' });
  });

  it('claims a complete mission once per period, into the ledger', async () => {
    const t = await token();
    const before = await balance(t);
    expect((await call(claimMissionEndpoint, { id: 'D-BET' }, { token: t })).success).toBe(false);
    const r = await call(claimMissionEndpoint, { id: 'D-LOGIN' }, { token: t });
    expect(r.value).toEqual({ id: 'D-LOGIN', status: 'claimed', amount: '5.00' });
    expect((await balance(t)) - before).toBe(500);
    expect(await mission(t, 'D-LOGIN')).toMatchObject({ status: 'claimed' });
    expect(await call(claimMissionEndpoint, { id: 'D-LOGIN' }, { token: t })).toMatchObject({ success: false, code: 'DUPLICATE_REQUEST' });
    expect((await balance(t)) - before).toBe(500);
    // The next day is a new period (logged in again: a session ends after 30 idle minutes).
    now = START + DAY;
    const next = await token();
    expect(await mission(next, 'D-LOGIN')).toMatchObject({ status: 'complete' });
    expect((await call(claimMissionEndpoint, { id: 'D-LOGIN' }, { token: next })).success).toBe(true);
    expect((await balance(next)) - before).toBe(1_000);
    expect(await call(claimMissionEndpoint, { id: 'NOPE' }, { token: next })).toMatchObject({ success: false });
  });

  it('counts the days logged in this week', async () => {
    // Monday, the first day of the week: the seeded history of demoplayer ends before today.
    now = Date.UTC(2026, 10, 23, 12, 0, 0);
    platform = createTestPlatform({ now: () => now });
    const t = await token();
    expect(await mission(t, 'W-LOGIN')).toMatchObject({ progress: '1', target: '5' });
    let last = t;
    for (let d = 1; d <= 4; d++) {
      now += DAY;
      last = await token();
      await call(missionsEndpoint, undefined, { token: last });
    }
    expect(await mission(last, 'W-LOGIN')).toMatchObject({ progress: '5', status: 'complete' });
  });

  it('refuses visitors', async () => {
    expect(await call(missionsEndpoint, undefined)).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
    expect(await call(claimMissionEndpoint, { id: 'D-LOGIN' })).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
  });
});

describe('rankings', () => {
  it('shows visitors the top 20 by deposits, highest first, masked, with no own position', async () => {
    for (const period of ['today', 'week', 'month'] as const) {
      const r = await call(rankingEndpoint, { kind: 'deposit', period });
      expect(r.success).toBe(true);
      expect(r.value.me).toBeNull();
      expect(r.value.rows).toHaveLength(20);
      expect(r.value.rows.map((x) => x.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      const amounts = r.value.rows.map((x) => cents(x.amount));
      expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
      for (const row of r.value.rows) expect(row.name).toMatch(/^\S{1,2}\*{3,4}\S{0,2}$/);
    }
    const today = await call(rankingEndpoint, { kind: 'bet', period: 'today' });
    const month = await call(rankingEndpoint, { kind: 'bet', period: 'month' });
    expect(cents(month.value.rows[0]!.amount)).toBeGreaterThan(cents(today.value.rows[0]!.amount));
  });

  it('is computed from the ledgers: a new deposit or bet moves a player up, the viewer sees its own row', async () => {
    adjustBalance(platform.sim, 'demo', 'juan100', { kind: 'deposit', amountCents: 99_999_900, ref: 'DP-BIG' });
    const visitor = await call(rankingEndpoint, { kind: 'deposit', period: 'today' });
    expect(visitor.value.rows[0]).toMatchObject({ rank: 1, name: 'ju****00', amount: '999999.00', self: false });
    const t = await token();
    let r = await call(rankingEndpoint, { kind: 'bet', period: 'week' }, { token: t });
    expect(r.value.me).toMatchObject({ name: 'de****er' });
    adjustBalance(platform.sim, 'demo', 'demoplayer', { kind: 'bet', amountCents: -5_000_000, ref: 'BT-BIG', meta: { game: 'Super Ace' } });
    r = await call(rankingEndpoint, { kind: 'bet', period: 'week' }, { token: t });
    expect(r.value.rows[0]).toMatchObject({ rank: 1, name: 'de****er', self: true });
    expect(r.value.rows.filter((x) => x.self)).toHaveLength(1);
    expect(r.value.me?.rank).toBe(1);
  });

  it('refuses an unknown kind or period', async () => {
    const bad = await call(rankingEndpoint, { kind: 'deposit', period: 'year' as 'today' });
    expect(bad).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });
});

describe('a merchant with the promotions off', () => {
  it('refuses invite friends and missions with NO_PERMISSION', async () => {
    const merchants = loadMerchants(REPO_MERCHANTS_DIR);
    const base = merchants.get('demo')!;
    const sim = createSimulator({
      merchant: (c) => (c === 'demo' ? { ...base, promotions: { inviteFriends: false, mission: false } } : undefined),
      store: memoryStore(),
      now: () => START,
    });
    const handlers = createHandlers(sim);
    const off = simCaller(() => handlers);
    const login = await off(loginEndpoint, {
      type: 'username',
      username: 'demoplayer',
      password: 'Demo1234',
      deviceId: 'device-1',
      remember: false,
      botCheck: true,
    });
    const t = login.value.token;
    expect(await off(inviteInfoEndpoint, undefined, { token: t })).toMatchObject({ success: false, code: 'NO_PERMISSION' });
    expect(await off(missionsEndpoint, undefined, { token: t })).toMatchObject({ success: false, code: 'NO_PERMISSION' });
  });
});
