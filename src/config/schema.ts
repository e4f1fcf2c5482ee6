// The merchant file: the single source of truth for everything that varies per merchant.
// Written with zod/mini so that the client bundle stays small; the same schema generates
// schemas/merchant.schema.json (scripts/generate-schemas.ts) and validates files in CI.
// Ids named here (flags, modules, fields, menu entries) are given their behaviour by the
// engine's registries (src/engine/*); an id the engine does not know fails validation.
import * as z from 'zod/mini';
import { httpsOrigin, httpsUrl, linkUrl, resourceUrl, siteImage } from './url-gate';
import { DEMO_KEY_FINGERPRINT, keyFingerprint } from './key-fingerprint';

/** Interface languages the app ships text for (the lobby switcher codes). */
export const LANGUAGE_CODES = ['EN', 'TY', 'CN', 'TH', 'VI'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** The wider list of languages the platform can offer (spec, section 3), by name. */
export const OFFERED_LANGUAGES = [
  'Chinese',
  'English',
  'Japanese',
  'Thai',
  'Vietnamese',
  'Burmese',
  'Spanish',
  'Hindi',
  'Indonesian',
  'Khmer',
  'Korean',
  'Malay',
  'Portuguese',
  'Tamil',
  'Traditional Chinese',
  'Tagalog',
  'Urdu',
  'Roman Urdu',
  'Brazilian Portuguese',
  'Turkish',
  'Bengali',
  'Arabic',
  'Persian',
  'Russian',
  'Kazakh',
  'Uzbek',
  'Lao',
  'Nepali',
  'French',
  'Telugu',
  'Swahili',
] as const;

/** Whitelabel feature flags by code (spec, section 3). */
export const FLAG_CODES = [
  'AGETRANSFERUP3',
  'CBS3',
  'TRANSREC3',
  'DEPRECM3',
  'WITHREC3',
  'PERSREP',
  'REWCEN3',
  'MANPLAYREB3',
  'PLYRBT',
  'MAILCEN',
  'AGENTPOLICY3',
  'PTSYS3',
  'TRANSBETREPMEM3',
  'SECPRIV',
] as const;
export type FlagCode = (typeof FLAG_CODES)[number];

/** Platform module ids a merchant can switch on. */
export const MODULE_IDS = ['REG3', 'CAPTCHA3', 'CBS3', 'SMSLOGIN3'] as const;
export type ModuleId = (typeof MODULE_IDS)[number];

/** Registration fields, in the spec's order. */
export const REGISTRATION_FIELD_IDS = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confimpsw',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;
export type RegistrationFieldId = (typeof REGISTRATION_FIELD_IDS)[number];

/** Member-center menu entries (targets and gates live in src/engine/member-menu.ts). */
export const MEMBER_MENU_IDS = [
  'agencyCenter',
  'inviteFriends',
  'missionActivity',
  'accountRecord',
  'depositRecord',
  'withdrawReport',
  'profitAndLoss',
  'rewardCenter',
  'superiorTransfer',
  'manualRebate',
  'myRebate',
  'news',
  'pointsMall',
  'securityCenter',
  'betRecord',
  'responsibleGaming',
  'feedback',
] as const;
export type MemberMenuId = (typeof MEMBER_MENU_IDS)[number];

/** Agent home menu grid entries (targets live in src/engine/agent-menu.ts). */
export const AGENT_MENU_IDS = [
  'teamOverview',
  'transactionRecord',
  'teamManagement',
  'redEnvelopeRain',
  'teamProfitAndLoss',
  'teamBetting',
  'gameRebateSetting',
  'agentRebate',
  'securityCenter',
  'newsCenter',
  'onlineService',
  'dailyWage',
] as const;
export type AgentMenuId = (typeof AGENT_MENU_IDS)[number];

export const AGENT_FOOTER_IDS = ['home', 'openAccount', 'dividend', 'announcements'] as const;
export type AgentFooterId = (typeof AGENT_FOOTER_IDS)[number];

export const BANNER_GROUPS = ['m_home', 'm_exclusive', 'm_video', 'm_partners', 'm_reg'] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

export const DOWNLOAD_RESOURCE_TYPES = [
  'IOS',
  'MOBILECONFIG',
  'Android',
  'TELEGRAM',
  'AppDownloadIcon',
  'FACEBOOK',
  'INSTAGRAM',
  'TWITTER',
  'AFFILIATELINK',
] as const;

export const THEME_NAMES = ['dark', 'light'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

/** Design tokens a merchant may override (themes/*.json define all of them). */
export const THEME_TOKENS = [
  'bg',
  'surface',
  'surface-2',
  'text',
  'text-muted',
  'primary',
  'primary-text',
  'accent',
  'danger',
  'success',
  'border',
  'header-bg',
  // Fixed colours of the feature styles: neutrals, ranks, prizes, payment kinds, jackpot tiers.
  'shadow',
  'on-color',
  'paper',
  'success-text',
  'gold',
  'silver',
  'bronze',
  'prize',
  'prize-bg',
  'prize-bg-text',
  'festive',
  'festive-glow',
  'pay-ewallet',
  'pay-qr',
  'pay-bank',
  'tier-major',
  'tier-minor',
  'tier-mini',
] as const;
export type ThemeToken = (typeof THEME_TOKENS)[number];

const nonEmpty = z.string().check(z.minLength(1));
const color = z.string().check(z.regex(/^#[0-9a-fA-F]{3,8}$/, 'expected a #hex colour'));

const compilesAsRegExp = (pattern: string): boolean => {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
};

const regexString = z.string().check(z.refine(compilesAsRegExp, { message: 'expected a valid regular expression' }));

const fieldRule = z.strictObject({
  enabled: z.boolean(),
  required: z.boolean(),
  pattern: z.optional(regexString),
  /** i18n key or literal text shown when the pattern fails. */
  message: z.optional(nonEmpty),
});

const namedRule = z.strictObject({ pattern: regexString, message: nonEmpty });

const flagsShape = Object.fromEntries(FLAG_CODES.map((c) => [c, z.boolean()])) as {
  [K in FlagCode]: z.ZodMiniBoolean;
};
const fieldsShape = Object.fromEntries(REGISTRATION_FIELD_IDS.map((c) => [c, fieldRule])) as {
  [K in RegistrationFieldId]: typeof fieldRule;
};
const tokensShape = Object.fromEntries(THEME_TOKENS.map((c) => [c, z.optional(color)])) as {
  [K in ThemeToken]: z.ZodMiniOptional<typeof color>;
};

const paymentChannel = z.strictObject({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  name: nonEmpty,
  kind: z.enum(['ewallet', 'qr', 'bank']),
  /** Whole pesos. */
  min: z.int().check(z.positive()),
  max: z.int().check(z.positive()),
});

/** Responsible-gaming break periods the code knows (durations in src/platform-sim/areas/responsible-rules.ts). */
export const COOL_OFF_PERIODS = ['24h', '7d', '30d'] as const;
export const EXCLUSION_PERIODS = ['6m', '1y', '5y'] as const;
export type CoolOffPeriod = (typeof COOL_OFF_PERIODS)[number];
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];

/** A text per interface language; English is required, the others fall back to it. */
const localText = z.strictObject({
  EN: nonEmpty,
  TY: z.optional(nonEmpty),
  CN: z.optional(nonEmpty),
  TH: z.optional(nonEmpty),
  VI: z.optional(nonEmpty),
});

export const merchantSchema = z.strictObject({
  $schema: z.optional(z.string()),
  code: z.string().check(z.regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes')),
  name: nonEmpty,
  hosts: z.array(nonEmpty),
  trialMerchantCode: nonEmpty,
  currency: z.strictObject({ symbol: nonEmpty, code: z.string().check(z.length(3)) }),
  languages: z.strictObject({
    default: z.enum(LANGUAGE_CODES),
    supported: z.array(z.enum(LANGUAGE_CODES)).check(z.minLength(1)),
    switcher: z.array(z.enum(LANGUAGE_CODES)),
    offered: z.array(z.enum(OFFERED_LANGUAGES)),
  }),
  theme: z.strictObject({
    default: z.enum(THEME_NAMES),
    available: z.array(z.enum(THEME_NAMES)).check(z.minLength(1)),
    brand: z.strictObject(tokensShape),
    /** Path under public/ or a png/jpeg/gif/webp data: URL; never another host. */
    logo: siteImage,
  }),
  whitelabel: z.strictObject(flagsShape),
  modules: z.array(z.enum(MODULE_IDS)),
  promotions: z.strictObject({ inviteFriends: z.boolean(), mission: z.boolean() }),
  registration: z.strictObject({
    methods: z.strictObject({ username: z.boolean(), mobile: z.boolean() }),
    fields: z.strictObject(fieldsShape),
    minimumAge: z.int().check(z.gte(18), z.lte(25)),
    /** Whole pesos, used in the register-bonus wording. */
    bonusAmount: z.int().check(z.gte(0)),
    defaultDialingCode: z.string().check(z.regex(/^\+\d{1,4}$/)),
  }),
  login: z.strictObject({
    smsTab: z.boolean(),
    rememberPassword: z.boolean(),
    socialSignIn: z.strictObject({
      google: z.boolean(),
      facebook: z.boolean(),
      /**
       * A live merchant's sign-in service (Firebase Authentication): its web SDK is loaded from
       * `sdkUrl` only on the login and registration screens, and only when this is set.
       */
      firebase: z.optional(
        z.strictObject({
          /** The folder of the SDK's compat scripts, e.g. https://www.gstatic.com/firebasejs/10.12.2 */
          sdkUrl: httpsUrl,
          apiKey: nonEmpty,
          /** Host name only, e.g. brand.firebaseapp.com */
          authDomain: z.string().check(z.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'a host name such as brand.firebaseapp.com')),
          projectId: nonEmpty,
        }),
      ),
    }),
    forgotPassword: z.strictObject({ mail: z.boolean(), sms: z.boolean() }),
    rules: z.strictObject({
      loginUsername: namedRule,
      loginPassword: namedRule,
      loginMobileNum: namedRule,
      verificationCode: namedRule,
    }),
  }),
  memberMenu: z.array(z.enum(MEMBER_MENU_IDS)),
  /**
   * The member center's entries beyond the spec's list (points mall, responsible gaming, feedback),
   * each behind its own switch. Absent switches follow `specListOnly`: on, unless the merchant asks
   * for the spec's list only. Optional: a file without it keeps its entries as they were.
   */
  memberCenter: z.optional(
    z.strictObject({
      specListOnly: z.optional(z.boolean()),
      pointsMall: z.optional(z.boolean()),
      responsibleGaming: z.optional(z.boolean()),
      feedback: z.optional(z.boolean()),
    }),
  ),
  agent: z.strictObject({
    menu: z.array(z.enum(AGENT_MENU_IDS)),
    footer: z.array(z.enum(AGENT_FOOTER_IDS)),
    display: z.strictObject({ salary: z.boolean(), dividend: z.boolean() }),
  }),
  bannerGroups: z.array(z.enum(BANNER_GROUPS)),
  /** Links: a path on this site (/downloads/…) or an https URL. */
  downloadLinks: z.array(z.strictObject({ resourceType: z.enum(DOWNLOAD_RESOURCE_TYPES), url: resourceUrl })),
  customerService: z.array(z.strictObject({ title: nonEmpty, url: linkUrl, type: z.enum(['whatsapp', 'CS', 'telegram', 'affiliate']) })),
  /** The messaging service (external): an https URL. */
  messagingServiceUrl: z.optional(httpsUrl),
  /** Origins images may come from besides this site: https://host (http only for localhost). */
  imageCdns: z.array(httpsOrigin),
  /** Origins the embedded frame (/m/frame) may show besides in-app pages (https://host). */
  frameOrigins: z.optional(z.array(httpsOrigin)),
  payments: z.strictObject({
    channels: z.array(paymentChannel),
    /** Quick deposit amounts, whole pesos. */
    quickAmounts: z.array(z.int().check(z.positive())),
    withdraw: z.strictObject({
      /** Whole pesos per withdrawal. */
      min: z.int().check(z.positive()),
      max: z.int().check(z.positive()),
      timesPerDay: z.int().check(z.gte(1), z.lte(50)),
      /** Channel kinds a payout account can use (a QR code cannot receive money). */
      payoutKinds: z.array(z.enum(['ewallet', 'bank'])).check(z.minLength(1)),
    }),
  }),
  /** The member's feedback form: the content must have between minWords and maxWords words. */
  feedback: z
    .strictObject({
      minWords: z.int().check(z.positive()),
      maxWords: z.int().check(z.positive()),
    })
    .check(z.refine((b) => b.minWords <= b.maxWords, { message: 'minWords must not be above maxWords', path: ['minWords'] })),
  responsibleGaming: z.strictObject({
    /** Shown with the 21+ mark at the bottom of every page. */
    tagline: localText,
    /** Hours before a raised or removed deposit limit applies (a lower one applies at once). */
    limitRaiseDelayHours: z.int().check(z.gte(0), z.lte(168)),
    /** Reality-check intervals a member can choose, in minutes. */
    realityCheckMinutes: z.array(z.int().check(z.gte(5), z.lte(240))).check(z.minLength(1)),
    coolOffPeriods: z.array(z.enum(COOL_OFF_PERIODS)).check(z.minLength(1)),
    exclusionPeriods: z.array(z.enum(EXCLUSION_PERIODS)).check(z.minLength(1)),
    helpContacts: z.array(
      z.strictObject({
        name: localText,
        phone: z.optional(nonEmpty),
        email: z.optional(nonEmpty),
        url: z.optional(linkUrl),
        hours: z.optional(localText),
      }),
    ),
  }),
  api: z
    .strictObject({
      mode: z.enum(['demo', 'live']),
      /** A path on this site (/api) or an https URL (http only for localhost). */
      baseUrl: resourceUrl,
      /**
       * RSA-OAEP SPKI public key, base64, used to wrap the per-request AES key. A live merchant
       * must carry its platform's own key; a demo merchant without one uses the demo platform's.
       */
      publicKey: z.optional(nonEmpty),
      timeoutMs: z.int().check(z.gte(1000), z.lte(60000)),
    })
    .check(
      z.refine((api) => api.mode !== 'live' || (api.publicKey !== undefined && keyFingerprint(api.publicKey) !== DEMO_KEY_FINGERPRINT), {
        message: "a live merchant needs its platform's own public key (not the demo platform's)",
        path: ['publicKey'],
      }),
    ),
  /**
   * Where a live site posts a crash record (message, route, release, merchant; never a token or
   * a password). Optional; https only.
   */
  errorReportUrl: z.optional(httpsUrl),
});

export type MerchantConfigData = z.infer<typeof merchantSchema>;

type DeepReadonly<T> = T extends (infer U)[] ? readonly DeepReadonly<U>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;

/** A loaded merchant configuration: validated, merged with defaults, deeply frozen. */
export type MerchantConfig = DeepReadonly<MerchantConfigData>;
