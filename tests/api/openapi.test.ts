// @vitest-environment node
// The published platform contract (schemas/platform.openapi.json, scripts/openapi.ts): a valid
// OpenAPI 3.1 document, current, naming every call of every endpoint module with its path and
// verb; and the request contract of src/api/contract.ts matches what the client really sends:
// every endpoint's own `request()` is run on sample params and its output, as it goes on the wire,
// must pass the same check the platform server applies.
import fs from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { Endpoint, RequestContext, RequestParts } from '@/api/envelope';
import { ENCRYPTION_HEADER } from '@/api/crypto';
import {
  IDEMPOTENCY_HEADER,
  PLATFORM_CALLS,
  PLATFORM_ENDPOINTS,
  REQUEST_CONTRACTS,
  checkRequest,
  matchCall,
  violationMessage,
  violationsOf,
  type PlatformCall,
  type WireRequest,
} from '@/api/contract';
import { DEMO_PUBLIC_KEY_SPKI } from '@/platform-sim/demo-key';
import { accountRecordsEndpoint } from '@/api/endpoints/account-records';
import { addPayoutAccountEndpoint } from '@/api/endpoints/add-payout-account';
import { agentRebateRatesEndpoint } from '@/api/endpoints/agent-rebate-rates';
import { agentRebateReportEndpoint } from '@/api/endpoints/agent-rebate-report';
import { agentRegisterEndpoint } from '@/api/endpoints/agent-register';
import { ANNOUNCEMENT_VARIANTS, announcementsEndpoint } from '@/api/endpoints/announcements';
import { answerContractEndpoint } from '@/api/endpoints/answer-contract';
import { applyActivityEndpoint } from '@/api/endpoints/apply-activity';
import { bannersEndpoint } from '@/api/endpoints/banners';
import { betRecordsEndpoint } from '@/api/endpoints/bet-records';
import { bindContactEndpoint } from '@/api/endpoints/bind-contact';
import { captchaEndpoint } from '@/api/endpoints/captcha';
import { changePasswordEndpoint } from '@/api/endpoints/change-password';
import { changePaymentPasswordEndpoint } from '@/api/endpoints/change-payment-password';
import { chatLaunchEndpoint } from '@/api/endpoints/chat-launch';
import { chatSendEndpoint } from '@/api/endpoints/chat-send';
import { claimActivityEndpoint } from '@/api/endpoints/claim-activity';
import { claimMissionEndpoint } from '@/api/endpoints/claim-mission';
import { claimRebateEndpoint } from '@/api/endpoints/claim-rebate';
import { contractTermsEndpoint } from '@/api/endpoints/contract-terms';
import { createDepositEndpoint } from '@/api/endpoints/create-deposit';
import { createUplineTransferEndpoint } from '@/api/endpoints/create-upline-transfer';
import { createWithdrawalEndpoint } from '@/api/endpoints/create-withdrawal';
import { demoRoundEndpoint } from '@/demo/endpoints/demo-round';
import { demoTableEndpoint } from '@/demo/endpoints/demo-table';
import { dailyWageEndpoint } from '@/api/endpoints/daily-wage';
import { deleteInboxEndpoint } from '@/api/endpoints/delete-inbox';
import { depositOrderEndpoint } from '@/api/endpoints/deposit-order';
import { depositRecordsEndpoint } from '@/api/endpoints/deposit-records';
import { dividendEndpoint } from '@/api/endpoints/dividend';
import { downloadGuideEndpoint } from '@/api/endpoints/download-guide';
import { addFavouriteEndpoint, favouritesEndpoint, removeFavouriteEndpoint } from '@/api/endpoints/favourites';
import { fieldAvailabilityEndpoint } from '@/api/endpoints/field-availability';
import { gameListEndpoint } from '@/api/endpoints/game-list';
import { gameVendorsEndpoint } from '@/api/endpoints/game-vendors';
import { setHeadIconEndpoint } from '@/api/endpoints/head-icon';
import { helpCenterEndpoint } from '@/api/endpoints/help-center';
import { hotGamesEndpoint } from '@/api/endpoints/hot-games';
import { hotNewsEndpoint } from '@/api/endpoints/hot-news';
import { inboxListEndpoint } from '@/api/endpoints/inbox-list';
import { inboxMessageEndpoint } from '@/api/endpoints/inbox-message';
import { invitationCodeEndpoint } from '@/api/endpoints/invitation-code';
import { joinActivityEndpoint } from '@/api/endpoints/join-activity';
import { launchGameEndpoint } from '@/api/endpoints/launch-game';
import { launchLotteryEndpoint } from '@/api/endpoints/launch-lottery';
import { legalDocumentEndpoint } from '@/api/endpoints/legal-document';
import { loginEndpoint } from '@/api/endpoints/login';
import { logoutEndpoint } from '@/api/endpoints/logout';
import { elottListEndpoint, lotteryListEndpoint } from '@/api/endpoints/lottery-lists';
import { mallRedeemEndpoint } from '@/api/endpoints/mall-redeem';
import { markAnnouncementReadEndpoint } from '@/api/endpoints/mark-announcement-read';
import { markInboxReadEndpoint } from '@/api/endpoints/mark-inbox-read';
import { memberInfoEndpoint } from '@/api/endpoints/member-info';
import { profitLossEndpoint } from '@/api/endpoints/profit-loss';
import { rankingEndpoint } from '@/api/endpoints/rankings';
import { rebateRecordsEndpoint } from '@/api/endpoints/rebate-records';
import { addRecentGameEndpoint, recentGamesEndpoint } from '@/api/endpoints/recent-games';
import { registerEndpoint } from '@/api/endpoints/register';
import { resetMailCodeEndpoint, resetPasswordEndpoint } from '@/api/endpoints/reset-password';
import { rewardClaimEndpoint } from '@/api/endpoints/reward-claim';
import { serviceMessageEndpoint } from '@/api/endpoints/service-message';
import { setDepositLimitEndpoint } from '@/api/endpoints/set-deposit-limit';
import { setPlayLimitEndpoint } from '@/api/endpoints/set-play-limit';
import { setMemberRebateEndpoint } from '@/api/endpoints/set-member-rebate';
import { setPaymentPasswordEndpoint } from '@/api/endpoints/set-payment-password';
import { setRealityCheckEndpoint } from '@/api/endpoints/set-reality-check';
import { smsCodeEndpoint } from '@/api/endpoints/sms-code';
import { submitFeedbackEndpoint } from '@/api/endpoints/submit-feedback';
import { submitKycEndpoint } from '@/api/endpoints/submit-kyc';
import { takeBreakEndpoint } from '@/api/endpoints/take-break';
import { teamBettingEndpoint } from '@/api/endpoints/team-betting';
import { teamKpiEndpoint } from '@/api/endpoints/team-kpi';
import { teamMemberDetailEndpoint } from '@/api/endpoints/team-member-detail';
import { teamMembersEndpoint } from '@/api/endpoints/team-members';
import { teamOverviewEndpoint } from '@/api/endpoints/team-overview';
import { teamPnlEndpoint } from '@/api/endpoints/team-pnl';
import { testPlayEndpoint } from '@/api/endpoints/test-play';
import { uplineTransfersEndpoint } from '@/api/endpoints/upline-transfers';
import { vendorGameTypesEndpoint } from '@/api/endpoints/vendor-game-types';
import { merchantWalletEndpoint } from '@/api/endpoints/wallet';
import { winnersEndpoint } from '@/api/endpoints/winners';
import { withdrawRecordsEndpoint } from '@/api/endpoints/withdraw-records';
import { buildOpenApiDocument } from '../../scripts/openapi';

type Json = Record<string, unknown>;

const DOCUMENT_FILE = path.resolve('schemas/platform.openapi.json');
const published = JSON.parse(fs.readFileSync(DOCUMENT_FILE, 'utf8')) as Json;
const pathsOf = (doc: Json) => doc.paths as Record<string, Record<string, Json>>;

/** Every endpoint exported by a module under src/api/endpoints/ or src/demo/endpoints/, found without the list. */
const modules = import.meta.glob<Record<string, unknown>>(['../../src/api/endpoints/*.ts', '../../src/demo/endpoints/*.ts'], { eager: true });
const isEndpoint = (v: unknown): v is Endpoint<never, unknown> =>
  typeof v === 'object' && v !== null && typeof (v as Json).name === 'string' && typeof (v as Json).path === 'string' && 'answer' in v;
const exported = Object.entries(modules).flatMap(([file, mod]) =>
  Object.entries(mod)
    .filter(([, v]) => isEndpoint(v))
    .map(([key, v]) => ({ file: path.basename(file), key, endpoint: v as Endpoint<never, unknown> })),
);

describe('the endpoint list of src/api/contract.ts', () => {
  it('holds every endpoint a module exports, once', () => {
    expect(exported.length).toBeGreaterThan(100);
    const listed = new Set<unknown>(PLATFORM_ENDPOINTS);
    expect(exported.filter((e) => !listed.has(e.endpoint)).map((e) => `${e.file}: ${e.key}`)).toEqual([]);
    expect(new Set(PLATFORM_ENDPOINTS).size).toBe(PLATFORM_ENDPOINTS.length);
    expect(PLATFORM_ENDPOINTS.length).toBe(new Set(exported.map((e) => e.endpoint)).size);
  });

  it('keys the request contracts by endpoint name, one per endpoint', () => {
    const names = PLATFORM_ENDPOINTS.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(REQUEST_CONTRACTS).sort()).toEqual([...names].sort());
  });

  it('matches a request to its call by verb and path, literal segments first', () => {
    expect(matchCall('GET', '/v1/inbox/unread-count')?.call.endpoint.name).toBe('inboxUnread');
    expect(matchCall('GET', '/v1/inbox/M7')).toMatchObject({ call: { endpoint: { name: 'inboxMessage' } }, pathParams: { id: 'M7' } });
    expect(matchCall('DELETE', '/v1/games/favourites')?.call.endpoint.name).toBe('removeFavourite');
    expect(matchCall('GET', '/v1/pay/deposits/DP%20100')?.pathParams).toEqual({ orderNo: 'DP 100' });
    expect(matchCall('PATCH', '/v1/games/favourites')).toBeUndefined();
    expect(matchCall('GET', '/v1/no-such-call')).toBeUndefined();
  });
});

describe('schemas/platform.openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(published);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(published.openapi).toBe('3.1.0');
  });

  it('is current: npm run schemas writes the same document', () => {
    expect(buildOpenApiDocument()).toEqual(published);
  });

  it('resolves every $ref inside itself', () => {
    const refs: string[] = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [k, v] of Object.entries(node)) {
          if (k === '$ref' && typeof v === 'string') refs.push(v);
          else walk(v);
        }
      }
    };
    walk(published);
    expect(refs.length).toBeGreaterThan(500);
    const resolve = (ref: string): unknown =>
      ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Json)[part] : undefined), published);
    expect([...new Set(refs)].filter((r) => !r.startsWith('#/') || resolve(r) === undefined)).toEqual([]);
  });

  it('names every endpoint as an operationId, under its path and verb', () => {
    const operations = Object.entries(pathsOf(published)).flatMap(([p, item]) =>
      Object.entries(item).map(([verb, op]) => ({ path: p, verb, id: op.operationId })),
    );
    expect(operations).toHaveLength(PLATFORM_ENDPOINTS.length);
    for (const endpoint of PLATFORM_ENDPOINTS) {
      const openApiPath = endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}');
      expect(
        operations.filter((o) => o.id === endpoint.name),
        endpoint.name,
      ).toEqual([{ path: openApiPath, verb: endpoint.method.toLowerCase(), id: endpoint.name }]);
    }
  });

  it('documents the headers, the session token, the idempotency key, the error codes and the 401', () => {
    const components = published.components as Json;
    const parameters = components.parameters as Record<string, Json>;
    expect(Object.values(parameters).map((p) => p.name)).toEqual(['X-Merchant-Code', 'X-Device-Id', 'X-Language', 'X-Gateway', 'X-Device']);
    expect(components.securitySchemes).toMatchObject({ sessionToken: { type: 'apiKey', in: 'header', name: 'token' } });
    const errorCode = (components.schemas as Record<string, Json>).ErrorCode as { oneOf: { const: string; description: string }[] };
    expect(errorCode.oneOf.map((c) => c.const)).toContain('NOT_LOGGED_IN');
    expect(errorCode.oneOf.find((c) => c.const === 'INSUFFICIENT_BALANCE')?.description).toBe('Insufficient balance');

    const withdraw = pathsOf(published)['/v1/withdraw']?.post as Json;
    expect(withdraw.parameters).toContainEqual(expect.objectContaining({ name: IDEMPOTENCY_HEADER, in: 'header', required: true }));
    expect(withdraw.security).toEqual([{ sessionToken: [] }]);
    expect(withdraw.responses).toMatchObject({ '401': { $ref: '#/components/responses/SessionGone' } });
    const login = pathsOf(published)['/v1/auth/login']?.post as Json;
    expect(login.security).toEqual([]);
    expect(login.parameters).toContainEqual(expect.objectContaining({ name: ENCRYPTION_HEADER, required: true }));
    expect(login.responses).not.toHaveProperty('401');
  });
});

// ---------------------------------------------------------------------------------------------
// The client's requests against the contract

const ctx: RequestContext = { merchantCode: 'demo', publicKey: DEMO_PUBLIC_KEY_SPKI };

interface Sample {
  readonly name: string;
  readonly params: unknown;
  build(): Promise<RequestParts | undefined>;
}

const sample = <P, T>(endpoint: Endpoint<P, T>, params: P): Sample => ({
  name: endpoint.name,
  params,
  build: async () => endpoint.request?.(params, ctx),
});

const range = { startDate: '2025-03-01', endDate: '2025-03-07' };
const records = { ...range, pageNum: 2, pageSize: 20 };
const node = { nodeId: 'N1001', vendor: 'JILI' };
const requestId = '5f0c8c1e-0d1b-4b7e-9a55-3a8d7e3c2f10';
const image = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

/** Params as the screens pass them: at least one for every endpoint that builds a request. */
const SAMPLES: readonly Sample[] = [
  sample(accountRecordsEndpoint, { ...records, kind: 'deposit', types: 'A', member: 'juan100' }),
  sample(accountRecordsEndpoint, { ...records, kind: '', types: '', member: '' }),
  sample(addPayoutAccountEndpoint, { channelId: 'gcash', accountName: 'Demo Player', accountNumber: '09171234567' }),
  sample(agentRebateRatesEndpoint, { userName: '' }),
  sample(agentRebateReportEndpoint, range),
  sample(agentRegisterEndpoint, { username: 'newmember1', password: 'Secret123', accountType: 'agent' }),
  sample(announcementsEndpoint, { ...ANNOUNCEMENT_VARIANTS.home, merchantCode: 'demo' }),
  sample(announcementsEndpoint, { ...ANNOUNCEMENT_VARIANTS.game, merchantCode: 'demo' }),
  sample(answerContractEndpoint, { kind: 'dailySalary', accept: false }),
  sample(applyActivityEndpoint, { id: 'ACT3', comment: 'My deposit slip', images: [{ name: 'slip.png', type: 'image/png', size: 20_000 }] }),
  sample(bannersEndpoint, { groupName: 'm_home' }),
  sample(betRecordsEndpoint, { ...records, gameType: 'RNG' }),
  sample(bindContactEndpoint, { kind: 'email', value: 'member@example.com', password: 'Demo1234' }),
  sample(captchaEndpoint, { purpose: 'register', nonce: 3 }),
  sample(changePasswordEndpoint, { oldPassword: 'Demo1234', newPassword: 'Demo5678', confirmNewPassword: 'Demo5678' }),
  sample(changePasswordEndpoint, { newPassword: 'Demo5678', confirmNewPassword: 'Demo5678' }),
  sample(changePaymentPasswordEndpoint, { oldPassword: '654321', newPassword: '123789', confirmPassword: '123789' }),
  sample(chatLaunchEndpoint, { language: 'EN', backUrl: 'https://m.example.com/m/home', headerColor: '#0a3d8f', title: 'Live chat' }),
  sample(chatSendEndpoint, { text: 'Hello' }),
  sample(claimActivityEndpoint, { id: 'ACT1' }),
  sample(claimMissionEndpoint, { id: 'daily-login' }),
  sample(claimRebateEndpoint, { requestId }),
  sample(contractTermsEndpoint, { kind: 'hourly' }),
  sample(createDepositEndpoint, { channelId: 'gcash', amount: '500.00', requestId }),
  sample(createUplineTransferEndpoint, { amount: '100.00', paymentPassword: '654321', requestId }),
  sample(createWithdrawalEndpoint, { accountId: 'P1', amount: '200.00', paymentPassword: '654321', requestId }),
  sample(demoRoundEndpoint, { roundId: requestId, gameId: 'JILI-001', bets: [{ spot: 'spin', amount: '10.00' }] }),
  sample(demoRoundEndpoint, {
    roundId: requestId,
    gameId: 'EVO-001',
    bets: [
      { spot: 'banker', amount: '100.00' },
      { spot: 'tie', amount: '10.00' },
    ],
  }),
  sample(demoTableEndpoint, { gameId: 'JILI-001' }),
  sample(dailyWageEndpoint, range),
  sample(deleteInboxEndpoint, { ids: ['M1', 'M2'] }),
  sample(depositOrderEndpoint, { orderNo: 'DP100001' }),
  sample(depositRecordsEndpoint, { ...records, status: 'pending' }),
  sample(dividendEndpoint, range),
  sample(downloadGuideEndpoint, { platform: 'ios', language: 'TY' }),
  sample(favouritesEndpoint, { pageNo: 1, pageSize: 15, language: 'EN' }),
  sample(favouritesEndpoint, { pageNo: 3, pageSize: 100, gameType: 'FISH', language: 'EN' }),
  sample(addFavouriteEndpoint, node),
  sample(removeFavouriteEndpoint, node),
  sample(fieldAvailabilityEndpoint, { field: 'username', value: 'someone' }),
  sample(gameListEndpoint, { merchant: 'demo', gameType: 'RNG', pageNo: 1, pageSize: 20, language: 'EN' }),
  sample(gameListEndpoint, {
    merchant: 'demo',
    gameName: ' fortune ',
    vassalage: 'JILI',
    gameClassify: 'hot',
    minBet: '1.00',
    pageNo: 2,
    pageSize: 100,
    language: 'CN',
  }),
  sample(gameVendorsEndpoint, { merchantCode: 'demo' }),
  sample(setHeadIconEndpoint, { icon: '/images/head/3.png' }),
  sample(helpCenterEndpoint, { lang: 'EN' }),
  sample(hotGamesEndpoint, { merchantCode: 'demo', language: 'EN' }),
  sample(hotNewsEndpoint, { language: 'VI' }),
  sample(inboxListEndpoint, { pageNum: 1, pageSize: 20 }),
  sample(inboxMessageEndpoint, { id: 'M7' }),
  sample(invitationCodeEndpoint, { code: 'AGENT01', domain: 'demo.localhost:5173' }),
  sample(joinActivityEndpoint, { id: 'ACT2' }),
  sample(launchGameEndpoint, { ...node, gameId: 'G1', freePlay: true }),
  sample(launchLotteryEndpoint, { mui: 'M1', gameId: 'L1', playType: 'Entertainment', prizeMode: 'Elott' }),
  sample(legalDocumentEndpoint, { kind: 'registerTerms', language: 'EN' }),
  sample(loginEndpoint, {
    type: 'username',
    username: 'demoplayer',
    password: 'Demo1234',
    accountKind: 'member',
    deviceId: requestId,
    remember: true,
    botCheck: true,
  }),
  sample(loginEndpoint, {
    type: 'sms',
    mobileNum: '9171234567',
    verificationCode: '123456',
    countryDialingCode: '63',
    captcha: '1234',
    captchaId: 'C1',
    accountKind: 'member',
    deviceId: requestId,
    remember: false,
    botCheck: true,
  }),
  sample(logoutEndpoint, { token: 'T-1' }),
  sample(lotteryListEndpoint, { merchantCode: 'demo' }),
  sample(elottListEndpoint, { merchantCode: 'demo' }),
  sample(mallRedeemEndpoint, { itemId: 'I1', requestId }),
  sample(markAnnouncementReadEndpoint, { announcementId: 'N1' }),
  sample(markInboxReadEndpoint, { ids: 'all' }),
  sample(markInboxReadEndpoint, { ids: ['M1'] }),
  sample(memberInfoEndpoint, { renew: true }),
  sample(memberInfoEndpoint, { renew: false }),
  sample(profitLossEndpoint, range),
  sample(rankingEndpoint, { kind: 'deposit', period: 'month' }),
  sample(rebateRecordsEndpoint, records),
  sample(recentGamesEndpoint, { page: 1, pageSize: 3, language: 'EN' }),
  sample(addRecentGameEndpoint, node),
  sample(registerEndpoint, {
    countryDialingCode: '63',
    registerUrl: 'demo.localhost',
    registerMethod: 'H5',
    normalRegister: true,
    type: 0,
    domain: 'demo.localhost',
    deviceId: requestId,
    mobileNum: '9170000001',
    verificationCode: '123456',
    password: 'Secret123',
    confirmPassword: 'Secret123',
    affiliateCode: 'AGENT01',
    email: 'new@example.com',
    captcha: '4321',
    captchaId: 'C2',
  }),
  sample(resetPasswordEndpoint, {
    channel: 'mail',
    username: 'demoplayer',
    email: 'demoplayer@example.com',
    mailCode: '123456',
    newPassword: 'a',
    confirmNewPassword: 'a',
  }),
  sample(resetPasswordEndpoint, {
    channel: 'sms',
    mobileNum: '9171234567',
    countryDialingCode: '63',
    verificationCode: '123456',
    newPassword: 'a',
    confirmNewPassword: 'a',
  }),
  sample(resetMailCodeEndpoint, { username: 'demoplayer', email: 'demoplayer@example.com' }),
  sample(rewardClaimEndpoint, { id: 'R1' }),
  sample(serviceMessageEndpoint, { content: 'Where is my deposit?' }),
  sample(setDepositLimitEndpoint, { period: 'weekly', amount: '10000.00' }),
  sample(setDepositLimitEndpoint, { period: 'daily', amount: null }),
  sample(setPlayLimitEndpoint, { kind: 'loss', period: 'daily', amount: '1000.00' }),
  sample(setPlayLimitEndpoint, { kind: 'wager', period: 'monthly', amount: null }),
  sample(setMemberRebateEndpoint, { userName: 'juan100', rates: [{ gameType: 'SPORTS', rate: '0.50' }] }),
  sample(setPaymentPasswordEndpoint, { password: '654321', confirmPassword: '654321' }),
  sample(setRealityCheckEndpoint, { minutes: 30 }),
  sample(setRealityCheckEndpoint, { minutes: null }),
  sample(smsCodeEndpoint, { mobileNo: '9171234567', countryDialingCode: '63', purpose: 'reset', botCheck: true }),
  sample(submitFeedbackEndpoint, { category: 'payment', content: 'The deposit took long', requestId }),
  sample(submitKycEndpoint, {
    idType: 'philsys',
    idNumber: '1234-5678',
    nationality: 'PH',
    occupation: 'Engineer',
    incomeSource: 'salary',
    birthday: '1990-01-01',
    placeOfBirth: 'Manila',
    permanentAddress: '1 Rizal St',
    currentAddress: '1 Rizal St',
    idFront: image('front.png'),
    idBack: image('back.png'),
    selfie: image('selfie.png'),
  }),
  sample(takeBreakEndpoint, { kind: 'selfExclusion', period: '6m' }),
  sample(teamBettingEndpoint, range),
  sample(teamKpiEndpoint, range),
  sample(teamMemberDetailEndpoint, { userName: 'juan100' }),
  sample(teamMembersEndpoint, { search: ' ju ' }),
  sample(teamOverviewEndpoint, range),
  sample(teamPnlEndpoint, range),
  sample(testPlayEndpoint, { deviceId: requestId, merchantCode: 'demo-trial' }),
  sample(uplineTransfersEndpoint, { pageNum: 1, pageSize: 10 }),
  sample(vendorGameTypesEndpoint, { merchantCode: 'demo' }),
  sample(merchantWalletEndpoint, { merchantCode: 'demo' }),
  sample(winnersEndpoint, { language: 'EN' }),
  sample(withdrawRecordsEndpoint, { ...records, status: '' }),
];

/** The request as the client puts it on the wire (src/api/client.ts), read back as the server reads it. */
function onTheWire(parts: RequestParts): WireRequest {
  const headers = new Headers({ 'X-Merchant-Code': 'demo', 'X-Device-Id': requestId, 'X-Language': 'EN', 'X-Gateway': '3', ...parts.headers });
  let body: unknown;
  if (parts.body instanceof FormData) {
    headers.set('Content-Type', 'multipart/form-data; boundary=----x');
    body = Object.fromEntries(parts.body);
  } else if (parts.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.parse(JSON.stringify(parts.body)) as unknown;
  }
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(parts.query ?? {})) if (v !== undefined) query.append(k, String(v));
  const pathParams = Object.fromEntries(Object.entries(parts.pathParams ?? {}).map(([k, v]) => [k, String(v)]));
  return { header: (n) => headers.get(n) ?? undefined, query, pathParams, body };
}

const callOf = (name: string): PlatformCall => {
  const call = PLATFORM_CALLS.find((c) => c.endpoint.name === name);
  if (!call) throw new Error(`no call ${name}`);
  return call;
};

describe('the request contract matches the client', () => {
  it('has a sample for every endpoint that builds a request', () => {
    const sampled = new Set(SAMPLES.map((s) => s.name));
    expect(PLATFORM_ENDPOINTS.filter((e) => e.request && !sampled.has(e.name)).map((e) => e.name)).toEqual([]);
  });

  it.each(SAMPLES.map((s, i) => [`${s.name} #${i}`, s] as const))('%s: what request() sends passes the contract', async (_, s) => {
    const call = callOf(s.name);
    const parts = (await s.build()) ?? {};
    const problems = checkRequest(call, onTheWire(parts)).map(violationMessage);
    expect(problems).toEqual([]);
    if (call.request.body?.type === 'encrypted') {
      // What the platform finds once it opens the payload: the params, as JSON.
      expect(parts.headers?.[ENCRYPTION_HEADER]).toBeTruthy();
      const payload = JSON.parse(JSON.stringify(s.params)) as unknown;
      expect(violationsOf(call.request.body.payload, payload, 'payload').map(violationMessage)).toEqual([]);
    }
  });

  it('calls without a request() send nothing the contract does not expect', () => {
    for (const call of PLATFORM_CALLS.filter((c) => !c.endpoint.request)) {
      expect(checkRequest(call, onTheWire({})).map(violationMessage), call.endpoint.name).toEqual([]);
    }
  });

  it('refuses what the client never sends, naming the field', async () => {
    const withdraw = callOf('createWithdrawal');
    const good = onTheWire((await createWithdrawalEndpoint.request?.({ accountId: 'P1', amount: '200.00', paymentPassword: '654321', requestId }, ctx)) ?? {});
    const as = (body: unknown, header = good.header): WireRequest => ({ ...good, body, header });
    const goodBody = good.body as Json;
    expect(checkRequest(withdraw, as({ ...goodBody, amount: 200 })).map(violationMessage)).toEqual(['body.amount: expected string, received number']);
    expect(checkRequest(withdraw, as({ ...goodBody, amount: '200' })).map((v) => v.field)).toEqual(['amount']);
    expect(checkRequest(withdraw, as({ ...goodBody, extra: 1 })).map(violationMessage)).toEqual(['body.extra: not part of the contract']);
    expect(checkRequest(withdraw, as({ ...goodBody, requestId: 'other' })).map(violationMessage)).toEqual([
      `header.${IDEMPOTENCY_HEADER}: must equal body.requestId`,
    ]);
    const noKey = (n: string) => (n === IDEMPOTENCY_HEADER ? undefined : good.header(n));
    expect(checkRequest(withdraw, as(goodBody, noKey)).map(violationMessage)).toEqual([`header.${IDEMPOTENCY_HEADER}: required`]);

    const records = callOf('depositRecords');
    const query = new URLSearchParams({ ...range, pageNum: 'two', pageSize: '20', status: '', sort: 'desc' });
    expect(checkRequest(records, { ...onTheWire({}), query }).map(violationMessage)).toEqual([
      'query.pageNum: Invalid string: must match pattern /^-?\\d+$/',
      'query.sort: not part of the contract',
    ]);

    const login = callOf('login');
    if (login.request.body?.type !== 'encrypted') throw new Error('login is encrypted');
    const payload = { type: 'username', username: 'demoplayer', deviceId: requestId, remember: false, botCheck: true };
    expect(violationsOf(login.request.body.payload, payload, 'payload').map(violationMessage)).toEqual(['payload.password: required']);
  });
});
