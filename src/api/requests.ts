// The requests of the platform calls that send their params as they are (the query, the JSON
// body, the encrypted payload or the form), each written once as a zod schema of the wire form,
// with its TypeScript type derived from it (`z.input`, or `z.output` for a query, whose numbers and
// booleans travel as text). The endpoint modules take their params types from here (type-only
// imports, so none of this ships in the app); src/api/contract.ts declares the calls with these
// schemas, and the demo platform server (scripts/platform-http.ts) and the OpenAPI document
// (scripts/openapi.ts) read them from there.
import * as z from 'zod/mini';
import { BANNER_GROUPS } from '@/config/schema';
import { REBATE_GAME_TYPES } from '@/engine/agent-reports';
import { FEEDBACK_CATEGORIES } from '@/engine/feedback-rules';
import { REGISTRATION_PAYLOAD_NAMES, type RegistrationPayloadName } from '@/engine/registration-form';
import { LEDGER_KINDS } from '@/api/endpoints/account-records';
import { CONTRACT_KINDS } from '@/api/endpoints/contract-terms';
import { GUIDE_PLATFORMS } from '@/api/endpoints/download-guide';
import { LEGAL_DOCUMENTS } from '@/api/endpoints/legal-document';

// ---------------------------------------------------------------------------------------------
// Wire formats

export const text = z.string();
export const opt = z.optional(z.string());
/** A value that names something (an id, a key): never empty. */
export const name = z.string().check(z.minLength(1));
/** An integer in a query string. */
export const int = z.pipe(z.string().check(z.regex(/^-?\d+$/)), z.coerce.number<string>().check(z.int()));
/** A boolean in a query string. */
export const bool = z.stringbool({ truthy: ['true'], falsy: ['false'] });
/** A calendar day, as the record and report pages send it. */
export const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/), z.describe('A calendar day, YYYY-MM-DD (UTC).'));
/** A money amount the member enters: never negative, exactly two decimals. */
export const amount = z.string().check(z.regex(/^\d+\.\d{2}$/), z.describe('A decimal string with exactly two decimals, e.g. "500.00".'));
/** Percent with two decimals, as the rebate rates are written. */
export const rate = z.string().check(z.regex(/^\d{1,3}\.\d{2}$/), z.describe('Percent with two decimals, e.g. "1.20".'));
export const requestId = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(128),
    z.describe('Chosen by the app once per intent (a UUID) and sent again on every retry of it; the platform acts once per requestId.'),
  );
export const base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/));

export const range = { startDate: day, endDate: day };
export const page = { pageNum: int, pageSize: int };
export const recordQuery = { ...range, ...page };
export const node = { nodeId: text, vendor: text };

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

export const loginPayload = z.discriminatedUnion('type', [
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
/** One of the three kinds of login, each with what it needs. */
export type LoginPayload = z.input<typeof loginPayload>;

/** One optional text per registration field, under its payload name (the engine's form fields). */
const registrationFields = Object.fromEntries(REGISTRATION_PAYLOAD_NAMES.map((n) => [n, opt])) as { [K in RegistrationPayloadName]: typeof opt };

/** The registration payload: what the app adds, and every registration field of the merchant schema. */
export const registerPayload = z.strictObject({
  ...registrationFields,
  countryDialingCode: text,
  registerUrl: text.check(z.describe('The host the member registered on.')),
  registerMethod: z.enum(['APP', 'H5', 'PWA', 'WEBCLIP']),
  normalRegister: z.boolean(),
  type: z.literal(0),
  domain: text,
  deviceId: text,
  password: text,
  confirmPassword: text,
  captchaId: opt,
  firebaseChannel: z.optional(z.literal('sms')),
  firebaseIdToken: opt,
});
export type RegisterPayload = z.input<typeof registerPayload>;

export const resetPasswordPayload = z.discriminatedUnion('channel', [
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

export const kycPayload = z.strictObject({
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

// ---------------------------------------------------------------------------------------------
// Every call's params, in the order of their modules under src/api/endpoints/

export const accountRecordQuery = z.strictObject({ ...recordQuery, kind: z.enum(['', ...LEDGER_KINDS]), types: z.enum(['', 'A']), member: text });
export type AccountRecordQuery = z.output<typeof accountRecordQuery>;

export const addPayoutAccountPayload = z.strictObject({ channelId: text, accountName: text, accountNumber: text });
export type AddPayoutAccountPayload = z.input<typeof addPayoutAccountPayload>;

export const agentRebateRatesParams = z.strictObject({ userName: text.check(z.describe("A downline member, or empty for the agent's own rates only.")) });
export type AgentRebateRatesParams = z.output<typeof agentRebateRatesParams>;

export const teamRange = z.strictObject(range);
export type TeamRange = z.output<typeof teamRange>;

export const agentRegisterParams = z.strictObject({ username: text, password: text, accountType: z.enum(['member', 'agent']) });
export type AgentRegisterParams = z.input<typeof agentRegisterParams>;

export const announcementParams = z.strictObject({
  types: text.check(z.describe('Comma-separated kinds: B, PL, PU, PR, H, A.')),
  groupName: text,
  platform: z.enum(['M', 'W']),
  merchantCode: text,
});
export type AnnouncementParams = z.output<typeof announcementParams>;

export const answerContractParams = z.strictObject({ kind: z.enum(CONTRACT_KINDS), accept: z.boolean() });
export type AnswerContractParams = z.input<typeof answerContractParams>;

export const applyActivityPayload = z.strictObject({ id: name, comment: text, images: z.array(z.strictObject({ name: text, type: text, size: z.number() })) });
export type ApplyActivityPayload = z.input<typeof applyActivityPayload>;

export const bannersParams = z.strictObject({ groupName: z.enum(BANNER_GROUPS) });
export type BannersParams = z.output<typeof bannersParams>;

export const betRecordQuery = z.strictObject({ ...recordQuery, gameType: text });
export type BetRecordQuery = z.output<typeof betRecordQuery>;

export const bindContactPayload = z.strictObject({ kind: z.enum(['mobile', 'email']), value: text, password: text });
export type BindContactPayload = z.input<typeof bindContactPayload>;

export const captchaParams = z.strictObject({ purpose: z.enum(['login', 'register']), nonce: int.check(z.describe('Changes to get a fresh image.')) });
export type CaptchaParams = z.output<typeof captchaParams>;

export const changePasswordPayload = z.strictObject({
  oldPassword: z.optional(text.check(z.describe('Omitted while a first-login or expired password is being replaced.'))),
  newPassword: text,
  confirmNewPassword: text,
});
export type ChangePasswordPayload = z.input<typeof changePasswordPayload>;

export const changePaymentPasswordPayload = z.strictObject({ oldPassword: text, newPassword: text, confirmPassword: text });
export type ChangePaymentPasswordPayload = z.input<typeof changePaymentPasswordPayload>;

export const chatSendParams = z.strictObject({ text });
export type ChatSendParams = z.input<typeof chatSendParams>;

export const chatLaunchParams = z.strictObject({ language: text, backUrl: text, headerColor: text, title: text });
/** The chat's params; the call adds `b2c` and `module` (src/api/contract.ts). */
export type ChatLaunchParams = z.output<typeof chatLaunchParams>;

export const claimActivityPayload = z.strictObject({ id: name });
export type ClaimActivityPayload = z.input<typeof claimActivityPayload>;

export const claimMissionPayload = z.strictObject({ id: name });
export type ClaimMissionPayload = z.input<typeof claimMissionPayload>;

export const claimRebatePayload = z.strictObject({ requestId });
export type ClaimRebatePayload = z.input<typeof claimRebatePayload>;

export const contractTermsParams = z.strictObject({ kind: z.enum(CONTRACT_KINDS) });
export type ContractTermsParams = z.output<typeof contractTermsParams>;

export const createDepositPayload = z.strictObject({ channelId: text, amount, requestId });
export type CreateDepositPayload = z.input<typeof createDepositPayload>;

export const createUplineTransferPayload = z.strictObject({ amount, paymentPassword: text, requestId });
export type CreateUplineTransferPayload = z.input<typeof createUplineTransferPayload>;

export const createWithdrawalPayload = z.strictObject({ accountId: text, amount, paymentPassword: text, requestId });
export type CreateWithdrawalPayload = z.input<typeof createWithdrawalPayload>;

export const depositRecordQuery = z.strictObject({ ...recordQuery, status: z.enum(['', 'pending', 'approved', 'rejected']) });
export type DepositRecordQuery = z.output<typeof depositRecordQuery>;

export const downloadGuideParams = z.strictObject({ platform: z.enum(GUIDE_PLATFORMS), language: text });
export type DownloadGuideParams = z.output<typeof downloadGuideParams>;

export const favouritesParams = z.strictObject({ pageNo: int, pageSize: int, gameType: opt, language: text });
/** A page of favourites; an absent game type is sent empty (every type). */
export type FavouritesParams = z.output<typeof favouritesParams>;

export const gameListParams = z.strictObject({
  merchant: text,
  gameName: opt,
  gameType: opt,
  pageNo: int,
  pageSize: int,
  vassalage: opt,
  gameClassify: opt,
  minBet: opt,
  language: text,
});
/** A page of the game list; an absent filter is sent empty, and the call adds the fixed values. */
export type GameListParams = z.output<typeof gameListParams>;

export const gameNode = z.strictObject(node);
export type GameNode = z.input<typeof gameNode>;

export const fieldAvailabilityParams = z.strictObject({ field: z.enum(['username', 'email']), value: text });
export type FieldAvailabilityParams = z.output<typeof fieldAvailabilityParams>;

export const merchantCodeQuery = z.strictObject({ merchantCode: text });
export type MerchantCodeQuery = z.output<typeof merchantCodeQuery>;

export const setHeadIconParams = z.strictObject({ icon: text });
export type SetHeadIconParams = z.input<typeof setHeadIconParams>;

export const hotNewsParams = z.strictObject({ language: text });
export type HotNewsParams = z.output<typeof hotNewsParams>;

export const inboxListParams = z.strictObject(page);
export type InboxListParams = z.output<typeof inboxListParams>;

export const invitationCodeParams = z.strictObject({ code: text, domain: text });
export type InvitationCodeParams = z.output<typeof invitationCodeParams>;

export const joinActivityPayload = z.strictObject({ id: name });
export type JoinActivityPayload = z.input<typeof joinActivityPayload>;

export const launchParams = z.strictObject({ ...node, gameId: text, freePlay: z.boolean() });
export type LaunchParams = z.input<typeof launchParams>;

export const lotteryLaunchParams = z.strictObject({
  mui: text,
  gameId: text,
  playType: z.enum(['Tradition', 'Entertainment']),
  prizeMode: z.enum(['Lott', 'Elott']),
});
export type LotteryLaunchParams = z.input<typeof lotteryLaunchParams>;

export const legalDocumentParams = z.strictObject({ kind: z.enum(LEGAL_DOCUMENTS), language: text });
export type LegalDocumentParams = z.output<typeof legalDocumentParams>;

export const mallRedeemPayload = z.strictObject({ itemId: name, requestId });
export type MallRedeemPayload = z.input<typeof mallRedeemPayload>;

export const markInboxReadParams = z.strictObject({ ids: z.union([z.array(name), z.literal('all')]) });
export type MarkInboxReadParams = z.input<typeof markInboxReadParams>;

export const memberInfoParams = z.strictObject({ renew: bool.check(z.describe('true: the platform refreshes the balance from the game wallets first.')) });
export type MemberInfoParams = z.output<typeof memberInfoParams>;

export const rankingParams = z.strictObject({ kind: z.enum(['deposit', 'bet']), period: z.enum(['today', 'week', 'month']) });
export type RankingParams = z.output<typeof rankingParams>;

export const recentGamesParams = z.strictObject({ page: int, pageSize: int, gameType: opt, language: text });
/** A page of recent games; an absent game type is sent empty (every type). */
export type RecentGamesParams = z.output<typeof recentGamesParams>;

export const rebateRecordsParams = z.strictObject(recordQuery);
export type RebateRecordsParams = z.output<typeof rebateRecordsParams>;

export type ResetPasswordPayload = z.input<typeof resetPasswordPayload>;

export const resetMailCodeParams = z.strictObject({ username: text, email: text });
export type ResetMailCodeParams = z.input<typeof resetMailCodeParams>;

export const rewardClaimPayload = z.strictObject({ id: name });
export type RewardClaimPayload = z.input<typeof rewardClaimPayload>;

export const serviceMessage = z.strictObject({ content: text });
export type ServiceMessage = z.input<typeof serviceMessage>;

export const setDepositLimitPayload = z.strictObject({
  period: z.enum(['daily', 'weekly', 'monthly']),
  amount: z.nullable(amount).check(z.describe('null: no limit.')),
});
export type SetDepositLimitPayload = z.input<typeof setDepositLimitPayload>;

export const setPlayLimitPayload = z.strictObject({
  kind: z.enum(['loss', 'wager']),
  period: z.enum(['daily', 'weekly', 'monthly']),
  amount: z.nullable(amount).check(z.describe('null: no limit.')),
});
export type SetPlayLimitPayload = z.input<typeof setPlayLimitPayload>;

export const setMemberRebateParams = z.strictObject({ userName: name, rates: z.array(z.strictObject({ gameType: z.enum(REBATE_GAME_TYPES), rate })) });
export type SetMemberRebateParams = z.input<typeof setMemberRebateParams>;

export const setPaymentPasswordPayload = z.strictObject({ password: text, confirmPassword: text });
export type SetPaymentPasswordPayload = z.input<typeof setPaymentPasswordPayload>;

export const setRealityCheckParams = z.strictObject({ minutes: z.nullable(z.number().check(z.int(), z.gte(1))).check(z.describe('null: no reality check.')) });
export type SetRealityCheckParams = z.input<typeof setRealityCheckParams>;

export const smsCodePayload = z.strictObject({
  mobileNo: text,
  countryDialingCode: text,
  purpose: z.enum(['register', 'login', 'reset']),
  botCheck: z.boolean(),
});
export type SmsCodePayload = z.input<typeof smsCodePayload>;

export const submitFeedbackPayload = z.strictObject({ category: z.enum(FEEDBACK_CATEGORIES), content: text, requestId });
export type SubmitFeedbackPayload = z.input<typeof submitFeedbackPayload>;

export type KycPayload = z.input<typeof kycPayload>;

export const takeBreakPayload = z.strictObject({ kind: z.enum(['coolOff', 'selfExclusion']), period: z.enum(['24h', '7d', '30d', '6m', '1y', '5y']) });
export type TakeBreakPayload = z.input<typeof takeBreakPayload>;

export const teamMemberDetailParams = z.strictObject({ userName: text });
export type TeamMemberDetailParams = z.output<typeof teamMemberDetailParams>;

export const teamMembersParams = z.strictObject({ search: text.check(z.describe('Part of a user name or nickname; empty for all.')) });
export type TeamMembersParams = z.output<typeof teamMembersParams>;

export const testPlayPayload = z.strictObject({
  deviceId: text,
  merchantCode: text.check(z.describe("The merchant's trial merchant code (trialMerchantCode), distinct from its main code.")),
});
export type TestPlayPayload = z.input<typeof testPlayPayload>;

export const uplineTransfersParams = z.strictObject(page);
export type UplineTransfersParams = z.output<typeof uplineTransfersParams>;

export const withdrawRecordQuery = z.strictObject({ ...recordQuery, status: z.enum(['', 'processing', 'paid', 'rejected']) });
export type WithdrawRecordQuery = z.output<typeof withdrawRecordQuery>;
