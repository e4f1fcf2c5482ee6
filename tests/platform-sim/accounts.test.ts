// @vitest-environment node
import { simCaller, type CallOptions } from './sim-call';
import { createTestPlatform } from '@/platform-sim/node-sim';
import { loginEndpoint, type LoginPayload } from '@/api/endpoints/login';
import { logoutEndpoint } from '@/api/endpoints/logout';
import { registerEndpoint, type RegisterPayload } from '@/api/endpoints/register';
import { captchaEndpoint } from '@/api/endpoints/captcha';
import { smsCodeEndpoint } from '@/api/endpoints/sms-code';
import { invitationCodeEndpoint } from '@/api/endpoints/invitation-code';
import { changePasswordEndpoint } from '@/api/endpoints/change-password';
import { testPlayEndpoint } from '@/api/endpoints/test-play';
import { memberInfoEndpoint } from '@/api/endpoints/member-info';
import { walletEndpoint, merchantWalletEndpoint } from '@/api/endpoints/wallet';
import { systemStatusEndpoint } from '@/api/endpoints/system-status';
import { registrationSettingsEndpoint } from '@/api/endpoints/registration-settings';
import { countriesEndpoint } from '@/api/endpoints/countries';

let now = Date.UTC(2026, 10, 22, 12, 0, 0);
let platform = createTestPlatform({ now: () => now });
beforeEach(() => {
  now = Date.UTC(2026, 10, 22, 12, 0, 0);
  platform = createTestPlatform({ now: () => now });
});

const call = simCaller(() => platform.handlers);

const login = (username: string, password: string, extra: Partial<Extract<LoginPayload, { type: 'username' }>> = {}, o: CallOptions = {}) =>
  call(loginEndpoint, { type: 'username', username, password, deviceId: o.device ?? 'device-1', remember: false, botCheck: true, ...extra }, o);

const registration = (over: Partial<RegisterPayload> = {}): RegisterPayload => ({
  countryDialingCode: '+63',
  registerUrl: 'localhost',
  registerMethod: 'H5',
  normalRegister: true,
  type: 0,
  domain: 'localhost',
  deviceId: 'device-1',
  username: 'newplayer1',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  ...over,
});

describe('demo accounts and login', () => {
  it.each([
    ['demoplayer', 0, '10000.00'],
    ['demoagent', 1, '50000.00'],
  ])('%s logs in as type %i with ₱%s', async (user, type, balance) => {
    const r = await login(user, 'Demo1234');
    expect(r.success).toBe(true);
    const v = r.value as { token: string; type: number };
    expect(v.type).toBe(type);
    const wallet = await call(walletEndpoint, undefined, { token: v.token });
    expect(wallet.value).toEqual({ sumBalance: balance, currencySymbol: '₱' });
    const info = await call(memberInfoEndpoint, { renew: false }, { token: v.token });
    expect((info.value as { account: string }).account).toBe(user);
  });

  it('refuses a login body that is not encrypted', async () => {
    const r = await login('demoplayer', 'Demo1234', {}, { encrypt: false });
    expect(r).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it('demands a captcha after a failed login, and accepts only the right answer', async () => {
    const wrong = await login('demoplayer', 'nope');
    expect(wrong).toMatchObject({ success: false, code: 'USER_NOT_FOUND', value: { captcha: true } });
    const noCaptcha = await login('demoplayer', 'Demo1234');
    expect(noCaptcha).toMatchObject({ success: false, code: 'CAPTCHA_WRONG', value: { captcha: true } });
    const img = await call(captchaEndpoint, { purpose: 'login', nonce: 1 });
    const id = (img.value as { id: string }).id;
    const answer = platform.sim.slice('demo', (await import('@/platform-sim/areas/accounts/state')).accountsSlice).captchas[id]?.answer ?? '';
    const bad = await login('demoplayer', 'Demo1234', { captchaId: id, captcha: '0' });
    expect(bad.success).toBe(false);
    const img2 = await call(captchaEndpoint, { purpose: 'login', nonce: 2 });
    const id2 = (img2.value as { id: string }).id;
    const { accountsSlice } = await import('@/platform-sim/areas/accounts/state');
    const answer2 = platform.sim.slice('demo', accountsSlice).captchas[id2]?.answer ?? '';
    expect(answer.length).toBeGreaterThan(0);
    const good = await login('demoplayer', 'Demo1234', { captchaId: id2, captcha: answer2 });
    expect(good.success).toBe(true);
  });

  it('logout invalidates the token, and a login on another device supersedes the old one', async () => {
    const first = (await login('demoplayer', 'Demo1234', {}, { device: 'A' })).value as { token: string };
    const second = (await login('demoplayer', 'Demo1234', {}, { device: 'B' })).value as { token: string };
    const old = await call(walletEndpoint, undefined, { token: first.token });
    expect(old).toMatchObject({ status: 401, success: false, code: 'LOGGED_IN_ELSEWHERE' });
    expect((await call(logoutEndpoint, { token: second.token })).success).toBe(true);
    expect(await call(walletEndpoint, undefined, { token: second.token })).toMatchObject({ status: 401, code: 'NOT_LOGGED_IN' });
  });

  it('test play creates a type 4 trial account', async () => {
    const r = await call(testPlayEndpoint, { deviceId: 'd', merchantCode: 'demo-trial' });
    expect(r.value).toMatchObject({ customerType: 4 });
    expect((r.value as { userName: string }).userName).toMatch(/^trial\d{6}$/);
  });
});

describe('registration', () => {
  it('registers a unique username once', async () => {
    expect((await call(registerEndpoint, registration())).success).toBe(true);
    expect(await call(registerEndpoint, registration())).toMatchObject({ success: false, code: 'USERNAME_EXISTS' });
    expect((await login('newplayer1', 'Secret123')).success).toBe(true);
  });

  it('checks invitation codes', async () => {
    expect((await call(invitationCodeEndpoint, { code: 'AGENT01', domain: 'x' })).value).toEqual({ success: true });
    expect((await call(invitationCodeEndpoint, { code: 'NOPE', domain: 'x' })).value).toEqual({ success: false });
    expect(await call(registerEndpoint, registration({ affiliateCode: 'NOPE' }))).toMatchObject({ code: 'INVALID_INVITATION' });
    expect((await call(registerEndpoint, registration({ affiliateCode: 'AGENT01' }))).success).toBe(true);
  });

  it('registers by mobile with the SMS code until it expires', async () => {
    const mobile = { username: undefined, mobileNum: '9170000001', verificationCode: '123456' };
    const sms = await call(smsCodeEndpoint, { mobileNo: '9170000001', countryDialingCode: '+63', purpose: 'register', botCheck: true });
    expect((sms.value as { expirationTime: number }).expirationTime).toBe(now + 60_000);
    now += 61_000;
    expect(await call(registerEndpoint, registration(mobile))).toMatchObject({ code: 'VERIFICATION_CODE' });
    await call(smsCodeEndpoint, { mobileNo: '9170000001', countryDialingCode: '+63', purpose: 'register', botCheck: true });
    expect(await call(registerEndpoint, registration({ ...mobile, verificationCode: '999999' }))).toMatchObject({ code: 'VERIFICATION_CODE' });
    expect((await call(registerEndpoint, registration(mobile))).success).toBe(true);
  });

  it('asks for the captcha where the merchant has CAPTCHA3 (manila)', async () => {
    await call(smsCodeEndpoint, { mobileNo: '9170000002', countryDialingCode: '+63', purpose: 'register', botCheck: true }, { merchant: 'manila' });
    const r = await call(registerEndpoint, registration({ username: undefined, mobileNum: '9170000002', verificationCode: '123456' }), { merchant: 'manila' });
    expect(r).toMatchObject({ success: false, code: 'CAPTCHA_WRONG' });
  });
});

describe('password change', () => {
  it('refuses the same password and a wrong old one, then changes it', async () => {
    const token = ((await login('demoplayer', 'Demo1234')).value as { token: string }).token;
    expect(await call(changePasswordEndpoint, { oldPassword: 'Demo1234', newPassword: 'Demo1234', confirmNewPassword: 'Demo1234' }, { token })).toMatchObject({
      code: 'SAME_PASSWORD',
    });
    expect(await call(changePasswordEndpoint, { oldPassword: 'wrong', newPassword: 'New12345', confirmNewPassword: 'New12345' }, { token })).toMatchObject({
      code: 'WRONG_OLD_PASSWORD',
    });
    expect((await call(changePasswordEndpoint, { oldPassword: 'Demo1234', newPassword: 'New12345', confirmNewPassword: 'New12345' }, { token })).success).toBe(
      true,
    );
    expect((await login('demoplayer', 'New12345', {}, { device: 'device-1' })).success).toBe(true);
  });

  it('refuses a new password that no login would accept (it would lock the member out), and keeps the old one', async () => {
    const token = ((await login('demoplayer', 'Demo1234')).value as { token: string }).token;
    expect(await call(changePasswordEndpoint, { oldPassword: 'Demo1234', newPassword: 'abc', confirmNewPassword: 'abc' }, { token })).toMatchObject({
      success: false,
      code: 'BAD_REQUEST',
    });
    expect((await login('demoplayer', 'Demo1234', {}, { device: 'device-1' })).success).toBe(true);
  });
});

describe('status and system', () => {
  it('reports exactly the merchant file flags and switches maintenance and restriction', async () => {
    const normal = await call(systemStatusEndpoint, undefined, { merchant: 'manila' });
    expect(normal.value).toMatchObject({
      maintenance: false,
      regionRestriction: false,
      info: { whitelabel: { CBS3: false, AGENTPOLICY3: false, REWCEN3: true } },
    });
    platform.sim.status = 'maintenance';
    expect((await call(systemStatusEndpoint, undefined)).value).toMatchObject({ maintenance: true });
    expect(await call(countriesEndpoint, undefined)).toMatchObject({ status: 503, code: 'MAINTENANCE' });
    platform.sim.status = 'restricted';
    expect((await call(systemStatusEndpoint, undefined)).value).toMatchObject({ regionRestriction: true, maintenance: false });
  });

  it('answers every read-only call with its schema', async () => {
    expect((await call(registrationSettingsEndpoint, undefined)).success).toBe(true);
    expect((await call(countriesEndpoint, undefined)).value).toContainEqual({ iso: 'PH', name: 'Philippines', dialingCode: '+63' });
    expect((await call(merchantWalletEndpoint, { merchantCode: 'demo' })).success).toBe(true);
  });
});
