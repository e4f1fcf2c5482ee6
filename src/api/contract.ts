// The request side of the platform contract, next to the answer schemas the endpoint modules
// already carry: for every call the client makes, which headers, query parameters, path values
// and body it sends, as zod schemas of the wire form. The endpoint modules type their params as
// TypeScript interfaces and turn them into a request in `request()`; this file describes what
// comes out of that, so the demo platform server (scripts/platform-http.ts) can refuse a request
// that breaks the contract and the OpenAPI document (scripts/openapi.ts, schemas/platform.openapi.json)
// can tell a merchant's backend team what to accept.
//
// Where a call sends its params unchanged (`body: p`, `query: { ...p }`), the helper that declares
// it also proves at compile time that the schema describes exactly the params type, so a field
// added to a payload interface without the contract does not compile. Everything else is checked
// by tests/api/openapi.test.ts, which runs the endpoints' own `request()` against this file.
//
// Only shapes and formats are contract: whether an amount is within a channel's limits or a
// password is right stays a business answer (HTTP 200 with a PLATFORM_CODES code).
import * as z from 'zod/mini';
import { en } from 'zod/locales';
import type { Endpoint } from '@/api/envelope';
import { PLATFORM_CODES, type PlatformCode } from '@/api/errors';
import { ENCRYPTION_HEADER } from '@/api/crypto';
import { BANNER_GROUPS, LANGUAGE_CODES } from '@/config/schema';
import { REBATE_GAME_TYPES } from '@/engine/agent-reports';
import { FEEDBACK_CATEGORIES } from '@/engine/feedback-rules';
import { LEDGER_KINDS, accountRecordsEndpoint } from '@/api/endpoints/account-records';
import { activitiesEndpoint } from '@/api/endpoints/activities';
import { addPayoutAccountEndpoint } from '@/api/endpoints/add-payout-account';
import { agentRebateRatesEndpoint } from '@/api/endpoints/agent-rebate-rates';
import { agentRebateReportEndpoint } from '@/api/endpoints/agent-rebate-report';
import { agentRegisterEndpoint } from '@/api/endpoints/agent-register';
import { announcementsEndpoint } from '@/api/endpoints/announcements';
import { answerContractEndpoint } from '@/api/endpoints/answer-contract';
import { applyActivityEndpoint } from '@/api/endpoints/apply-activity';
import { bannersEndpoint } from '@/api/endpoints/banners';
import { betRecordsEndpoint } from '@/api/endpoints/bet-records';
import { bindContactEndpoint } from '@/api/endpoints/bind-contact';
import { captchaEndpoint } from '@/api/endpoints/captcha';
import { changePasswordEndpoint } from '@/api/endpoints/change-password';
import { changePaymentPasswordEndpoint } from '@/api/endpoints/change-payment-password';
import { chatLaunchEndpoint } from '@/api/endpoints/chat-launch';
import { chatMessagesEndpoint } from '@/api/endpoints/chat-messages';
import { chatPermissionEndpoint } from '@/api/endpoints/chat-permission';
import { chatSendEndpoint } from '@/api/endpoints/chat-send';
import { chatUnreadEndpoint } from '@/api/endpoints/chat-unread';
import { claimActivityEndpoint } from '@/api/endpoints/claim-activity';
import { claimMissionEndpoint } from '@/api/endpoints/claim-mission';
import { claimRebateEndpoint } from '@/api/endpoints/claim-rebate';
import { claimReferralEndpoint } from '@/api/endpoints/claim-referral';
import { contractInfoEndpoint } from '@/api/endpoints/contract-info';
import { CONTRACT_KINDS, contractTermsEndpoint } from '@/api/endpoints/contract-terms';
import { countriesEndpoint } from '@/api/endpoints/countries';
import { createDepositEndpoint } from '@/api/endpoints/create-deposit';
import { createUplineTransferEndpoint } from '@/api/endpoints/create-upline-transfer';
import { createWithdrawalEndpoint } from '@/api/endpoints/create-withdrawal';
import { dailyWageEndpoint } from '@/api/endpoints/daily-wage';
import { DEMO_BET_SPOTS, demoRoundEndpoint } from '@/api/endpoints/demo-round';
import { demoTableEndpoint } from '@/api/endpoints/demo-table';
import { deleteInboxEndpoint } from '@/api/endpoints/delete-inbox';
import { depositChannelsEndpoint } from '@/api/endpoints/deposit-channels';
import { depositOrderEndpoint } from '@/api/endpoints/deposit-order';
import { depositRecordsEndpoint } from '@/api/endpoints/deposit-records';
import { dividendEndpoint } from '@/api/endpoints/dividend';
import { GUIDE_PLATFORMS, downloadGuideEndpoint } from '@/api/endpoints/download-guide';
import { downloadLinksEndpoint } from '@/api/endpoints/download-links';
import { addFavouriteEndpoint, favouritesEndpoint, removeFavouriteEndpoint } from '@/api/endpoints/favourites';
import { feedbackListEndpoint } from '@/api/endpoints/feedback-list';
import { fieldAvailabilityEndpoint } from '@/api/endpoints/field-availability';
import { gameListEndpoint } from '@/api/endpoints/game-list';
import { gameVendorsEndpoint } from '@/api/endpoints/game-vendors';
import { gameWalletsEndpoint } from '@/api/endpoints/game-wallets';
import { headIconsEndpoint, setHeadIconEndpoint } from '@/api/endpoints/head-icon';
import { helpCenterEndpoint } from '@/api/endpoints/help-center';
import { hotGamesEndpoint } from '@/api/endpoints/hot-games';
import { hotMatchesEndpoint } from '@/api/endpoints/hot-matches';
import { hotNewsEndpoint } from '@/api/endpoints/hot-news';
import { inboxListEndpoint } from '@/api/endpoints/inbox-list';
import { inboxMessageEndpoint } from '@/api/endpoints/inbox-message';
import { inboxUnreadEndpoint } from '@/api/endpoints/inbox-unread';
import { invitationCodeEndpoint } from '@/api/endpoints/invitation-code';
import { inviteInfoEndpoint } from '@/api/endpoints/invite-info';
import { joinActivityEndpoint } from '@/api/endpoints/join-activity';
import { launchGameEndpoint } from '@/api/endpoints/launch-game';
import { launchLotteryEndpoint } from '@/api/endpoints/launch-lottery';
import { LEGAL_DOCUMENTS, legalDocumentEndpoint } from '@/api/endpoints/legal-document';
import { levelBenefitsEndpoint } from '@/api/endpoints/level-benefits';
import { liveModelsEndpoint } from '@/api/endpoints/live-models';
import { loginEndpoint } from '@/api/endpoints/login';
import { logoutEndpoint } from '@/api/endpoints/logout';
import { elottListEndpoint, lotteryListEndpoint } from '@/api/endpoints/lottery-lists';
import { mallHomeEndpoint } from '@/api/endpoints/mall-home';
import { mallRedeemEndpoint } from '@/api/endpoints/mall-redeem';
import { mallRedemptionsEndpoint } from '@/api/endpoints/mall-redemptions';
import { manualRebateEndpoint } from '@/api/endpoints/manual-rebate';
import { markAnnouncementReadEndpoint } from '@/api/endpoints/mark-announcement-read';
import { markInboxReadEndpoint } from '@/api/endpoints/mark-inbox-read';
import { memberInfoEndpoint } from '@/api/endpoints/member-info';
import { missionsEndpoint } from '@/api/endpoints/missions';
import { profitLossEndpoint } from '@/api/endpoints/profit-loss';
import { rankingEndpoint } from '@/api/endpoints/rankings';
import { rebateRecordsEndpoint } from '@/api/endpoints/rebate-records';
import { recallBalanceEndpoint } from '@/api/endpoints/recall-balance';
import { addRecentGameEndpoint, recentGamesEndpoint } from '@/api/endpoints/recent-games';
import { redRainEndpoint } from '@/api/endpoints/red-rain';
import { registerEndpoint } from '@/api/endpoints/register';
import { registrationSettingsEndpoint } from '@/api/endpoints/registration-settings';
import { resetMailCodeEndpoint, resetPasswordEndpoint } from '@/api/endpoints/reset-password';
import { rewardClaimEndpoint } from '@/api/endpoints/reward-claim';
import { rewardListEndpoint } from '@/api/endpoints/reward-list';
import { rgSettingsEndpoint } from '@/api/endpoints/rg-settings';
import { securityInfoEndpoint } from '@/api/endpoints/security-info';
import { serviceLinksEndpoint } from '@/api/endpoints/service-links';
import { serviceMessageEndpoint } from '@/api/endpoints/service-message';
import { sessionSummaryEndpoint } from '@/api/endpoints/session-summary';
import { setDepositLimitEndpoint } from '@/api/endpoints/set-deposit-limit';
import { setMemberRebateEndpoint } from '@/api/endpoints/set-member-rebate';
import { setPaymentPasswordEndpoint } from '@/api/endpoints/set-payment-password';
import { setPlayLimitEndpoint } from '@/api/endpoints/set-play-limit';
import { setRealityCheckEndpoint } from '@/api/endpoints/set-reality-check';
import { smsCodeEndpoint } from '@/api/endpoints/sms-code';
import { submitFeedbackEndpoint } from '@/api/endpoints/submit-feedback';
import { submitKycEndpoint } from '@/api/endpoints/submit-kyc';
import { systemStatusEndpoint } from '@/api/endpoints/system-status';
import { takeBreakEndpoint } from '@/api/endpoints/take-break';
import { teamBettingEndpoint } from '@/api/endpoints/team-betting';
import { teamKpiEndpoint } from '@/api/endpoints/team-kpi';
import { teamMemberDetailEndpoint } from '@/api/endpoints/team-member-detail';
import { teamMembersEndpoint } from '@/api/endpoints/team-members';
import { teamOverviewEndpoint } from '@/api/endpoints/team-overview';
import { teamPnlEndpoint } from '@/api/endpoints/team-pnl';
import { testPlayEndpoint } from '@/api/endpoints/test-play';
import { testimonialsEndpoint } from '@/api/endpoints/testimonials';
import { uplineTransferInfoEndpoint } from '@/api/endpoints/upline-transfer-info';
import { uplineTransfersEndpoint } from '@/api/endpoints/upline-transfers';
import { vendorGameTypesEndpoint } from '@/api/endpoints/vendor-game-types';
import { merchantWalletEndpoint, walletEndpoint } from '@/api/endpoints/wallet';
import { winnersEndpoint } from '@/api/endpoints/winners';
import { withdrawInfoEndpoint } from '@/api/endpoints/withdraw-info';
import { withdrawRecordsEndpoint } from '@/api/endpoints/withdraw-records';

/** Any endpoint, whatever its params and answer. */
export type AnyEndpoint = Endpoint<never, unknown>;

type WireObject = z.ZodMiniObject<z.core.$ZodLooseShape, z.core.$ZodObjectConfig>;

export type BodyContract =
  | { readonly type: 'json'; readonly schema: z.ZodMiniType }
  /** multipart/form-data: text fields and files. */
  | { readonly type: 'multipart'; readonly schema: WireObject }
  /**
   * The JSON payload encrypted as src/api/crypto.ts does it: the wire body is `encryptedBodySchema`
   * with the wrapped key in the X-Encryption-Key header; `payload` is what `data` decrypts to.
   */
  | { readonly type: 'encrypted'; readonly payload: z.ZodMiniType };

export interface RequestContract {
  /** Query parameters as the URL carries them: text, numbers and booleans written out. */
  readonly query?: WireObject;
  /** Values of the path's `:name` segments. */
  readonly path?: WireObject;
  readonly body?: BodyContract;
  /** Headers this call sends besides the common ones, by their wire names. */
  readonly headers?: WireObject;
  /** The body field whose value the X-Idempotency-Key header repeats. */
  readonly idempotencyKey?: string;
}

export interface PlatformCall {
  readonly endpoint: AnyEndpoint;
  readonly request: RequestContract;
}

export const SESSION_HEADER = 'token';
export const IDEMPOTENCY_HEADER = 'X-Idempotency-Key';

// ---------------------------------------------------------------------------------------------
// Wire formats

const text = z.string();
const opt = z.optional(z.string());
/** A value that names something (an id, a key): never empty. */
const name = z.string().check(z.minLength(1));
/** An integer in a query string. */
const int = z.pipe(z.string().check(z.regex(/^-?\d+$/)), z.coerce.number<string>().check(z.int()));
/** A boolean in a query string. */
const bool = z.stringbool({ truthy: ['true'], falsy: ['false'] });
/** A calendar day, as the record and report pages send it. */
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/), z.describe('A calendar day, YYYY-MM-DD (UTC).'));
/** A money amount the member enters: never negative, exactly two decimals. */
const amount = z.string().check(z.regex(/^\d+\.\d{2}$/), z.describe('A decimal string with exactly two decimals, e.g. "500.00".'));
/** Percent with two decimals, as the rebate rates are written. */
const rate = z.string().check(z.regex(/^\d{1,3}\.\d{2}$/), z.describe('Percent with two decimals, e.g. "1.20".'));
const requestId = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(128),
    z.describe('Chosen by the app once per intent (a UUID) and sent again on every retry of it; the platform acts once per requestId.'),
  );
const base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/));

export const encryptedBodySchema = z.strictObject({
  iv: base64.check(z.describe('The AES-GCM nonce, base64.')),
  data: base64.check(z.describe('The JSON payload encrypted with AES-256-GCM, base64.')),
});

/** Headers every call carries (src/api/client.ts), by their wire names. */
export const commonHeadersSchema = z.object({
  'X-Merchant-Code': name.check(z.describe('The merchant code: which brand the call is for.')),
  'X-Device-Id': z.optional(name.check(z.describe('A UUID the app keeps per device; a login ends the sessions of other devices.'))),
  'X-Language': z.optional(z.enum(LANGUAGE_CODES).check(z.describe('The interface language; texts in answers follow it.'))),
  'X-Gateway': z.optional(z.literal('3').check(z.describe('3: the mobile site.'))),
  'X-Device': z.optional(z.literal('OTHERS').check(z.describe('Sent only when the app runs as an installed web app.'))),
});

const idempotent = {
  headers: z.object({ [IDEMPOTENCY_HEADER]: requestId.check(z.describe("Equals the body's requestId.")) }),
  idempotencyKey: 'requestId',
} as const;

const range = { startDate: day, endDate: day };
const page = { pageNum: int, pageSize: int };

// ---------------------------------------------------------------------------------------------
// Declaring the calls

type Same<A, B> = (<V>() => V extends A ? 1 : 2) extends <V>() => V extends B ? 1 : 2 ? true : false;
/** Nothing more to pass when the two types are the same; otherwise an argument nobody can give. */
type Exactly<Contract, Params> = Same<Contract, Params> extends true ? [] : [contractDiffersFromParams: never];
/** Nothing more to pass when every value of the contract is a value of the params type. */
type Within<Contract, Params> = [Contract] extends [Params] ? [] : [contractAllowsMoreThanParams: never];

/** A call whose request is described as it is (no proof against its params type). */
function sends<P, T>(endpoint: Endpoint<P, T>, request: RequestContract = {}): PlatformCall {
  // The list holds endpoints of every params type (each is an AnyEndpoint); nothing here calls `request` with params.
  return { endpoint, request };
}

/** A call that sends its params unchanged as the query (`query: p` or `{ ...p }`). */
function paramsAsQuery<P, T, S extends WireObject>(endpoint: Endpoint<P, T>, query: S, ..._proof: Exactly<z.output<S>, P>): PlatformCall {
  return sends(endpoint, { query });
}

/** A call that sends its params unchanged as the JSON body (`body: p`). */
function paramsAsBody<P, T, S extends z.ZodMiniType>(
  endpoint: Endpoint<P, T>,
  schema: S,
  more: Omit<RequestContract, 'body'> = {},
  ..._proof: Exactly<z.input<S>, P>
): PlatformCall {
  return sends(endpoint, { ...more, body: { type: 'json', schema } });
}

/** A call that sends its params unchanged as multipart form data. */
function paramsAsForm<P, T, S extends WireObject>(endpoint: Endpoint<P, T>, schema: S, ..._proof: Exactly<z.input<S>, P>): PlatformCall {
  return sends(endpoint, { body: { type: 'multipart', schema } });
}

const encryptionKeyHeader = z.object({
  [ENCRYPTION_HEADER]: base64.check(z.describe("The AES key, wrapped with the merchant's RSA-OAEP (SHA-256) public key, base64.")),
});

/**
 * A call that encrypts its params as the payload. The contract may be narrower than the params
 * type: the login params are one flat interface, the contract says what each kind of login needs.
 */
function paramsEncrypted<P, T, S extends z.ZodMiniType>(endpoint: Endpoint<P, T>, payload: S, ..._proof: Within<z.input<S>, P>): PlatformCall {
  return sends(endpoint, { body: { type: 'encrypted', payload }, headers: encryptionKeyHeader });
}

// ---------------------------------------------------------------------------------------------
// The payloads that need more than one line

const loginCommon = {
  captcha: opt,
  captchaId: opt,
  /** Which kind of account may log in here. */
  accountKind: z.optional(z.enum(['member', 'agent'])),
  deviceId: text,
  remember: z.boolean(),
  botCheck: z.boolean(),
};

const loginPayload = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('username'), username: text, password: text, ...loginCommon }),
  z.strictObject({ type: z.literal('sms'), mobileNum: text, verificationCode: text, countryDialingCode: text, ...loginCommon }),
  z.strictObject({
    type: z.literal('firebase'),
    firebaseIdToken: text,
    firebaseChannel: opt,
    firebaseMobileNo: opt,
    countryDialingCode: opt,
    ...loginCommon,
  }),
]);

const registerPayload = z.strictObject({
  countryDialingCode: text,
  registerUrl: text.check(z.describe('The host the member registered on.')),
  registerMethod: z.enum(['APP', 'H5', 'PWA', 'WEBCLIP']),
  normalRegister: z.boolean(),
  type: z.literal(0),
  domain: text,
  deviceId: text,
  username: opt,
  password: text,
  confirmPassword: text,
  affiliateCode: opt,
  paymentPassword: opt,
  recommenderId: opt,
  nickname: opt,
  payeeName: opt,
  email: opt,
  mobileNum: opt,
  idNumber: opt,
  qqNum: opt,
  facebook: opt,
  wechat: opt,
  line: opt,
  whatsapp: opt,
  zalo: opt,
  captcha: opt,
  captchaId: opt,
  verificationCode: opt,
  firebaseChannel: z.optional(z.literal('sms')),
  firebaseIdToken: opt,
});

const resetPasswordPayload = z.discriminatedUnion('channel', [
  z.strictObject({ channel: z.literal('mail'), username: text, email: text, mailCode: text, newPassword: text, confirmNewPassword: text }),
  z.strictObject({
    channel: z.literal('sms'),
    mobileNum: text,
    countryDialingCode: text,
    verificationCode: text,
    newPassword: text,
    confirmNewPassword: text,
  }),
]);

const kycForm = z.strictObject({
  idType: text,
  idNumber: text,
  nationality: text,
  occupation: text,
  incomeSource: text,
  birthday: text,
  placeOfBirth: text,
  permanentAddress: text,
  currentAddress: text,
  idFront: z.file(),
  idBack: z.file(),
  selfie: z.file(),
});

const recordQuery = { ...range, ...page };
const node = { nodeId: text, vendor: text };

/** Every call the client makes, in the order of their modules under src/api/endpoints/. */
export const PLATFORM_CALLS: readonly PlatformCall[] = [
  paramsAsQuery(accountRecordsEndpoint, z.strictObject({ ...recordQuery, kind: z.enum(['', ...LEDGER_KINDS]), types: z.enum(['', 'A']), member: text })),
  sends(activitiesEndpoint),
  paramsAsBody(addPayoutAccountEndpoint, z.strictObject({ channelId: text, accountName: text, accountNumber: text })),
  paramsAsQuery(agentRebateRatesEndpoint, z.strictObject({ userName: text.check(z.describe("A downline member, or empty for the agent's own rates only.")) })),
  paramsAsQuery(agentRebateReportEndpoint, z.strictObject(range)),
  paramsAsBody(agentRegisterEndpoint, z.strictObject({ username: text, password: text, accountType: z.enum(['member', 'agent']) })),
  paramsAsQuery(
    announcementsEndpoint,
    z.strictObject({
      types: text.check(z.describe('Comma-separated kinds: B, PL, PU, PR, H, A.')),
      groupName: text,
      platform: z.enum(['M', 'W']),
      merchantCode: text,
    }),
  ),
  paramsAsBody(answerContractEndpoint, z.strictObject({ kind: z.enum(CONTRACT_KINDS), accept: z.boolean() })),
  paramsAsBody(
    applyActivityEndpoint,
    z.strictObject({ id: name, comment: text, images: z.array(z.strictObject({ name: text, type: text, size: z.number() })) }),
  ),
  paramsAsQuery(bannersEndpoint, z.strictObject({ groupName: z.enum(BANNER_GROUPS) })),
  paramsAsQuery(betRecordsEndpoint, z.strictObject({ ...recordQuery, gameType: text })),
  paramsAsBody(bindContactEndpoint, z.strictObject({ kind: z.enum(['mobile', 'email']), value: text, password: text })),
  paramsAsQuery(captchaEndpoint, z.strictObject({ purpose: z.enum(['login', 'register']), nonce: int.check(z.describe('Changes to get a fresh image.')) })),
  paramsAsBody(
    changePasswordEndpoint,
    z.strictObject({
      oldPassword: z.optional(text.check(z.describe('Omitted while a first-login or expired password is being replaced.'))),
      newPassword: text,
      confirmNewPassword: text,
    }),
  ),
  paramsAsBody(changePaymentPasswordEndpoint, z.strictObject({ oldPassword: text, newPassword: text, confirmPassword: text })),
  sends(chatLaunchEndpoint, {
    query: z.strictObject({ b2c: z.literal('1'), language: text, backUrl: text, headerColor: text, title: text, module: z.literal('CBS3') }),
  }),
  sends(chatMessagesEndpoint),
  sends(chatPermissionEndpoint),
  paramsAsBody(chatSendEndpoint, z.strictObject({ text })),
  sends(chatUnreadEndpoint),
  paramsAsBody(claimActivityEndpoint, z.strictObject({ id: name })),
  paramsAsBody(claimMissionEndpoint, z.strictObject({ id: name })),
  paramsAsBody(claimRebateEndpoint, z.strictObject({ requestId }), idempotent),
  sends(claimReferralEndpoint),
  sends(contractInfoEndpoint),
  paramsAsQuery(contractTermsEndpoint, z.strictObject({ kind: z.enum(CONTRACT_KINDS) })),
  sends(countriesEndpoint),
  paramsAsBody(createDepositEndpoint, z.strictObject({ channelId: text, amount, requestId }), idempotent),
  paramsAsBody(createUplineTransferEndpoint, z.strictObject({ amount, paymentPassword: text, requestId }), idempotent),
  paramsAsBody(createWithdrawalEndpoint, z.strictObject({ accountId: text, amount, paymentPassword: text, requestId }), idempotent),
  paramsAsQuery(dailyWageEndpoint, z.strictObject(range)),
  paramsAsBody(
    demoRoundEndpoint,
    z.strictObject({
      roundId: requestId.check(
        z.describe('Chosen by the app once per round (a UUID) and sent again on every retry of it; the platform plays and settles once per roundId.'),
      ),
      gameId: name,
      bets: z.array(z.strictObject({ spot: z.enum(DEMO_BET_SPOTS), amount })).check(z.minLength(1)),
      match: z.optional(z.number().check(z.describe("Sportsbook: the match's place on the board (a sabong pit's fight is 0)."))),
      picks: z.optional(z.array(z.number()).check(z.describe('Draw games: the numbers of the ticket (3D three digits in order, 6/42 six of 1–42).'))),
      free: z.optional(
        z.boolean().check(z.describe('Free play (a game with supportPlay 0): staked from play credit, no money moves; refused by a game without free play.')),
      ),
    }),
    { headers: z.object({ [IDEMPOTENCY_HEADER]: requestId.check(z.describe("Equals the body's roundId.")) }), idempotencyKey: 'roundId' },
  ),
  paramsAsQuery(
    demoTableEndpoint,
    z.strictObject({ gameId: name, free: z.optional(z.literal('1').check(z.describe('Asks for free play; granted only where the game offers it.'))) }),
  ),
  sends(deleteInboxEndpoint, { query: z.strictObject({ ids: name.check(z.describe('Message ids, comma-separated.')) }) }),
  sends(depositChannelsEndpoint),
  sends(depositOrderEndpoint, { path: z.strictObject({ orderNo: name }) }),
  paramsAsQuery(depositRecordsEndpoint, z.strictObject({ ...recordQuery, status: z.enum(['', 'pending', 'approved', 'rejected']) })),
  paramsAsQuery(dividendEndpoint, z.strictObject(range)),
  paramsAsQuery(downloadGuideEndpoint, z.strictObject({ platform: z.enum(GUIDE_PLATFORMS), language: text })),
  sends(downloadLinksEndpoint),
  sends(favouritesEndpoint, {
    query: z.strictObject({ pageNo: int, pageSize: int, gameType: text.check(z.describe('Empty for every type.')), language: text }),
  }),
  paramsAsBody(addFavouriteEndpoint, z.strictObject(node)),
  paramsAsQuery(removeFavouriteEndpoint, z.strictObject(node)),
  sends(feedbackListEndpoint),
  paramsAsQuery(fieldAvailabilityEndpoint, z.strictObject({ field: z.enum(['username', 'email']), value: text })),
  sends(gameListEndpoint, {
    query: z.strictObject({
      merchant: text,
      platform: z.literal('html5'),
      gameName: text,
      gameType: text,
      pageNo: int,
      pageSize: int,
      vassalage: text.check(z.describe('A vendor code, or empty for every vendor.')),
      gameClassify: text,
      minBet: text.check(z.describe("A decimal (games playable with that bet), 'min' (the games at the lowest minimum bet), or empty.")),
      minLine: text,
      language: text,
      clientType: z.literal('2'),
    }),
  }),
  paramsAsQuery(gameVendorsEndpoint, z.strictObject({ merchantCode: text })),
  sends(gameWalletsEndpoint),
  sends(headIconsEndpoint),
  paramsAsBody(setHeadIconEndpoint, z.strictObject({ icon: text })),
  sends(helpCenterEndpoint, { query: z.strictObject({ device: z.literal('MOBILE'), lang: text }) }),
  sends(hotGamesEndpoint, { query: z.strictObject({ merchantCode: text, language: text, isPlatform: z.literal('2'), platform: z.literal('html5') }) }),
  sends(hotMatchesEndpoint),
  paramsAsQuery(hotNewsEndpoint, z.strictObject({ language: text })),
  paramsAsQuery(inboxListEndpoint, z.strictObject(page)),
  sends(inboxMessageEndpoint, { path: z.strictObject({ id: name }) }),
  sends(inboxUnreadEndpoint),
  paramsAsQuery(invitationCodeEndpoint, z.strictObject({ code: text, domain: text })),
  sends(inviteInfoEndpoint),
  paramsAsBody(joinActivityEndpoint, z.strictObject({ id: name })),
  paramsAsBody(launchGameEndpoint, z.strictObject({ ...node, gameId: text, freePlay: z.boolean() })),
  paramsAsBody(
    launchLotteryEndpoint,
    z.strictObject({ mui: text, gameId: text, playType: z.enum(['Tradition', 'Entertainment']), prizeMode: z.enum(['Lott', 'Elott']) }),
  ),
  paramsAsQuery(legalDocumentEndpoint, z.strictObject({ kind: z.enum(LEGAL_DOCUMENTS), language: text })),
  sends(levelBenefitsEndpoint),
  sends(liveModelsEndpoint),
  paramsEncrypted(loginEndpoint, loginPayload),
  sends(logoutEndpoint, { headers: z.object({ [SESSION_HEADER]: name.check(z.describe('The session to end.')) }) }),
  paramsAsQuery(lotteryListEndpoint, z.strictObject({ merchantCode: text })),
  paramsAsQuery(elottListEndpoint, z.strictObject({ merchantCode: text })),
  sends(mallHomeEndpoint),
  paramsAsBody(mallRedeemEndpoint, z.strictObject({ itemId: name, requestId }), idempotent),
  sends(mallRedemptionsEndpoint),
  sends(manualRebateEndpoint),
  sends(markAnnouncementReadEndpoint, { body: { type: 'json', schema: z.strictObject({ announcementId: name, read: z.literal(true) }) } }),
  paramsAsBody(markInboxReadEndpoint, z.strictObject({ ids: z.union([z.array(name), z.literal('all')]) })),
  paramsAsQuery(memberInfoEndpoint, z.strictObject({ renew: bool.check(z.describe('true: the platform refreshes the balance from the game wallets first.')) })),
  sends(missionsEndpoint),
  paramsAsQuery(profitLossEndpoint, z.strictObject(range)),
  paramsAsQuery(rankingEndpoint, z.strictObject({ kind: z.enum(['deposit', 'bet']), period: z.enum(['today', 'week', 'month']) })),
  paramsAsQuery(rebateRecordsEndpoint, z.strictObject(recordQuery)),
  sends(recallBalanceEndpoint),
  sends(recentGamesEndpoint, {
    query: z.strictObject({ page: int, pageSize: int, gameType: text, language: text, clientType: z.literal('2') }),
  }),
  paramsAsBody(addRecentGameEndpoint, z.strictObject(node)),
  sends(redRainEndpoint),
  paramsEncrypted(registerEndpoint, registerPayload),
  sends(registrationSettingsEndpoint),
  paramsEncrypted(resetPasswordEndpoint, resetPasswordPayload),
  paramsAsBody(resetMailCodeEndpoint, z.strictObject({ username: text, email: text })),
  paramsAsBody(rewardClaimEndpoint, z.strictObject({ id: name })),
  sends(rewardListEndpoint),
  sends(rgSettingsEndpoint),
  sends(securityInfoEndpoint),
  sends(serviceLinksEndpoint),
  paramsAsBody(serviceMessageEndpoint, z.strictObject({ content: text })),
  sends(sessionSummaryEndpoint),
  paramsAsBody(
    setDepositLimitEndpoint,
    z.strictObject({ period: z.enum(['daily', 'weekly', 'monthly']), amount: z.nullable(amount).check(z.describe('null: no limit.')) }),
  ),
  paramsAsBody(
    setPlayLimitEndpoint,
    z.strictObject({
      kind: z.enum(['loss', 'wager']),
      period: z.enum(['daily', 'weekly', 'monthly']),
      amount: z.nullable(amount).check(z.describe('null: no limit.')),
    }),
  ),
  paramsAsBody(setMemberRebateEndpoint, z.strictObject({ userName: name, rates: z.array(z.strictObject({ gameType: z.enum(REBATE_GAME_TYPES), rate })) })),
  paramsAsBody(setPaymentPasswordEndpoint, z.strictObject({ password: text, confirmPassword: text })),
  paramsAsBody(
    setRealityCheckEndpoint,
    z.strictObject({ minutes: z.nullable(z.number().check(z.int(), z.gte(1))).check(z.describe('null: no reality check.')) }),
  ),
  paramsAsBody(
    smsCodeEndpoint,
    z.strictObject({ mobileNo: text, countryDialingCode: text, purpose: z.enum(['register', 'login', 'reset']), botCheck: z.boolean() }),
  ),
  paramsAsBody(submitFeedbackEndpoint, z.strictObject({ category: z.enum(FEEDBACK_CATEGORIES), content: text, requestId }), idempotent),
  paramsAsForm(submitKycEndpoint, kycForm),
  sends(systemStatusEndpoint),
  paramsAsBody(takeBreakEndpoint, z.strictObject({ kind: z.enum(['coolOff', 'selfExclusion']), period: z.enum(['24h', '7d', '30d', '6m', '1y', '5y']) })),
  paramsAsQuery(teamBettingEndpoint, z.strictObject(range)),
  sends(teamKpiEndpoint, { query: z.strictObject({ ...range, size: z.literal('0') }) }),
  paramsAsQuery(teamMemberDetailEndpoint, z.strictObject({ userName: text })),
  paramsAsQuery(teamMembersEndpoint, z.strictObject({ search: text.check(z.describe('Part of a user name or nickname; empty for all.')) })),
  paramsAsQuery(teamOverviewEndpoint, z.strictObject(range)),
  paramsAsQuery(teamPnlEndpoint, z.strictObject(range)),
  paramsAsBody(
    testPlayEndpoint,
    z.strictObject({
      deviceId: text,
      merchantCode: text.check(z.describe("The merchant's trial merchant code (trialMerchantCode), distinct from its main code.")),
    }),
  ),
  sends(testimonialsEndpoint),
  sends(uplineTransferInfoEndpoint),
  paramsAsQuery(uplineTransfersEndpoint, z.strictObject(page)),
  sends(vendorGameTypesEndpoint, { query: z.strictObject({ typeId: z.literal('1'), merchantCode: text }) }),
  sends(walletEndpoint),
  paramsAsQuery(merchantWalletEndpoint, z.strictObject({ merchantCode: text })),
  sends(winnersEndpoint, { query: z.strictObject({ gameCategory: z.literal('ALL'), language: text, limitNum: z.literal('100') }) }),
  sends(withdrawInfoEndpoint),
  paramsAsQuery(withdrawRecordsEndpoint, z.strictObject({ ...recordQuery, status: z.enum(['', 'processing', 'paid', 'rejected']) })),
];

/** Every endpoint the client calls. */
export const PLATFORM_ENDPOINTS: readonly AnyEndpoint[] = PLATFORM_CALLS.map((c) => c.endpoint);

/** The request contract of each call, by endpoint name. */
export const REQUEST_CONTRACTS: Readonly<Record<string, RequestContract>> = Object.freeze(
  Object.fromEntries(PLATFORM_CALLS.map((c) => [c.endpoint.name, c.request])),
);

// ---------------------------------------------------------------------------------------------
// Matching a request to its call

interface Route {
  readonly call: PlatformCall;
  readonly segments: readonly string[];
  /** Literal segments first: `/v1/inbox/unread-count` wins over `/v1/inbox/:id`. */
  readonly params: number;
}

const ROUTES: readonly Route[] = PLATFORM_CALLS.map((call) => {
  const segments = call.endpoint.path.split('/').filter(Boolean);
  return { call, segments, params: segments.filter((s) => s.startsWith(':')).length };
}).sort((a, b) => a.params - b.params);

export interface MatchedCall {
  readonly call: PlatformCall;
  readonly pathParams: Readonly<Record<string, string>>;
}

/** The call a request is for, from its method and its path below the base URL (`/v1/...`). */
export function matchCall(method: string, path: string): MatchedCall | undefined {
  const parts = path.split('/').filter(Boolean);
  for (const route of ROUTES) {
    if (route.call.endpoint.method !== method.toUpperCase() || route.segments.length !== parts.length) continue;
    const pathParams: Record<string, string> = {};
    const fits = route.segments.every((segment, i) => {
      const part = parts[i] ?? '';
      if (!segment.startsWith(':')) return segment === part;
      try {
        pathParams[segment.slice(1)] = decodeURIComponent(part);
        return true;
      } catch {
        return false;
      }
    });
    if (fits) return { call: route.call, pathParams };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Checking a request and an answer

export type ContractPlace = 'header' | 'path' | 'query' | 'body' | 'payload' | 'answer';

export interface ContractViolation {
  readonly in: ContractPlace;
  /** The field, dotted (`amount`, `rates.0.rate`); empty for the part as a whole. */
  readonly field: string;
  readonly problem: string;
}

/** `body.amount: expected string, received number` */
export const violationMessage = (v: ContractViolation): string => `${v.field ? `${v.in}.${v.field}` : v.in}: ${v.problem}`;

const english = en();

function problemOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'required';
  if (issue.code === 'invalid_union') {
    const options = 'options' in issue ? issue.options : undefined;
    return options ? `expected one of ${options.map((o) => JSON.stringify(o)).join(', ')}` : 'matches none of the allowed forms';
  }
  return issue.message.replace(/^Invalid input: /, '');
}

/** What breaks the schema in a value, one violation per field. */
export function violationsOf(schema: z.ZodMiniType, value: unknown, place: ContractPlace, prefix: readonly PropertyKey[] = []): ContractViolation[] {
  const result = schema.safeParse(value, { error: english.localeError, reportInput: true });
  if (result.success) return [];
  return result.error.issues.flatMap((issue): ContractViolation[] => {
    const path = [...prefix, ...issue.path].map(String);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ in: place, field: [...path, key].join('.'), problem: 'not part of the contract' }));
    }
    return [{ in: place, field: path.join('.'), problem: problemOf(issue) }];
  });
}

/** A request as it arrived: its headers, query, the `:name` values of its path and its parsed body. */
export interface WireRequest {
  /** A header's value by name, any case; undefined when it was not sent. */
  header(name: string): string | undefined;
  readonly query: URLSearchParams;
  readonly pathParams: Readonly<Record<string, string>>;
  /** The JSON value, or the form's fields for multipart; undefined when there was no body. */
  readonly body: unknown;
}

function headersOf(schema: WireObject, wire: WireRequest): Record<string, string | undefined> {
  return Object.fromEntries(Object.keys(schema.shape).map((k) => [k, wire.header(k)]));
}

const CONTENT_TYPES = { json: 'application/json', encrypted: 'application/json', multipart: 'multipart/form-data' } as const;

/** Everything that breaks the call's contract in a request; empty when it holds. */
export function checkRequest(call: PlatformCall, wire: WireRequest): ContractViolation[] {
  const { request } = call;
  const out: ContractViolation[] = [];
  out.push(...violationsOf(commonHeadersSchema, headersOf(commonHeadersSchema, wire), 'header'));
  if (request.headers) out.push(...violationsOf(request.headers, headersOf(request.headers, wire), 'header'));

  const query: Record<string, string> = {};
  for (const [key, value] of wire.query) {
    if (key in query) out.push({ in: 'query', field: key, problem: 'given more than once' });
    query[key] = value;
  }
  out.push(...violationsOf(request.query ?? z.strictObject({}), query, 'query'));
  if (request.path) out.push(...violationsOf(request.path, wire.pathParams, 'path'));

  const body = request.body;
  if (body) {
    const type = wire.header('Content-Type') ?? '';
    if (!type.toLowerCase().startsWith(CONTENT_TYPES[body.type])) {
      out.push({ in: 'header', field: 'Content-Type', problem: `expected ${CONTENT_TYPES[body.type]}` });
    } else if (wire.body === undefined) {
      out.push({ in: 'body', field: '', problem: 'required' });
    } else {
      out.push(...violationsOf(body.type === 'encrypted' ? encryptedBodySchema : body.schema, wire.body, 'body'));
    }
  }

  const keyField = request.idempotencyKey;
  if (keyField && out.length === 0) {
    const sent = (wire.body as Record<string, unknown>)[keyField];
    if (wire.header(IDEMPOTENCY_HEADER) !== sent) {
      out.push({ in: 'header', field: IDEMPOTENCY_HEADER, problem: `must equal body.${keyField}` });
    }
  }
  return out;
}

const PLATFORM_CODE_KEYS = Object.keys(PLATFORM_CODES) as [PlatformCode, ...PlatformCode[]];

/** A failed answer: one of the contract's codes, an English message, details in `value`. */
export const failureEnvelopeSchema = z.strictObject({
  success: z.literal(false),
  code: z.enum(PLATFORM_CODE_KEYS),
  message: z.optional(z.string()),
  value: z.optional(z.record(z.string(), z.unknown())),
});

const successEnvelopeSchema = z.strictObject({
  success: z.literal(true),
  code: z.literal('OK'),
  message: z.optional(z.string()),
  value: z.unknown(),
});

/** Everything that breaks the contract in an answer (its JSON body); empty when it holds. */
export function checkAnswer(call: PlatformCall, answer: unknown): ContractViolation[] {
  const success = typeof answer === 'object' && answer !== null && (answer as { success?: unknown }).success === true;
  if (!success) return violationsOf(failureEnvelopeSchema, answer, 'answer');
  const envelope = violationsOf(successEnvelopeSchema, answer, 'answer');
  if (envelope.length > 0) return envelope;
  return violationsOf(call.endpoint.answer, (answer as { value?: unknown }).value, 'answer', ['value']);
}
