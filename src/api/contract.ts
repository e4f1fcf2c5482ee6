// The request side of the platform contract, next to the answer schemas the endpoint modules
// already carry: for every call the client makes, which headers, query parameters, path values
// and body it sends, as zod schemas of the wire form. The endpoint modules turn their params into a
// request in `request()`; this file describes what comes out of that, so the demo platform server
// (scripts/platform-http.ts) can refuse a request that breaks the contract and the OpenAPI document
// (scripts/openapi.ts, schemas/platform.openapi.json) can tell a merchant's backend team what to accept.
//
// Where a call sends its params unchanged (`body: p`, `query: { ...p }`), its schema is written once
// in src/api/requests.ts and the endpoint's params type is derived from it; the helper that declares
// the call still proves at compile time that the two agree. Where a call adds fixed values to its
// params or sends an absent one empty, its query is built here from the params' schema in
// src/api/requests.ts. Everything else is checked by tests/api/openapi.test.ts, which runs the
// endpoints' own `request()` against this file.
//
// Only shapes and formats are contract: whether an amount is within a channel's limits or a
// password is right stays a business answer (HTTP 200 with a PLATFORM_CODES code).
import * as z from 'zod/mini';
import { en } from 'zod/locales';
import type { Endpoint } from '@/api/envelope';
import { PLATFORM_CODES, type PlatformCode } from '@/api/errors';
import { ENCRYPTION_HEADER } from '@/api/crypto';
import {
  accountRecordQuery,
  addPayoutAccountPayload,
  agentRebateRatesParams,
  agentRegisterParams,
  announcementParams,
  answerContractParams,
  applyActivityPayload,
  bannersParams,
  base64,
  betRecordQuery,
  bindContactPayload,
  captchaParams,
  changePasswordPayload,
  changePaymentPasswordPayload,
  chatLaunchParams,
  chatSendParams,
  claimActivityPayload,
  claimMissionPayload,
  claimRebatePayload,
  contractTermsParams,
  createDepositPayload,
  createUplineTransferPayload,
  createWithdrawalPayload,
  depositRecordQuery,
  downloadGuideParams,
  favouritesParams,
  fieldAvailabilityParams,
  gameListParams,
  gameNode,
  hotNewsParams,
  inboxListParams,
  invitationCodeParams,
  joinActivityPayload,
  kycPayload,
  launchParams,
  legalDocumentParams,
  loginPayload,
  lotteryLaunchParams,
  mallRedeemPayload,
  markInboxReadParams,
  memberInfoParams,
  merchantCodeQuery,
  name,
  rankingParams,
  rebateRecordsParams,
  recentGamesParams,
  registerPayload,
  requestId,
  resetMailCodeParams,
  resetPasswordPayload,
  rewardClaimPayload,
  serviceMessage,
  setDepositLimitPayload,
  setHeadIconParams,
  setMemberRebateParams,
  setPaymentPasswordPayload,
  setPlayLimitPayload,
  setRealityCheckParams,
  smsCodePayload,
  submitFeedbackPayload,
  takeBreakPayload,
  teamMemberDetailParams,
  teamMembersParams,
  teamRange,
  testPlayPayload,
  text,
  uplineTransfersParams,
  withdrawRecordQuery,
} from '@/api/requests';
import { LANGUAGE_CODES } from '@/config/schema';
import { accountRecordsEndpoint } from '@/api/endpoints/account-records';
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
import { contractTermsEndpoint } from '@/api/endpoints/contract-terms';
import { countriesEndpoint } from '@/api/endpoints/countries';
import { createDepositEndpoint } from '@/api/endpoints/create-deposit';
import { createUplineTransferEndpoint } from '@/api/endpoints/create-upline-transfer';
import { createWithdrawalEndpoint } from '@/api/endpoints/create-withdrawal';
import { dailyWageEndpoint } from '@/api/endpoints/daily-wage';
import { demoRoundEndpoint } from '@/demo/endpoints/demo-round';
import { demoRoundPayload, demoTableQuery } from '@/demo/endpoints/demo-requests';
import { demoTableEndpoint } from '@/demo/endpoints/demo-table';
import { deleteInboxEndpoint } from '@/api/endpoints/delete-inbox';
import { depositChannelsEndpoint } from '@/api/endpoints/deposit-channels';
import { depositOrderEndpoint } from '@/api/endpoints/deposit-order';
import { depositRecordsEndpoint } from '@/api/endpoints/deposit-records';
import { dividendEndpoint } from '@/api/endpoints/dividend';
import { downloadGuideEndpoint } from '@/api/endpoints/download-guide';
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
import { legalDocumentEndpoint } from '@/api/endpoints/legal-document';
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

/** Every call the client makes, in the order of their modules under src/api/endpoints/. */
export const PLATFORM_CALLS: readonly PlatformCall[] = [
  paramsAsQuery(accountRecordsEndpoint, accountRecordQuery),
  sends(activitiesEndpoint),
  paramsAsBody(addPayoutAccountEndpoint, addPayoutAccountPayload),
  paramsAsQuery(agentRebateRatesEndpoint, agentRebateRatesParams),
  paramsAsQuery(agentRebateReportEndpoint, teamRange),
  paramsAsBody(agentRegisterEndpoint, agentRegisterParams),
  paramsAsQuery(announcementsEndpoint, announcementParams),
  paramsAsBody(answerContractEndpoint, answerContractParams),
  paramsAsBody(applyActivityEndpoint, applyActivityPayload),
  paramsAsQuery(bannersEndpoint, bannersParams),
  paramsAsQuery(betRecordsEndpoint, betRecordQuery),
  paramsAsBody(bindContactEndpoint, bindContactPayload),
  paramsAsQuery(captchaEndpoint, captchaParams),
  paramsAsBody(changePasswordEndpoint, changePasswordPayload),
  paramsAsBody(changePaymentPasswordEndpoint, changePaymentPasswordPayload),
  sends(chatLaunchEndpoint, {
    query: z.strictObject({ b2c: z.literal('1'), ...chatLaunchParams.shape, module: z.literal('CBS3') }),
  }),
  sends(chatMessagesEndpoint),
  sends(chatPermissionEndpoint),
  paramsAsBody(chatSendEndpoint, chatSendParams),
  sends(chatUnreadEndpoint),
  paramsAsBody(claimActivityEndpoint, claimActivityPayload),
  paramsAsBody(claimMissionEndpoint, claimMissionPayload),
  paramsAsBody(claimRebateEndpoint, claimRebatePayload, idempotent),
  sends(claimReferralEndpoint),
  sends(contractInfoEndpoint),
  paramsAsQuery(contractTermsEndpoint, contractTermsParams),
  sends(countriesEndpoint),
  paramsAsBody(createDepositEndpoint, createDepositPayload, idempotent),
  paramsAsBody(createUplineTransferEndpoint, createUplineTransferPayload, idempotent),
  paramsAsBody(createWithdrawalEndpoint, createWithdrawalPayload, idempotent),
  paramsAsQuery(dailyWageEndpoint, teamRange),
  paramsAsBody(demoRoundEndpoint, demoRoundPayload, {
    headers: z.object({ [IDEMPOTENCY_HEADER]: requestId.check(z.describe("Equals the body's roundId.")) }),
    idempotencyKey: 'roundId',
  }),
  paramsAsQuery(demoTableEndpoint, demoTableQuery),
  sends(deleteInboxEndpoint, { query: z.strictObject({ ids: name.check(z.describe('Message ids, comma-separated.')) }) }),
  sends(depositChannelsEndpoint),
  sends(depositOrderEndpoint, { path: z.strictObject({ orderNo: name }) }),
  paramsAsQuery(depositRecordsEndpoint, depositRecordQuery),
  paramsAsQuery(dividendEndpoint, teamRange),
  paramsAsQuery(downloadGuideEndpoint, downloadGuideParams),
  sends(downloadLinksEndpoint),
  sends(favouritesEndpoint, {
    query: z.strictObject({ ...favouritesParams.shape, gameType: text.check(z.describe('Empty for every type.')) }),
  }),
  paramsAsBody(addFavouriteEndpoint, gameNode),
  paramsAsQuery(removeFavouriteEndpoint, gameNode),
  sends(feedbackListEndpoint),
  paramsAsQuery(fieldAvailabilityEndpoint, fieldAvailabilityParams),
  sends(gameListEndpoint, {
    query: z.strictObject({
      ...gameListParams.shape,
      platform: z.literal('html5'),
      gameName: text,
      gameType: text,
      vassalage: text.check(z.describe('A vendor code, or empty for every vendor.')),
      gameClassify: text,
      minBet: text.check(z.describe("A decimal (games playable with that bet), 'min' (the games at the lowest minimum bet), or empty.")),
      minLine: text,
      clientType: z.literal('2'),
    }),
  }),
  paramsAsQuery(gameVendorsEndpoint, merchantCodeQuery),
  sends(gameWalletsEndpoint),
  sends(headIconsEndpoint),
  paramsAsBody(setHeadIconEndpoint, setHeadIconParams),
  sends(helpCenterEndpoint, { query: z.strictObject({ device: z.literal('MOBILE'), lang: text }) }),
  sends(hotGamesEndpoint, { query: z.strictObject({ merchantCode: text, language: text, isPlatform: z.literal('2'), platform: z.literal('html5') }) }),
  sends(hotMatchesEndpoint),
  paramsAsQuery(hotNewsEndpoint, hotNewsParams),
  paramsAsQuery(inboxListEndpoint, inboxListParams),
  sends(inboxMessageEndpoint, { path: z.strictObject({ id: name }) }),
  sends(inboxUnreadEndpoint),
  paramsAsQuery(invitationCodeEndpoint, invitationCodeParams),
  sends(inviteInfoEndpoint),
  paramsAsBody(joinActivityEndpoint, joinActivityPayload),
  paramsAsBody(launchGameEndpoint, launchParams),
  paramsAsBody(launchLotteryEndpoint, lotteryLaunchParams),
  paramsAsQuery(legalDocumentEndpoint, legalDocumentParams),
  sends(levelBenefitsEndpoint),
  sends(liveModelsEndpoint),
  paramsEncrypted(loginEndpoint, loginPayload),
  sends(logoutEndpoint, { headers: z.object({ [SESSION_HEADER]: name.check(z.describe('The session to end.')) }) }),
  paramsAsQuery(lotteryListEndpoint, merchantCodeQuery),
  paramsAsQuery(elottListEndpoint, merchantCodeQuery),
  sends(mallHomeEndpoint),
  paramsAsBody(mallRedeemEndpoint, mallRedeemPayload, idempotent),
  sends(mallRedemptionsEndpoint),
  sends(manualRebateEndpoint),
  sends(markAnnouncementReadEndpoint, { body: { type: 'json', schema: z.strictObject({ announcementId: name, read: z.literal(true) }) } }),
  paramsAsBody(markInboxReadEndpoint, markInboxReadParams),
  paramsAsQuery(memberInfoEndpoint, memberInfoParams),
  sends(missionsEndpoint),
  paramsAsQuery(profitLossEndpoint, teamRange),
  paramsAsQuery(rankingEndpoint, rankingParams),
  paramsAsQuery(rebateRecordsEndpoint, rebateRecordsParams),
  sends(recallBalanceEndpoint),
  sends(recentGamesEndpoint, {
    query: z.strictObject({ ...recentGamesParams.shape, gameType: text, clientType: z.literal('2') }),
  }),
  paramsAsBody(addRecentGameEndpoint, gameNode),
  sends(redRainEndpoint),
  paramsEncrypted(registerEndpoint, registerPayload),
  sends(registrationSettingsEndpoint),
  paramsEncrypted(resetPasswordEndpoint, resetPasswordPayload),
  paramsAsBody(resetMailCodeEndpoint, resetMailCodeParams),
  paramsAsBody(rewardClaimEndpoint, rewardClaimPayload),
  sends(rewardListEndpoint),
  sends(rgSettingsEndpoint),
  sends(securityInfoEndpoint),
  sends(serviceLinksEndpoint),
  paramsAsBody(serviceMessageEndpoint, serviceMessage),
  sends(sessionSummaryEndpoint),
  paramsAsBody(setDepositLimitEndpoint, setDepositLimitPayload),
  paramsAsBody(setPlayLimitEndpoint, setPlayLimitPayload),
  paramsAsBody(setMemberRebateEndpoint, setMemberRebateParams),
  paramsAsBody(setPaymentPasswordEndpoint, setPaymentPasswordPayload),
  paramsAsBody(setRealityCheckEndpoint, setRealityCheckParams),
  paramsAsBody(smsCodeEndpoint, smsCodePayload),
  paramsAsBody(submitFeedbackEndpoint, submitFeedbackPayload, idempotent),
  paramsAsForm(submitKycEndpoint, kycPayload),
  sends(systemStatusEndpoint),
  paramsAsBody(takeBreakEndpoint, takeBreakPayload),
  paramsAsQuery(teamBettingEndpoint, teamRange),
  sends(teamKpiEndpoint, { query: z.strictObject({ ...teamRange.shape, size: z.literal('0') }) }),
  paramsAsQuery(teamMemberDetailEndpoint, teamMemberDetailParams),
  paramsAsQuery(teamMembersEndpoint, teamMembersParams),
  paramsAsQuery(teamOverviewEndpoint, teamRange),
  paramsAsQuery(teamPnlEndpoint, teamRange),
  paramsAsBody(testPlayEndpoint, testPlayPayload),
  sends(testimonialsEndpoint),
  sends(uplineTransferInfoEndpoint),
  paramsAsQuery(uplineTransfersEndpoint, uplineTransfersParams),
  sends(vendorGameTypesEndpoint, { query: z.strictObject({ typeId: z.literal('1'), merchantCode: text }) }),
  sends(walletEndpoint),
  paramsAsQuery(merchantWalletEndpoint, merchantCodeQuery),
  sends(winnersEndpoint, { query: z.strictObject({ gameCategory: z.literal('ALL'), language: text, limitNum: z.literal('100') }) }),
  sends(withdrawInfoEndpoint),
  paramsAsQuery(withdrawRecordsEndpoint, withdrawRecordQuery),
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
