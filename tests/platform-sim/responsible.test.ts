// @vitest-environment node
// Responsible gaming in the demo platform: deposit limits, reality check summary, breaks.
import { simCaller } from './sim-call';
import { createTestPlatform } from '@/platform-sim/node-sim';
import { loginEndpoint } from '@/api/endpoints/login';
import { walletEndpoint } from '@/api/endpoints/wallet';
import { createDepositEndpoint } from '@/api/endpoints/create-deposit';
import { rgSettingsEndpoint } from '@/api/endpoints/rg-settings';
import { setDepositLimitEndpoint } from '@/api/endpoints/set-deposit-limit';
import { setRealityCheckEndpoint } from '@/api/endpoints/set-reality-check';
import { takeBreakEndpoint } from '@/api/endpoints/take-break';
import { sessionSummaryEndpoint } from '@/api/endpoints/session-summary';
import { accountsSlice } from '@/platform-sim/areas/accounts/state';

const START = Date.UTC(2026, 10, 22, 12, 0, 0);
const H = 3_600_000;
let now = START;
let platform = createTestPlatform({ now: () => now });
beforeEach(() => {
  now = START;
  platform = createTestPlatform({ now: () => now });
});
const call = simCaller(() => platform.handlers);

const login = (device = 'device-1') =>
  call(loginEndpoint, { type: 'username', username: 'demoplayer', password: 'Demo1234', deviceId: device, remember: false, botCheck: true }, { device });
async function token() {
  const r = await login();
  expect(r.success).toBe(true);
  return r.value.token;
}
const deposit = (t: string, amount: string, id: string) => call(createDepositEndpoint, { channelId: 'gcash', amount, requestId: id }, { token: t });

describe('deposit limits', () => {
  it('refuses a deposit above the daily limit, naming the limit and its reset', async () => {
    const t = await token();
    const set = await call(setDepositLimitEndpoint, { period: 'daily', amount: '1000.00' }, { token: t });
    expect(set.value.limits[0]).toMatchObject({ period: 'daily', active: '1000.00', pending: null, used: '0.00' });
    const refused = await deposit(t, '1500.00', 'a');
    expect(refused).toMatchObject({ success: false, code: 'DEPOSIT_LIMIT', value: { period: 'daily', limit: '1000.00', resetsAt: Date.UTC(2026, 10, 23) } });
    expect((await deposit(t, '600.00', 'b')).success).toBe(true);
    expect((await deposit(t, '500.00', 'c')).code).toBe('DEPOSIT_LIMIT');
    expect((await deposit(t, '400.00', 'd')).success).toBe(true);
    const settings = await call(rgSettingsEndpoint, undefined, { token: t });
    expect(settings.value.limits[0]?.used).toBe('1000.00');
    now += 12 * H; // the next day, logged in again (a session ends after 30 idle minutes)
    expect((await deposit(await token(), '1000.00', 'e')).success).toBe(true);
  });

  it('lowers at once but raises only after the merchant delay (24 h)', async () => {
    const t = await token();
    await call(setDepositLimitEndpoint, { period: 'daily', amount: '1000.00' }, { token: t });
    const raised = await call(setDepositLimitEndpoint, { period: 'daily', amount: '5000.00' }, { token: t });
    expect(raised.value.limits[0]).toMatchObject({ active: '1000.00', pending: { amount: '5000.00', effectiveAt: START + 24 * H } });
    expect((await deposit(t, '1500.00', 'a')).code).toBe('DEPOSIT_LIMIT');
    const removed = await call(setDepositLimitEndpoint, { period: 'daily', amount: null }, { token: t });
    expect(removed.value.limits[0]).toMatchObject({ active: '1000.00', pending: { amount: null } });
    now += 24 * H;
    const later = await token();
    expect((await call(rgSettingsEndpoint, undefined, { token: later })).value.limits[0]).toMatchObject({ active: null, pending: null });
    expect((await deposit(later, '1500.00', 'b')).success).toBe(true);
  });
});

describe('reality check', () => {
  it('keeps one of the offered intervals and sums the session', async () => {
    const t = await token();
    expect((await call(setRealityCheckEndpoint, { minutes: 7 }, { token: t })).success).toBe(false);
    expect((await call(setRealityCheckEndpoint, { minutes: 30 }, { token: t })).value.realityCheckMinutes).toBe(30);
    const summary = await call(sessionSummaryEndpoint, undefined, { token: t });
    expect(summary.value).toEqual({ startedAt: START, bets: '0.00', wins: '0.00', net: '0.00' });
  });
});

describe('breaks', () => {
  it('self-exclusion for 6 months ends every session and refuses login until its end', async () => {
    const t = await token();
    const t2 = (await login('device-1')).value.token;
    const r = await call(takeBreakEndpoint, { kind: 'selfExclusion', period: '6m' }, { token: t2 });
    expect(r.value.until).toBe(Date.UTC(2027, 4, 22, 12, 0, 0));
    expect((await call(walletEndpoint, undefined, { token: t2 })).code).toBe('NOT_LOGGED_IN');
    expect((await call(walletEndpoint, undefined, { token: t })).success).toBe(false);
    const refused = await login();
    expect(refused).toMatchObject({ success: false, code: 'EXCLUDED', value: { until: Date.UTC(2027, 4, 22, 12, 0, 0), breakKind: 'selfExclusion' } });
    now = Date.UTC(2027, 4, 22, 12, 0, 1);
    expect((await login()).success).toBe(true);
  });

  it('cannot be shortened: a shorter break asked during one keeps the longer end', async () => {
    const t = await token();
    const first = await call(takeBreakEndpoint, { kind: 'coolOff', period: '30d' }, { token: t });
    expect(first.value.until).toBe(START + 30 * 24 * H);
    // A session that outlived the break's start (another channel): its request cannot shorten it.
    now += H;
    platform.sim.mutate('demo', accountsSlice, (s) => {
      s.sessions.stale = { userName: 'demoplayer', deviceId: 'device-9', createdAt: now, superseded: false };
    });
    const shorter = await call(takeBreakEndpoint, { kind: 'coolOff', period: '24h' }, { token: 'stale' });
    expect(shorter.value.until).toBe(START + 30 * 24 * H);
    now = START + 29 * 24 * H;
    expect((await login()).code).toBe('EXCLUDED');
    platform.sim.mutate('demo', accountsSlice, (s) => {
      s.sessions.stale = { userName: 'demoplayer', deviceId: 'device-9', createdAt: now, superseded: false };
    });
    expect((await call(takeBreakEndpoint, { kind: 'coolOff', period: '6m' }, { token: 'stale' })).code).toBe('BAD_REQUEST');
  });
});
