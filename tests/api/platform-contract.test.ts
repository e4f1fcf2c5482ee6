// @vitest-environment node
// The demo platform server holds requests and answers to the contract (src/api/contract.ts): the
// app's own client works against it end to end; a request that breaks the contract is answered
// 400 BAD_REQUEST naming the field and never reaches the simulator; an answer that breaks it is
// answered 500 naming the field and logged.
import { http as mock, HttpResponse } from 'msw';
import { callPlatform, configurePlatformClient } from '@/api/client';
import { encryptPayload } from '@/api/crypto';
import { IDEMPOTENCY_HEADER, PLATFORM_CALLS, checkAnswer, violationMessage } from '@/api/contract';
import { isPlatformError } from '@/api/errors';
import { DEMO_PUBLIC_KEY_SPKI } from '@/platform-sim/demo-key';
import { createWithdrawalEndpoint } from '@/api/endpoints/create-withdrawal';
import { gameListEndpoint } from '@/api/endpoints/game-list';
import { loginEndpoint } from '@/api/endpoints/login';
import { memberInfoEndpoint } from '@/api/endpoints/member-info';
import { systemStatusEndpoint } from '@/api/endpoints/system-status';
import { walletEndpoint } from '@/api/endpoints/wallet';
import { withdrawRecordsEndpoint } from '@/api/endpoints/withdraw-records';
import { createPlatformServer, type PlatformServer } from '../../scripts/platform-http';

const MERCHANT = 'demo';
const DEVICE = '0b7f5a8e-4c2d-4e3a-9f61-2d8c0e9b7a14';
const HEADERS = { 'X-Merchant-Code': MERCHANT, 'X-Device-Id': DEVICE, 'X-Language': 'EN', 'X-Gateway': '3' };

interface Answer {
  status: number;
  json: { success?: boolean; code?: string; message?: string; value?: unknown };
}

async function call(base: string, method: string, path: string, init: { headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  const res = await fetch(`${base}${path}`, { method, headers: { ...HEADERS, ...init.headers }, body: init.body });
  return { status: res.status, json: (await res.json()) as Answer['json'] };
}

const postJson = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(base, 'POST', path, { headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('the platform server checks requests and answers against the contract', () => {
  let platform: PlatformServer;
  let base: string;
  let token: string | undefined;
  const logged: string[] = [];

  beforeAll(async () => {
    platform = createPlatformServer({ port: 0, log: (line) => logged.push(line) });
    await platform.listen();
    base = platform.url();
    configurePlatformClient({
      baseUrl: `${base}/api`,
      timeoutMs: 10_000,
      merchantCode: MERCHANT,
      publicKey: DEMO_PUBLIC_KEY_SPKI,
      deviceId: DEVICE,
      getToken: () => token,
      getLanguage: () => 'EN',
      isOnline: () => true,
    });
    const session = await callPlatform(loginEndpoint, {
      type: 'username',
      username: 'demoplayer',
      password: 'Demo1234',
      accountKind: 'member',
      deviceId: DEVICE,
      remember: false,
      botCheck: true,
    });
    token = session.token;
  });
  afterAll(() => platform.close());

  it("serves the app's own client: status, login, wallet, member info, game list, records", async () => {
    expect(await callPlatform(systemStatusEndpoint, undefined)).toMatchObject({ maintenance: false });
    expect(token).toBeTruthy();
    expect((await callPlatform(walletEndpoint, undefined)).sumBalance).toMatch(/^\d+\.\d{2}$/);
    expect((await callPlatform(memberInfoEndpoint, { renew: true })).account).toBe('demoplayer');
    const games = await callPlatform(gameListEndpoint, { merchant: MERCHANT, gameType: 'RNG', pageNo: 1, pageSize: 5, language: 'EN' });
    expect(games.games.length).toBeGreaterThan(0);
    const records = await callPlatform(withdrawRecordsEndpoint, { startDate: '2020-01-01', endDate: '2099-12-31', pageNum: 1, pageSize: 20, status: '' });
    expect(Array.isArray(records.list)).toBe(true);
  });

  it('moves money once per idempotency key', async () => {
    const params = { accountId: 'P1', amount: '150.00', paymentPassword: '654321', requestId: crypto.randomUUID() };
    const first = await callPlatform(createWithdrawalEndpoint, params);
    const again = await callPlatform(createWithdrawalEndpoint, params);
    expect(again.orderNo).toBe(first.orderNo);
  });

  it('refuses a withdrawal whose amount is a number with a 400 naming the field; nothing is debited', async () => {
    const before = (await callPlatform(walletEndpoint, undefined)).sumBalance;
    const requestId = crypto.randomUUID();
    const answer = await postJson(
      base,
      '/api/v1/withdraw',
      { accountId: 'P1', amount: 150, paymentPassword: '654321', requestId },
      { token: token ?? '', [IDEMPOTENCY_HEADER]: requestId },
    );
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      message: 'body.amount: expected string, received number',
      value: { in: 'body', field: 'amount' },
    });
    expect((await callPlatform(walletEndpoint, undefined)).sumBalance).toBe(before);
    expect(logged.some((l) => l.includes('400 createWithdrawal: body.amount'))).toBe(true);
  });

  it('refuses a withdrawal without its idempotency key, or with another one than its requestId', async () => {
    const body = { accountId: 'P1', amount: '150.00', paymentPassword: '654321', requestId: crypto.randomUUID() };
    const missing = await postJson(base, '/api/v1/withdraw', body, { token: token ?? '' });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe(`header.${IDEMPOTENCY_HEADER}: required`);
    const other = await postJson(base, '/api/v1/withdraw', body, { token: token ?? '', [IDEMPOTENCY_HEADER]: 'another' });
    expect(other.json.message).toBe(`header.${IDEMPOTENCY_HEADER}: must equal body.requestId`);
  });

  it('refuses a login without a password: the encrypted payload is opened and checked', async () => {
    const sealed = await encryptPayload(DEMO_PUBLIC_KEY_SPKI, { type: 'username', username: 'demoplayer', deviceId: DEVICE, remember: false, botCheck: true });
    const answer = await postJson(base, '/api/v1/auth/login', sealed.body, sealed.headers);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      success: false,
      code: 'BAD_REQUEST',
      message: 'payload.password: required',
      value: { in: 'payload', field: 'password' },
    });
  });

  it('refuses a login sent as plain JSON, naming what is missing', async () => {
    const answer = await postJson(base, '/api/v1/auth/login', { type: 'username', username: 'demoplayer', password: 'Demo1234' });
    expect(answer.status).toBe(400);
    expect(answer.json.code).toBe('BAD_REQUEST');
    expect(answer.json.message).toContain('header.X-Encryption-Key: required');
  });

  it('refuses a wrong query, a missing merchant code and a body that is not JSON', async () => {
    const page = await call(base, 'GET', '/api/v1/inbox?pageNum=first&pageSize=20', { headers: { token: token ?? '' } });
    expect(page.status).toBe(400);
    expect(page.json.message).toMatch(/^query\.pageNum: /);

    const anonymous = await call(base, 'GET', '/api/v1/system/status', { headers: { 'X-Merchant-Code': '' } });
    expect(anonymous.status).toBe(400);
    expect(anonymous.json.message).toBe('header.X-Merchant-Code: Too small: expected string to have >=1 characters');

    const broken = await call(base, 'POST', '/api/v1/chat/messages', { headers: { 'Content-Type': 'application/json', token: token ?? '' }, body: '{"text":' });
    expect(broken.status).toBe(400);
    expect(broken.json.message).toBe('body: not JSON');
  });

  it('still passes a valid request to the simulator, and leaves unknown routes their 404', async () => {
    const ok = await call(base, 'GET', '/api/v1/system/status');
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ success: true, code: 'OK' });
    const unknown = await call(base, 'GET', '/api/v1/no-such-call');
    expect(unknown.status).toBe(404);
  });

  it('surfaces a contract refusal in the client as a BAD_REQUEST rejection', async () => {
    const error = await callPlatform(createWithdrawalEndpoint, {
      accountId: 'P1',
      amount: '1.5',
      paymentPassword: '654321',
      requestId: crypto.randomUUID(),
    }).catch((e: unknown) => e);
    expect(isPlatformError(error) && error.kind === 'rejected' && error.code === 'BAD_REQUEST').toBe(true);
    expect(isPlatformError(error) && error.serverMessage).toMatch(/^body\.amount: /);
  });
});

describe('an answer that breaks the contract', () => {
  it('is answered 500 naming the field, and logged', async () => {
    const logged: string[] = [];
    const platform = createPlatformServer({
      port: 0,
      log: (line) => logged.push(line),
      extraHandlers: [
        mock.get('*/api/v1/wallet/merchant', () => HttpResponse.json({ success: true, code: 'OK', value: { sumBalance: 1250 } })),
        mock.get('*/api/v1/content/hot-news', () => HttpResponse.json({ success: false, code: 'OOPS', message: 'no' })),
      ],
    });
    await platform.listen();
    try {
      const base = platform.url();
      const wallet = await call(base, 'GET', `/api/v1/wallet/merchant?merchantCode=${MERCHANT}`);
      expect(wallet.status).toBe(500);
      expect(wallet.json).toEqual({
        success: false,
        code: 'UNKNOWN',
        message: 'The answer to merchantWallet breaks the contract: answer.value.sumBalance: expected string, received number',
        value: { in: 'answer', field: 'value.sumBalance' },
      });
      expect(logged.some((l) => l.startsWith('[platform] 500 merchantWallet: ') && l.includes('value.sumBalance'))).toBe(true);

      const news = await call(base, 'GET', '/api/v1/content/hot-news?language=EN');
      expect(news.status).toBe(500);
      expect(news.json.message).toMatch(/answer\.code: /);

      // Calls the extra handlers leave alone still come from the simulator, unchanged.
      expect((await call(base, 'GET', '/api/v1/system/status')).status).toBe(200);
    } finally {
      await platform.close();
    }
  });

  it('is found by checkAnswer: the envelope, the error code and the value', () => {
    const wallet = PLATFORM_CALLS.find((c) => c.endpoint.name === 'wallet');
    if (!wallet) throw new Error('no wallet call');
    expect(checkAnswer(wallet, { success: true, code: 'OK', value: { sumBalance: '10.00' } })).toEqual([]);
    expect(checkAnswer(wallet, { success: false, code: 'NOT_LOGGED_IN', message: 'Please login' })).toEqual([]);
    expect(checkAnswer(wallet, { success: true, code: 'OK', value: { sumBalance: '10' } }).map(violationMessage)).toEqual([
      'answer.value.sumBalance: Invalid string: must match pattern /^-?\\d+\\.\\d{2}$/',
    ]);
    expect(checkAnswer(wallet, { success: false, code: 'TEAPOT' }).map((v) => v.field)).toEqual(['code']);
    expect(checkAnswer(wallet, 'OK').map(violationMessage)).toEqual(['answer: expected object, received string']);
  });
});
