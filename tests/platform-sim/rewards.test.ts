// @vitest-environment node
// Member services in the demo platform: the reward center (claim once into the ledger, expired
// rewards refused), the points mall (points from valid bets, refusals, one redemption per request
// id, stock) and the VIP levels (table for guests, the member's totals from the ledger).
import { simCaller } from './sim-call';
import { createTestPlatform } from '@/platform-sim/node-sim';
import { loginEndpoint } from '@/api/endpoints/login';
import { testPlayEndpoint } from '@/api/endpoints/test-play';
import { walletEndpoint } from '@/api/endpoints/wallet';
import { rewardListEndpoint } from '@/api/endpoints/reward-list';
import { rewardClaimEndpoint } from '@/api/endpoints/reward-claim';
import { mallHomeEndpoint } from '@/api/endpoints/mall-home';
import { mallRedeemEndpoint } from '@/api/endpoints/mall-redeem';
import { mallRedemptionsEndpoint } from '@/api/endpoints/mall-redemptions';
import { levelBenefitsEndpoint } from '@/api/endpoints/level-benefits';
import { accountOf } from '@/platform-sim/areas/accounts/state';
import { validBetCentsOf } from '@/platform-sim/areas/rewards';

const START = Date.UTC(2026, 10, 22, 12, 0, 0);
let now = START;
let platform = createTestPlatform({ now: () => now });
beforeEach(() => {
  now = START;
  platform = createTestPlatform({ now: () => now });
});
const call = simCaller(() => platform.handlers);

async function token(username = 'demoplayer') {
  const r = await call(loginEndpoint, { type: 'username', username, password: 'Demo1234', deviceId: 'device-1', remember: false, botCheck: true });
  expect(r.success).toBe(true);
  return r.value.token;
}
const cents = (s: string) => {
  const [w = '0', f = '0'] = s.split('.');
  return Number(w) * 100 + Number(f);
};
const balance = async (t: string) => cents((await call(walletEndpoint, undefined, { token: t })).value.sumBalance);
const bonusEntries = () => accountOf(platform.sim, 'demo', 'demoplayer')?.ledger.filter((e) => e.kind === 'bonus' && e.ref.startsWith('reward:')) ?? [];

describe('reward center', () => {
  it('seeds demoplayer claimable, claimed and expired rewards, with the VIP 1 upgrade bonus of the level table', async () => {
    const t = await token();
    const r = await call(rewardListEndpoint, undefined, { token: t });
    const statuses = r.value.rewards.map((x) => x.status);
    for (const s of ['claimable', 'claimed', 'expired'] as const) expect(statuses).toContain(s);
    const upgrade = r.value.rewards.find((x) => x.kind === 'vipUpgrade');
    expect(upgrade).toMatchObject({ level: 'VIP 1', amount: '88.00', status: 'claimable' });
    const claimable = r.value.rewards.filter((x) => x.status === 'claimable').reduce((s, x) => s + cents(x.amount), 0);
    expect(cents(r.value.totalClaimable)).toBe(claimable);
    expect(claimable).toBeGreaterThan(0);
    // The same list on the next call (deterministic, kept per member).
    expect((await call(rewardListEndpoint, undefined, { token: t })).value).toEqual(r.value);
  });

  it('a claim credits the bonus into the ledger once; a second claim is refused', async () => {
    const t = await token();
    const before = await balance(t);
    const list = (await call(rewardListEndpoint, undefined, { token: t })).value;
    const target = list.rewards.find((x) => x.status === 'claimable')!;
    const r = await call(rewardClaimEndpoint, { id: target.id }, { token: t });
    expect(r.value).toMatchObject({ id: target.id, status: 'claimed', amount: target.amount, claimedAt: START });
    expect((await balance(t)) - before).toBe(cents(target.amount));
    expect(bonusEntries()).toHaveLength(1);
    const again = await call(rewardClaimEndpoint, { id: target.id }, { token: t });
    expect(again).toMatchObject({ success: false, code: 'DUPLICATE_REQUEST', value: { reason: 'alreadyClaimed' } });
    expect(bonusEntries()).toHaveLength(1);
    const after = (await call(rewardListEndpoint, undefined, { token: t })).value;
    expect(after.rewards.find((x) => x.id === target.id)?.status).toBe('claimed');
    expect(cents(after.totalClaimable)).toBe(cents(list.totalClaimable) - cents(target.amount));
  });

  it('two claims sent together credit once', async () => {
    const t = await token();
    const target = (await call(rewardListEndpoint, undefined, { token: t })).value.rewards.find((x) => x.status === 'claimable')!;
    const results = await Promise.all([call(rewardClaimEndpoint, { id: target.id }, { token: t }), call(rewardClaimEndpoint, { id: target.id }, { token: t })]);
    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(bonusEntries()).toHaveLength(1);
  });

  it('refuses an expired reward, and one that expires while waiting', async () => {
    const t = await token();
    const list = (await call(rewardListEndpoint, undefined, { token: t })).value.rewards;
    const expired = list.find((x) => x.status === 'expired')!;
    expect(await call(rewardClaimEndpoint, { id: expired.id }, { token: t })).toMatchObject({ success: false, value: { reason: 'expired' } });
    const soon = list.filter((x) => x.status === 'claimable').sort((a, b) => a.expiresAt - b.expiresAt)[0]!;
    now = soon.expiresAt;
    // Logged in again by then (a session ends after 30 idle minutes).
    expect(await call(rewardClaimEndpoint, { id: soon.id }, { token: await token() })).toMatchObject({ success: false, value: { reason: 'expired' } });
    expect(bonusEntries()).toHaveLength(0);
  });

  it('refuses guests and trial accounts', async () => {
    expect((await call(rewardListEndpoint, undefined)).status).toBe(401);
    const trial = await call(testPlayEndpoint, { deviceId: 'd', merchantCode: 'demo-trial' });
    const r = await call(rewardListEndpoint, undefined, { token: trial.value.token });
    expect(r).toMatchObject({ success: false, code: 'REAL_ACCOUNT_ONLY' });
  });
});

describe('points mall', () => {
  it('points are 1 per ₱10 of the valid bets in the ledger', async () => {
    const t = await token();
    const r = (await call(mallHomeEndpoint, undefined, { token: t })).value;
    const validBet = validBetCentsOf(accountOf(platform.sim, 'demo', 'demoplayer')!);
    expect(cents(r.validBet)).toBe(validBet);
    expect(r.perPoint).toBe('10.00');
    expect(r.points).toEqual({ earned: Math.floor(validBet / 1000), spent: 0, balance: Math.floor(validBet / 1000) });
    expect(r.points.balance).toBe(779);
  });

  it('a bonus-credit item goes into the ledger as a bonus and spends the points; history lists it', async () => {
    const t = await token();
    const before = await balance(t);
    const r = await call(mallRedeemEndpoint, { itemId: 'M01', requestId: 'req-1' }, { token: t });
    expect(r.value.redemption).toMatchObject({ itemId: 'M01', points: 500, status: 'credited', reward: { kind: 'bonus', bonus: '50.00' } });
    expect(r.value.points).toEqual({ earned: 779, spent: 500, balance: 279 });
    expect((await balance(t)) - before).toBe(5_000);
    const entry = accountOf(platform.sim, 'demo', 'demoplayer')!.ledger.at(-1)!;
    expect(entry).toMatchObject({ kind: 'bonus', amountCents: 5_000 });
    const history = (await call(mallRedemptionsEndpoint, undefined, { token: t })).value.redemptions;
    expect(history.map((h) => h.itemId)).toEqual(['M01']);
  });

  it('the same request id redeems once (double tap, retry)', async () => {
    const t = await token();
    const before = await balance(t);
    const [a, b] = await Promise.all([
      call(mallRedeemEndpoint, { itemId: 'M01', requestId: 'same' }, { token: t }),
      call(mallRedeemEndpoint, { itemId: 'M01', requestId: 'same' }, { token: t }),
    ]);
    const c = await call(mallRedeemEndpoint, { itemId: 'M01', requestId: 'same' }, { token: t });
    expect(a.value.redemption.id).toBe(b.value.redemption.id);
    expect(c.value.redemption.id).toBe(a.value.redemption.id);
    expect(c.value.points.spent).toBe(500);
    expect((await balance(t)) - before).toBe(5_000);
    expect((await call(mallRedemptionsEndpoint, undefined, { token: t })).value.redemptions).toHaveLength(1);
  });

  it('refuses when points are short or stock is out, spending nothing', async () => {
    const t = await token();
    expect(await call(mallRedeemEndpoint, { itemId: 'M02', requestId: 'r1' }, { token: t })).toMatchObject({
      success: false,
      message: 'Not enough points',
      value: { reason: 'notEnoughPoints' },
    });
    expect(await call(mallRedeemEndpoint, { itemId: 'M06', requestId: 'r2' }, { token: t })).toMatchObject({
      success: false,
      message: 'This item is out of stock',
      value: { reason: 'outOfStock' },
    });
    expect((await call(mallRedeemEndpoint, { itemId: 'M01', requestId: '' }, { token: t })).success).toBe(false);
    expect((await call(mallHomeEndpoint, undefined, { token: t })).value.points.spent).toBe(0);
    // 779 points: ₱50 (500) then 20 free spins (300) is 800: the second is refused.
    expect((await call(mallRedeemEndpoint, { itemId: 'M01', requestId: 'r3' }, { token: t })).success).toBe(true);
    expect(await call(mallRedeemEndpoint, { itemId: 'M04', requestId: 'r4' }, { token: t })).toMatchObject({
      success: false,
      value: { reason: 'notEnoughPoints' },
    });
  });

  it('a physical prize takes one from the stock and is being delivered', async () => {
    const tAgent = await token('demoagent');
    const tPlayer = await token();
    // demoagent has no bets: no points.
    expect((await call(mallHomeEndpoint, undefined, { token: tAgent })).value.points.balance).toBe(0);
    const stock = () => call(mallHomeEndpoint, undefined, { token: tPlayer }).then((r) => r.value.items.find((i) => i.id === 'M05')?.stock);
    expect(await stock()).toBe(25);
    const acc = accountOf(platform.sim, 'demo', 'demoplayer')!;
    acc.ledger.push({
      id: 'X1',
      at: START,
      kind: 'bet',
      amountCents: -2_000_000,
      balanceAfterCents: acc.ledger.at(-1)!.balanceAfterCents - 2_000_000,
      ref: 'BIG',
    });
    const r = await call(mallRedeemEndpoint, { itemId: 'M05', requestId: 'shirt' }, { token: tPlayer });
    expect(r.value.redemption).toMatchObject({ status: 'processing', reward: { kind: 'physical', prize: 'shirt' } });
    expect(await stock()).toBe(24);
  });
});

describe('VIP levels', () => {
  it('guests get the table of VIP 0–VIP 6 and no progress', async () => {
    const r = await call(levelBenefitsEndpoint, undefined);
    expect(r.value.levels.map((l) => l.label)).toEqual(['VIP 0', 'VIP 1', 'VIP 2', 'VIP 3', 'VIP 4', 'VIP 5', 'VIP 6']);
    expect(r.value.levels[1]).toMatchObject({ deposit: '1000.00', validBet: '3000.00', upgradeBonus: '88.00', rebateRate: '0.40' });
    expect(r.value.me).toBeNull();
  });

  it("members get their club label's level and their ledger totals", async () => {
    const player = (await call(levelBenefitsEndpoint, undefined, { token: await token() })).value.me;
    expect(player).toEqual({ level: 1, deposit: '7700.00', validBet: '7790.00' });
    const agent = (await call(levelBenefitsEndpoint, undefined, { token: await token('demoagent') })).value.me;
    expect(agent).toEqual({ level: 3, deposit: '0.00', validBet: '0.00' });
  });
});
