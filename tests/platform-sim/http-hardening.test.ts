// @vitest-environment node
// Issue 30, items 5–11: the platform server of `npm run platform` keeps a real platform's rules.
// Each test replays the attack of the review over HTTP (createPlatformServer on a random port) and
// fails on the server as it was: predictable outcomes, SMS login against the merchant's file and a
// code request that names registered numbers, computable captchas and no lock on password guessing,
// a brute-forceable payment password told apart by a ₱0.00 withdrawal, un-bet money leaving
// through the upline, sessions that never end, and demo controls reachable through a proxy.
import { call, json, apiCaller, type ApiOptions } from './http-call';
import {
  clientIpOf,
  createPlatformServer,
  isAmbiguousPath,
  isLoopback,
  platformOptionsFromEnv,
  type PlatformServer,
  type PlatformServerOptions,
} from '../../scripts/platform-http';
import { prng } from '@/platform-sim/seed-utils';
import { accountsSlice } from '@/platform-sim/areas/accounts/state';
import { loginEndpoint, type LoginPayload } from '@/api/endpoints/login';
import { logoutEndpoint } from '@/api/endpoints/logout';
import { captchaEndpoint } from '@/api/endpoints/captcha';
import { smsCodeEndpoint } from '@/api/endpoints/sms-code';
import { walletEndpoint } from '@/api/endpoints/wallet';
import { changePasswordEndpoint } from '@/api/endpoints/change-password';
import { createWithdrawalEndpoint } from '@/api/endpoints/create-withdrawal';
import { createDepositEndpoint } from '@/api/endpoints/create-deposit';
import { createUplineTransferEndpoint } from '@/api/endpoints/create-upline-transfer';
import { uplineTransferInfoEndpoint } from '@/api/endpoints/upline-transfer-info';
import { demoRoundEndpoint, type DemoRoundPayload } from '@/demo/endpoints/demo-round';
import { systemStatusEndpoint } from '@/api/endpoints/system-status';
import { allGames } from '@/platform-sim/seed/games';

const quiet = () => undefined;
const MIN = 60_000;
const START = Date.UTC(2026, 10, 24, 12, 0, 0);

/** A server on a random port, its base URL and a caller for it; closed after the test. */
async function startPlatform(options: PlatformServerOptions = {}) {
  const platform = createPlatformServer({ port: 0, log: quiet, now: () => START, ...options });
  await platform.listen();
  const base = platform.url();
  return { platform, base, api: apiCaller(() => base) };
}

const servers: PlatformServer[] = [];
async function platformFor(options: PlatformServerOptions = {}) {
  const started = await startPlatform(options);
  servers.push(started.platform);
  return started;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((p) => p.close()));
});

type Api = ReturnType<typeof apiCaller>;

const loginAs = (api: Api, username: string, password: string, extra: Partial<Extract<LoginPayload, { type: 'username' }>> = {}, o: ApiOptions = {}) =>
  api(
    loginEndpoint,
    { type: 'username', username, password, accountKind: 'member', deviceId: o.device ?? 'device-1', remember: false, botCheck: true, ...extra },
    o,
  );

async function tokenOf(api: Api, username = 'demoplayer', o: ApiOptions = {}): Promise<string> {
  const r = await loginAs(api, username, 'Demo1234', {}, o);
  expect(r, `login ${username}`).toMatchObject({ success: true });
  return (r.value as { token: string }).token;
}

/** Moves the platform's clock forward through the demo control, as a tester would. */
async function advance(base: string, ms: number) {
  const answer = await call(base, '/sim/clock', json({ advanceMs: ms }));
  expect(answer.status).toBe(200);
}

/** A fresh captcha and its answer (read from the platform's state, as only the image shows it). */
let nonce = 0;
async function captchaFor(platform: PlatformServer, api: Api, merchant = 'demo') {
  const img = await api(captchaEndpoint, { purpose: 'login', nonce: ++nonce }, { merchant });
  expect(img.success).toBe(true);
  const id = img.value.id;
  return { id, answer: platform.sim.slice(merchant, accountsSlice).captchas[id]?.answer ?? '' };
}

describe('5. game outcomes come from a cryptographic source', () => {
  const SLOT = allGames().find((g) => g.gameType === 'JL')!;
  const LIVE = allGames().find((g) => g.gameType === 'LIVE')!;
  let round = 0;
  const spin = (): DemoRoundPayload => ({ roundId: `r-${++round}-${Math.random()}`, gameId: SLOT.gameId, bets: [{ spot: 'spin', amount: '1.00' }] });
  const hand = (): DemoRoundPayload => ({ roundId: `h-${++round}-${Math.random()}`, gameId: LIVE.gameId, bets: [{ spot: 'banker', amount: '10.00' }] });

  async function outcomes(options: PlatformServerOptions): Promise<string[]> {
    const { api } = await platformFor(options);
    const token = await tokenOf(api);
    const out: string[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await api(demoRoundEndpoint, i % 2 ? hand() : spin(), { token });
      expect(r.success).toBe(true);
      out.push(JSON.stringify(r.value.outcome));
    }
    return out;
  }

  it('two servers of the same merchant play different rounds: observed rounds tell nothing of the next', async () => {
    // On the old server both followed one stream seeded by the public merchant code: the first
    // server's rounds were the second's, so one observed hand gave away every next one.
    const first = await outcomes({});
    const second = await outcomes({});
    expect(second).not.toEqual(first);
    expect(second.filter((o, i) => o === first[i]).length).toBeLessThan(3);
  });

  it('PLATFORM_SEED makes them reproducible, for tests', async () => {
    const options = platformOptionsFromEnv({ PLATFORM_SEED: '4242' });
    expect(options.outcomeSeed).toBe(4242);
    const first = await outcomes({ outcomeSeed: options.outcomeSeed });
    expect(await outcomes({ outcomeSeed: 4242 })).toEqual(first);
    expect(await outcomes({ outcomeSeed: 4243 })).not.toEqual(first);
    expect(platformOptionsFromEnv({}).outcomeSeed).toBeUndefined();
    expect(() => platformOptionsFromEnv({ PLATFORM_SEED: 'abc' })).toThrow(/PLATFORM_SEED/);
    expect(() => platformOptionsFromEnv({ PLATFORM_SEED: '-1' })).toThrow(/PLATFORM_SEED/);
  });
});

describe('6. SMS login and SMS codes', () => {
  const DEMOPLAYER_MOBILE = '9171234567';
  const smsLogin = (api: Api, mobileNum: string, verificationCode: string, merchant = 'demo') =>
    api(
      loginEndpoint,
      { type: 'sms', mobileNum, verificationCode, countryDialingCode: '+63', accountKind: 'member', deviceId: 'device-1', remember: false, botCheck: true },
      { merchant },
    );
  const askCode = (api: Api, mobileNo: string, purpose: 'login' | 'reset' | 'register' = 'login', merchant = 'demo') =>
    api(smsCodeEndpoint, { mobileNo, countryDialingCode: '+63', purpose, botCheck: true }, { merchant });

  it("is refused where the merchant's file turns it off (manila: login.smsTab false)", async () => {
    const { api } = await platformFor();
    const code = await askCode(api, DEMOPLAYER_MOBILE, 'login', 'manila');
    expect(code).toMatchObject({ success: false, code: 'SMS_LOGIN_OFF' });
    const login = await smsLogin(api, DEMOPLAYER_MOBILE, '123456', 'manila');
    expect(login).toMatchObject({ success: false, code: 'SMS_LOGIN_OFF' });
    expect(login.value).toBeUndefined();
    // Where it is on (demo), the same login works with the demo code.
    expect((await askCode(api, DEMOPLAYER_MOBILE)).success).toBe(true);
    expect((await smsLogin(api, DEMOPLAYER_MOBILE, '123456')).success).toBe(true);
  });

  it('answers a code request alike for a registered and an unknown number', async () => {
    const { api } = await platformFor();
    for (const purpose of ['login', 'reset'] as const) {
      const known = await askCode(api, DEMOPLAYER_MOBILE, purpose);
      const unknown = await askCode(api, '9170000999', purpose);
      expect(unknown).toEqual(known);
      expect(unknown).toMatchObject({ status: 200, success: true, value: { expirationTime: START + 60_000 } });
    }
    // The code opens nothing for a number no account has.
    expect(await smsLogin(api, '9170000999', '123456')).toMatchObject({ success: false, code: 'USER_NOT_FOUND' });
  });

  it('a code allows 5 tries, then it is spent; a used code opens nothing a second time', async () => {
    const { api } = await platformFor();
    await askCode(api, DEMOPLAYER_MOBILE);
    for (let i = 0; i < 5; i++) expect(await smsLogin(api, DEMOPLAYER_MOBILE, `00000${i}`)).toMatchObject({ code: 'VERIFICATION_CODE' });
    // The right code, too late: the fifth wrong try spent it.
    expect(await smsLogin(api, DEMOPLAYER_MOBILE, '123456')).toMatchObject({ success: false, code: 'VERIFICATION_CODE' });
    await askCode(api, DEMOPLAYER_MOBILE);
    expect((await smsLogin(api, DEMOPLAYER_MOBILE, '123456')).success).toBe(true);
    expect(await smsLogin(api, DEMOPLAYER_MOBILE, '123456')).toMatchObject({ success: false, code: 'VERIFICATION_CODE' });
  });
});

describe('7. captchas and the password lock', () => {
  /** The review's attack: the old captcha's answer followed from its id, `C<n>`. */
  const computedAnswer = (id: string) => String(1000 + Math.floor(prng(Number(id.slice(1)) * 7919)() * 9000));

  it('a captcha answer is random: not computable from its id', async () => {
    const { platform, api } = await platformFor();
    let computed = 0;
    const ids = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const { id, answer } = await captchaFor(platform, api);
      ids.add(id);
      expect(answer).toMatch(/^\d{4}$/);
      if (computedAnswer(id) === answer) computed += 1;
    }
    // The old server: 20 of 20. Chance alone: about one in 500 for one match.
    expect(computed).toBeLessThanOrEqual(1);
    expect(ids.size).toBe(20);
    for (const id of ids) expect(id).toMatch(/^C[0-9a-f]{32}$/);
  });

  it('a captcha answers once, and not after 5 minutes', async () => {
    const { platform, base, api } = await platformFor({ now: () => START });
    await loginAs(api, 'demoplayer', 'Wrong1234');
    const first = await captchaFor(platform, api);
    expect(await loginAs(api, 'demoplayer', 'Wrong1234', { captchaId: first.id, captcha: first.answer })).toMatchObject({ code: 'USER_NOT_FOUND' });
    // The same id and answer again: spent.
    expect(await loginAs(api, 'demoplayer', 'Demo1234', { captchaId: first.id, captcha: first.answer })).toMatchObject({ code: 'CAPTCHA_WRONG' });
    const late = await captchaFor(platform, api);
    await advance(base, 5 * MIN + 1_000);
    expect(await loginAs(api, 'demoplayer', 'Demo1234', { captchaId: late.id, captcha: late.answer })).toMatchObject({ code: 'CAPTCHA_WRONG' });
    const fresh = await captchaFor(platform, api);
    expect((await loginAs(api, 'demoplayer', 'Demo1234', { captchaId: fresh.id, captcha: fresh.answer })).success).toBe(true);
  });

  /** Wrong password `n` times, solving the captcha each time after the first. */
  async function guess(platform: PlatformServer, api: Api, username: string, n: number) {
    const answers = [];
    for (let i = 0; i < n; i++) {
      const c = i === 0 ? {} : await captchaFor(platform, api).then(({ id, answer }) => ({ captchaId: id, captcha: answer }));
      answers.push(await loginAs(api, username, `Guess${i}999`, c));
    }
    return answers;
  }

  it('locks an account for 15 minutes after 5 wrong passwords, saying until when; the right password is refused meanwhile', async () => {
    const { platform, base, api } = await platformFor();
    const answers = await guess(platform, api, 'demoplayer', 5);
    expect(answers.slice(0, 4).map((a) => a.code)).toEqual(['USER_NOT_FOUND', 'USER_NOT_FOUND', 'USER_NOT_FOUND', 'USER_NOT_FOUND']);
    const until = START + 15 * MIN;
    expect(answers[4]).toMatchObject({ success: false, code: 'ACCOUNT_LOCKED', value: { until } });
    expect(answers[4]?.message).toContain(new Date(until).toISOString());
    // The right password, captcha solved: still locked (a locked account answers alike to both).
    let c = await captchaFor(platform, api);
    expect(await loginAs(api, 'demoplayer', 'Demo1234', { captchaId: c.id, captcha: c.answer })).toMatchObject({ code: 'ACCOUNT_LOCKED', value: { until } });
    await advance(base, 15 * MIN);
    c = await captchaFor(platform, api);
    expect((await loginAs(api, 'demoplayer', 'Demo1234', { captchaId: c.id, captcha: c.answer })).success).toBe(true);
  });

  it('locks a name no account has the same way, so a lock tells nobody who is registered', async () => {
    const { platform, api } = await platformFor();
    const answers = await guess(platform, api, 'nobodyhere', 5);
    expect(answers.map((a) => a.code)).toEqual(['USER_NOT_FOUND', 'USER_NOT_FOUND', 'USER_NOT_FOUND', 'USER_NOT_FOUND', 'ACCOUNT_LOCKED']);
    // Another account is not affected.
    expect((await loginAs(api, 'demoagent', 'Demo1234', {}, { device: 'device-2' })).success).toBe(true);
  });
});

describe('8. the payment password', () => {
  const withdraw = (api: Api, token: string, amount: string, paymentPassword: string) =>
    api(createWithdrawalEndpoint, { accountId: 'P1', amount, paymentPassword, requestId: crypto.randomUUID() }, { token });

  it('a ₱0.00 withdrawal answers the same to a right and a wrong payment password', async () => {
    const { api } = await platformFor();
    const token = await tokenOf(api);
    const right = await withdraw(api, token, '0.00', '654321');
    const wrong = await withdraw(api, token, '0.00', '111111');
    expect(right).toMatchObject({ success: false, code: 'AMOUNT_OUT_OF_RANGE' });
    expect(wrong).toEqual(right);
    // Nor does an amount above the balance.
    expect(await withdraw(api, token, '99999.00', '111111')).toEqual(await withdraw(api, token, '99999.00', '654321'));
  });

  it('locks the payment password for 15 minutes after 5 wrong tries; nothing moves meanwhile', async () => {
    const { base, api } = await platformFor();
    const token = await tokenOf(api);
    const balance = async () => (await api(walletEndpoint, undefined, { token })).value.sumBalance;
    const before = await balance();
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push(await withdraw(api, token, '150.00', `11111${i}`));
    expect(codes.slice(0, 4).map((c) => [c.code, (c.value as { triesLeft?: number }).triesLeft])).toEqual([
      ['WRONG_PAYMENT_PASSWORD', 4],
      ['WRONG_PAYMENT_PASSWORD', 3],
      ['WRONG_PAYMENT_PASSWORD', 2],
      ['WRONG_PAYMENT_PASSWORD', 1],
    ]);
    const until = START + 15 * MIN;
    expect(codes[4]).toMatchObject({ success: false, code: 'PAYMENT_PASSWORD_LOCKED', value: { until } });
    // The right one is refused too, also on the other call that takes it (the upline transfer).
    expect(await withdraw(api, token, '150.00', '654321')).toMatchObject({ code: 'PAYMENT_PASSWORD_LOCKED', value: { until } });
    expect(await api(createUplineTransferEndpoint, { amount: '10.00', paymentPassword: '654321', requestId: crypto.randomUUID() }, { token })).toMatchObject({
      code: 'PAYMENT_PASSWORD_LOCKED',
    });
    expect(await balance()).toBe(before);
    await advance(base, 15 * MIN);
    // A call on the session keeps it alive across the lock's 15 minutes.
    const later = await tokenOf(api);
    expect((await withdraw(api, later, '150.00', '654321')).success).toBe(true);
  });
});

describe('9. money still to be bet does not leave through the upline', () => {
  it('refuses a superior transfer of un-bet deposit money, naming what may go; moves nothing', async () => {
    const { platform, base, api } = await platformFor();
    const token = await tokenOf(api);
    const cents = (money: string) => Math.round(Number(money) * 100);
    const ledgerEnd = (user: string) => platform.sim.slice('demo', accountsSlice).accounts[user]!.ledger.at(-1)!.balanceAfterCents;
    // A ₱5,000 deposit, approved by the platform a moment later.
    expect((await api(createDepositEndpoint, { channelId: 'gcash', amount: '5000.00', requestId: crypto.randomUUID() }, { token })).success).toBe(true);
    await advance(base, 3_000);
    // A money call settles it (the wallet now holds it).
    expect((await api(walletEndpoint, undefined, { token })).success).toBe(true);
    const balance = (await api(uplineTransferInfoEndpoint, undefined, { token })).value.balance;
    const memberBefore = ledgerEnd('demoplayer');
    const agentBefore = ledgerEnd('demoagent');
    // All of it to the agent, who could withdraw it at once: refused.
    const refused = await api(createUplineTransferEndpoint, { amount: balance, paymentPassword: '654321', requestId: crypto.randomUUID() }, { token });
    expect(refused).toMatchObject({ success: false, code: 'TURNOVER_NOT_MET' });
    const { transferable, turnoverLeft } = refused.value as unknown as { transferable: string; turnoverLeft: string };
    expect(cents(turnoverLeft)).toBeGreaterThan(0);
    expect(cents(transferable)).toBe(cents(balance) - cents(turnoverLeft));
    expect(ledgerEnd('demoplayer')).toBe(memberBefore);
    expect(ledgerEnd('demoagent')).toBe(agentBefore);
    // What has been bet may go.
    const allowed = await api(createUplineTransferEndpoint, { amount: transferable, paymentPassword: '654321', requestId: crypto.randomUUID() }, { token });
    expect(allowed.success).toBe(true);
    expect(ledgerEnd('demoagent')).toBe(agentBefore + cents(transferable));
    // The rest, with a wrong payment password: the same refusal (the password is checked last).
    const wrong = await api(createUplineTransferEndpoint, { amount: turnoverLeft, paymentPassword: '000000', requestId: crypto.randomUUID() }, { token });
    expect(wrong).toMatchObject({ code: 'TURNOVER_NOT_MET' });
  });
});

describe('10. sessions end', () => {
  const wallet = (api: Api, token: string) => api(walletEndpoint, undefined, { token });

  it('after 30 idle minutes (the platform clock moved by /sim/clock), with SESSION_EXPIRED', async () => {
    const { base, api } = await platformFor();
    const token = await tokenOf(api);
    await advance(base, 29 * MIN);
    expect((await wallet(api, token)).success).toBe(true);
    // A call moved the deadline on.
    await advance(base, 29 * MIN);
    expect((await wallet(api, token)).success).toBe(true);
    await advance(base, 30 * MIN);
    expect(await wallet(api, token)).toMatchObject({ status: 401, success: false, code: 'SESSION_EXPIRED' });
    // And stays expired.
    expect(await wallet(api, token)).toMatchObject({ status: 401, code: 'SESSION_EXPIRED' });
  });

  it('PLATFORM_SESSION_IDLE_MIN sets the idle limit', async () => {
    const options = platformOptionsFromEnv({ PLATFORM_SESSION_IDLE_MIN: '5' });
    expect(options.sessionIdleMs).toBe(5 * MIN);
    expect(() => platformOptionsFromEnv({ PLATFORM_SESSION_IDLE_MIN: '0' })).toThrow(/PLATFORM_SESSION_IDLE_MIN/);
    expect(() => platformOptionsFromEnv({ PLATFORM_SESSION_IDLE_MIN: 'soon' })).toThrow(/PLATFORM_SESSION_IDLE_MIN/);
    const { base, api } = await platformFor({ sessionIdleMs: options.sessionIdleMs });
    const token = await tokenOf(api);
    await advance(base, 5 * MIN);
    expect(await wallet(api, token)).toMatchObject({ status: 401, code: 'SESSION_EXPIRED' });
  });

  it('24 hours after login, however busy', async () => {
    const { base, api } = await platformFor();
    const token = await tokenOf(api);
    for (let minutes = 25; minutes < 24 * 60; minutes += 25) {
      await advance(base, 25 * MIN);
      expect((await wallet(api, token)).success, `after ${minutes} minutes`).toBe(true);
    }
    await advance(base, 24 * 60 * MIN - Math.floor((24 * 60) / 25) * 25 * MIN);
    expect(await wallet(api, token)).toMatchObject({ status: 401, code: 'SESSION_EXPIRED' });
  });

  it("a password change ends the member's other sessions (a stolen token); the session that made it goes on", async () => {
    const { api } = await platformFor();
    const stolen = await tokenOf(api);
    const own = await tokenOf(api);
    expect((await wallet(api, stolen)).success).toBe(true);
    const changed = await api(changePasswordEndpoint, { oldPassword: 'Demo1234', newPassword: 'Fresh5678', confirmNewPassword: 'Fresh5678' }, { token: own });
    expect(changed.success).toBe(true);
    expect(await wallet(api, stolen)).toMatchObject({ status: 401, success: false, code: 'NOT_LOGGED_IN' });
    expect((await wallet(api, own)).success).toBe(true);
  });

  it('logout ends that session', async () => {
    const { api } = await platformFor();
    const token = await tokenOf(api);
    expect((await api(logoutEndpoint, { token })).success).toBe(true);
    expect(await wallet(api, token)).toMatchObject({ status: 401, code: 'NOT_LOGGED_IN' });
  });
});

describe('11. the demo controls answer only this machine, never through a proxy', () => {
  it('answers a loopback client that sent no X-Forwarded-For', async () => {
    const { platform, base } = await platformFor();
    expect((await call(base, '/sim/health')).json).toEqual({ ok: true, status: 'normal', simControl: true });
    expect((await call(base, '/sim/status', json({ set: 'maintenance' }))).status).toBe(200);
    expect(platform.sim.status).toBe('maintenance');
  });

  it('refuses a request that came through a proxy (X-Forwarded-For, Forwarded, X-Real-IP), changing nothing', async () => {
    const { platform, base } = await platformFor();
    const proxied: Record<string, string>[] = [
      { 'X-Forwarded-For': '127.0.0.1' },
      { 'X-Forwarded-For': '198.51.100.7, 127.0.0.1' },
      { Forwarded: 'for=127.0.0.1' },
      { 'X-Real-IP': '127.0.0.1' },
    ];
    for (const header of proxied) {
      for (const [path, init] of [
        ['/sim/status', json({ set: 'reset' }, header)],
        ['/sim/clock', json({ advanceMs: 60 * MIN }, header)],
        ['/sim/health', { headers: header }],
      ] as const) {
        const answer = await call(base, path, init);
        expect(answer.status, `${path} ${JSON.stringify(header)}`).toBe(403);
        expect(answer.json).toMatchObject({ success: false, code: 'NO_PERMISSION', message: 'Simulator control does not answer through a proxy' });
      }
    }
    expect(platform.sim.status).toBe('normal');
    expect(platform.sim.now()).toBe(START);
  });

  it('refuses a path a URL parser reads otherwise (`/api/..\\sim\\status`, encoded dots and slashes) before it reaches a control', async () => {
    const { platform, base } = await platformFor();
    for (const path of [
      '/api/..\\sim\\status',
      '/api/..%5Csim%5Cstatus',
      '/api/%2e%2e/sim/status',
      '/api/..%2Fsim%2Fstatus',
      '/api/../sim/status',
      '/api/./v1/system/status',
    ]) {
      const answer = await call(base, path, json({ set: 'maintenance' }));
      expect(answer.status, path).toBe(400);
      expect(answer.json).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    }
    expect(platform.sim.status).toBe('normal');
    expect(isAmbiguousPath('/api/v1/system/status?back=%2Fm%2Fhome')).toBe(false);
  });

  it('POST /sim/clock {"advanceMs": N} moves the platform clock forward, and only forward', async () => {
    const { platform, base } = await platformFor();
    const answer = await call(base, '/sim/clock', json({ advanceMs: 90_000 }));
    expect(answer.json).toEqual({ success: true, code: 'OK', value: { now: START + 90_000 } });
    expect(platform.sim.now()).toBe(START + 90_000);
    for (const body of [{ advanceMs: -1 }, { advanceMs: 1.5 }, { advanceMs: '60000' }, {}, { advanceMs: 1, extra: true }]) {
      expect((await call(base, '/sim/clock', json(body))).status, JSON.stringify(body)).toBe(400);
    }
    expect((await call(base, '/sim/clock')).status).toBe(405);
    expect(platform.sim.now()).toBe(START + 90_000);
  });

  it('binds 127.0.0.1 unless PLATFORM_HOST says otherwise', () => {
    expect(platformOptionsFromEnv({}).host).toBe('127.0.0.1');
    expect(platformOptionsFromEnv({ PLATFORM_HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('10.0.0.2')).toBe(false);
    expect(isLoopback('::ffff:192.168.1.4')).toBe(false);
  });

  it("reads the caller's IP from the hop it can trust: the last X-Forwarded-For entry, else the socket", async () => {
    const { api } = await platformFor();
    const ip = async (headers: Record<string, string> = {}) => (await api(systemStatusEndpoint, undefined, { headers })).value.location.ip;
    // A client-written first entry never counts; the proxy's (last) one does.
    expect(await ip({ 'X-Forwarded-For': '198.51.100.23, 203.0.113.9' })).toBe('203.0.113.9');
    expect(await ip({ 'X-Forwarded-For': '203.0.113.9' })).toBe('203.0.113.9');
    expect(await ip()).toBe('127.0.0.1');
    // From a peer that is not this machine (no proxy of ours), the header is the client's own: the socket counts.
    expect(clientIpOf('192.0.2.50', '198.51.100.23')).toBe('192.0.2.50');
    expect(clientIpOf('::ffff:127.0.0.1', ['198.51.100.23', '203.0.113.9'])).toBe('203.0.113.9');
  });
});
