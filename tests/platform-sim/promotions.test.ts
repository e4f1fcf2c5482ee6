// @vitest-environment node
// Promotions in the demo platform: demoplayer's seeded statuses, join, claim into the ledger.
import { simCaller } from './sim-call';
import { createTestPlatform } from '@/platform-sim/node-sim';
import { loginEndpoint } from '@/api/endpoints/login';
import { walletEndpoint } from '@/api/endpoints/wallet';
import { activitiesEndpoint } from '@/api/endpoints/activities';
import { claimActivityEndpoint } from '@/api/endpoints/claim-activity';
import { joinActivityEndpoint } from '@/api/endpoints/join-activity';
import { applyActivityEndpoint } from '@/api/endpoints/apply-activity';

const START = Date.UTC(2026, 10, 22, 12, 0, 0);
let platform = createTestPlatform({ now: () => START });
beforeEach(() => {
  platform = createTestPlatform({ now: () => START });
});
const call = simCaller(() => platform.handlers);

async function token() {
  const r = await call(loginEndpoint, {
    type: 'username',
    username: 'demoplayer',
    password: 'Demo1234',
    deviceId: 'device-1',
    remember: false,
    botCheck: true,
  });
  expect(r.success).toBe(true);
  return r.value.token;
}
const statusOf = async (t: string, id: string) => (await call(activitiesEndpoint, undefined, { token: t })).value.activities.find((a) => a.id === id)?.status;
const cents = (s: string) => Math.round(Number(s) * 100);

describe('promotions', () => {
  it('gives demoplayer a realistic mix of statuses', async () => {
    const t = await token();
    const r = await call(activitiesEndpoint, undefined, { token: t });
    const statuses = r.value.activities.map((a) => a.status);
    for (const s of ['join', 'claim', 'applying', 'rejected', 'issued', 'comingSoon', 'close'] as const) expect(statuses).toContain(s);
    expect(statuses.filter((s) => s === 'claim')).toHaveLength(1);
  });

  it('lists every promotion at its opening status for a visitor (no session)', async () => {
    const r = await call(activitiesEndpoint, undefined);
    expect(r.success).toBe(true);
    expect(r.value.activities.find((a) => a.id === 'A101')?.status).toBe('join');
    expect(r.value.activities.find((a) => a.id === 'A103')?.status).toBe('claim');
  });

  it('claim puts the reward into the wallet once', async () => {
    const t = await token();
    const before = cents((await call(walletEndpoint, undefined, { token: t })).value.sumBalance);
    const r = await call(claimActivityEndpoint, { id: 'A103' }, { token: t });
    expect(r.value).toEqual({ id: 'A103', status: 'claimed', amount: '150.00' });
    const after = cents((await call(walletEndpoint, undefined, { token: t })).value.sumBalance);
    expect(after - before).toBe(15_000);
    expect(await statusOf(t, 'A103')).toBe('claimed');
    const again = await call(claimActivityEndpoint, { id: 'A103' }, { token: t });
    expect(again.success).toBe(false);
    expect(cents((await call(walletEndpoint, undefined, { token: t })).value.sumBalance)).toBe(after);
  });

  it('join turns Join into Joined; an application promotion or a closed one cannot be joined', async () => {
    const t = await token();
    expect((await call(joinActivityEndpoint, { id: 'A101' }, { token: t })).value.status).toBe('joined');
    expect(await statusOf(t, 'A101')).toBe('joined');
    expect((await call(joinActivityEndpoint, { id: 'A101' }, { token: t })).success).toBe(false);
    expect((await call(joinActivityEndpoint, { id: 'A104' }, { token: t })).success).toBe(false);
    expect((await call(joinActivityEndpoint, { id: 'A109' }, { token: t })).success).toBe(false);
    expect((await call(claimActivityEndpoint, { id: 'A101' }, { token: t })).success).toBe(false);
  });
});

describe('applications', () => {
  it('refuses a gif or a fourth image, accepts a valid one: Applying, then Issued after the review', async () => {
    let now = START;
    platform = createTestPlatform({ now: () => now });
    const t = await token();
    const png = { name: 'a.png', type: 'image/png', size: 1000 };
    const gif = await call(applyActivityEndpoint, { id: 'A104', comment: 'hi', images: [{ name: 'a.gif', type: 'image/gif', size: 10 }] }, { token: t });
    expect(gif).toMatchObject({ success: false, message: 'Only acceptable png/jpg' });
    const four = await call(applyActivityEndpoint, { id: 'A104', comment: 'hi', images: [png, png, png, png] }, { token: t });
    expect(four).toMatchObject({ success: false, message: "Can't accept upload more than 3 images" });
    const good = await call(applyActivityEndpoint, { id: 'A104', comment: 'my ticket', images: [png] }, { token: t });
    expect(good.value.status).toBe('applying');
    expect(await statusOf(t, 'A104')).toBe('applying');
    now += 5000;
    expect(await statusOf(t, 'A104')).toBe('issued');
  });
});
