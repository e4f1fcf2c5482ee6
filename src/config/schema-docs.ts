// One line on what each key of a merchant file does: the descriptions of docs/merchant-config.md
// (npm run docs:config), kept apart from schema.ts so the client bundle never carries them.
// Keyed by JSON path as the reference writes it: `a.b`, `list[].key` for the items of a list, and
// `*` for any one key (e.g. `registration.fields.*.enabled`); the most specific entry wins.
// tests/config/schema-docs.test.ts fails when a key of the schema has no description or an entry
// here names no key, so adding a key to the schema means adding its line here.
// Not imported by the app: node scripts and tests only.
import type { FlagCode, ModuleId, RegistrationFieldId, ThemeToken } from './schema';

/** What each whitelabel flag switches on (spec sections 3 and 6; src/engine/access.ts). */
export const FLAG_DOCS: Readonly<Record<FlagCode, string>> = {
  AGETRANSFERUP3:
    'Superior transfer: a member sends money to the upline (member-center entry and /m/upLine/transfer), also only for members whose info says toUpline and whose type is not 2.',
  CBS3: 'Live chat (customer-service chat): the message-center chat entry with its unread badge, the floating online-chat button and the chat on /m/service; trial accounts are refused.',
  TRANSREC3: 'Transaction (account) record: member-center entry and /m/transaction/record, and the agent’s transaction-record tile.',
  DEPRECM3: 'Deposit record: member-center entry and /m/vouReport.',
  WITHREC3: 'Withdraw report: member-center entry and /m/withdrawReport.',
  PERSREP: 'Personal profit and loss report: member-center entry and /m/profitandloss.',
  REWCEN3: 'Reward center: member-center entry and /m/rewardCenter (claim rewards into the wallet); real accounts only.',
  MANPLAYREB3: 'Manual rebate: a member claims rebate on valid bets by hand (member-center entry and /m/member/manualRebate); real accounts only.',
  PLYRBT: 'My rebate: the member’s rebate report (member-center entry and /m/member/rebateReport).',
  MAILCEN: 'Messages (mail center): the news entry of the member center (/m/webEmail) and the agent’s news-center tile.',
  AGENTPOLICY3:
    'Agent contract prompts: after login, home asks agents with a pending daily-salary, dividend or hourly-salary contract request to open it (not for types 4, 40, 41, 42).',
  PTSYS3: 'Points mall: member-center entry and /m/mall/mallHome (redeem points earned from valid bets); real accounts only.',
  TRANSBETREPMEM3: 'Bet record: member-center entry and /m/gameRecord.',
  SECPRIV:
    'Security center: member-center entry, /m/securityCenter (payment password, mobile, email, identity) and the agent’s security-center tile; real accounts only.',
};

/** What each platform module id switches on. */
export const MODULE_DOCS: Readonly<Record<ModuleId, string>> = {
  REG3: 'Registration module of the platform (the spec’s example module id); stated for the platform, the app’s register screen does not depend on it.',
  CAPTCHA3:
    'Image captcha on registration: the captcha field shows (and the platform asks for it) only when this module is listed and `registration.fields.captcha.enabled` is true.',
  CBS3: 'Customer-service chat module of the platform (the chat launch names it); the app shows chat by the flag `whitelabel.CBS3`.',
  SMSLOGIN3: 'SMS login module of the platform; the app shows the SMS-code tab on login by `login.smsTab`.',
};

/** Each registration field of the register screen (spec section 2). */
const FIELD_DOCS: Readonly<Record<RegistrationFieldId, string>> = {
  username: 'Account name for username registration (also the login name).',
  mobileNum: 'Mobile number for mobile registration (national number after the dialing code).',
  verificationCode: 'SMS code sent to the mobile number (mobile registration).',
  password: 'Login password.',
  confimpsw: 'Confirm password (the spec’s spelling); must equal the password.',
  paymentPassword: 'Payment password asked at registration (used to withdraw and transfer).',
  idNumber: 'Identity document number.',
  qqNum: 'QQ number.',
  facebook: 'Facebook account.',
  wechat: 'WeChat id.',
  line: 'LINE id.',
  whatsapp: 'WhatsApp number.',
  zalo: 'Zalo id.',
  email: 'Email address.',
  nickname: 'Display name shown in the member center.',
  payeeName: 'Real name of the payee (used for withdrawals).',
  recommenderId: 'Account of the member who recommended this one.',
  affiliateCode: 'Invitation code: checked with the platform before registering (‘Invalid invitation code’).',
  captcha: 'Image captcha (also needs the module `CAPTCHA3`).',
};

/** Each design token a merchant may override (themes/*.json define them all). */
const TOKEN_DOCS: Readonly<Record<ThemeToken, string>> = {
  bg: 'Page background.',
  surface: 'Cards, sheets and list backgrounds.',
  'surface-2': 'Raised or nested surfaces (inputs, tiles on cards).',
  text: 'Body text.',
  'text-muted': 'Secondary text (hints, dates).',
  primary: 'Brand colour: primary buttons, active tabs, highlights.',
  'primary-text': 'Text and icons on the brand colour (keep 4.5:1 contrast with `primary`).',
  accent: 'Second brand colour: badges, prices, promotions.',
  danger: 'Errors and destructive actions.',
  success: 'Success states and positive amounts.',
  border: 'Dividers and outlines.',
  'header-bg': 'Header and home top-bar background.',
  shadow: 'Shadows, and the see-through scrims behind popups, sheets and over pictures.',
  'on-color': 'Text and icons on strong colour fills (badges, payment logos, the red-envelope banner) and on scrims; the white behind a framed page.',
  paper: 'The light backing of pictures drawn for a light ground (the captcha).',
  'success-text': 'Text on the success colour (paid and accepted labels).',
  gold: 'First place: the ranking’s gold medal and amount; the glow of the jackpot banners.',
  silver: 'Second place: the ranking’s silver medal.',
  bronze: 'Third place: the ranking’s bronze medal.',
  prize: 'Prize amounts on the dark prize banners (jackpots, red-envelope pool) and a favourite game’s star.',
  'prize-bg': 'Backdrop of the jackpot page’s banner.',
  'prize-bg-text': 'Secondary text on `prize-bg`.',
  festive: 'The red-envelope rain banner.',
  'festive-glow': 'The light at the top of the red-envelope rain banner.',
  'pay-ewallet': 'Logo tile of an e-wallet payment channel.',
  'pay-qr': 'Logo tile of a QR payment channel.',
  'pay-bank': 'Logo tile of a bank payment channel.',
  'tier-major': 'The major jackpot tier’s name.',
  'tier-minor': 'The minor jackpot tier’s name.',
  'tier-mini': 'The mini jackpot tier’s name.',
};

const LOCAL_TEXT = 'The text in this interface language (`EN` required; the others fall back to English).';

/** One line per top-level key: the section intro of the reference and its row in the key list. */
const SECTIONS: Readonly<Record<string, string>> = {
  $schema: 'The JSON Schema that gives completion and errors in an editor: `../schemas/merchant.schema.json`. Ignored at runtime.',
  code: 'The merchant’s code: lower case, equal to the file name, sent to the platform as `X-Merchant-Code` and picked by `?merchant=<code>`.',
  name: 'The brand shown to players (home top bar, titles).',
  hosts:
    'Host names that serve this merchant: the site picks the merchant by host name, and on a production host `?merchant=` picks only a merchant listing that host. A host belongs to one merchant only.',
  trialMerchantCode: 'Merchant code of this merchant’s free-trial accounts (the spec: a trial merchant distinct from the main one), for the platform.',
  currency: 'The currency money is shown in (always two decimals).',
  languages: 'Interface languages: the default, the ones offered to players and the side-menu switcher.',
  theme: 'Look: the default theme, the themes a player may pick, brand colours over the theme’s tokens and the logo.',
  whitelabel:
    'The spec’s whitelabel feature flags, `true` or `false` each (see [flag codes](#flag-codes)). For a live merchant the platform status’s value wins where it reports one.',
  modules: 'Platform module ids switched on for this merchant (see [module ids](#module-ids)).',
  promotions: 'Promotion features that have a member-center entry of their own.',
  registration: 'The register screen: methods, the rule of every field, the minimum age, the bonus wording and the default dialing code.',
  login: 'The login screen: SMS tab, remembered password, social sign-in, forgotten password and the rules of its fields.',
  memberMenu: 'Member-center menu entries, in order (see [member-center entries](#member-center-entries)); an entry still shows only when its gate allows it.',
  memberCenter:
    'The member-center entries beyond the spec’s list, each behind its own switch: points mall, responsible gaming and feedback. Absent (or a switch absent): the entry shows as `memberMenu` lists it.',
  'memberCenter.specListOnly':
    '`true`: the member center keeps to the spec’s list: points mall, responsible gaming and feedback are off unless switched on by their own key. Default `false`.',
  'memberCenter.pointsMall': 'Points-mall entry (it also needs the flag `PTSYS3`). Default: on, off with `specListOnly`.',
  'memberCenter.responsibleGaming':
    'Responsible-gaming entry (the page /m/responsibleGaming stays reachable from the footer note). Default: on, off with `specListOnly`.',
  'memberCenter.feedback': 'Feedback entry (/m/feedback, real accounts). Default: on, off with `specListOnly`.',
  agent: 'The agent home: its menu grid, its footer and which pay figures agents see (see [agent-home entries](#agent-home-entries)).',
  bannerGroups:
    'Banner groups the site shows: `m_home` (home carousel), `m_exclusive` (exclusive banner), `m_video` (video banners), `m_partners` (partners slider), `m_reg` (register page).',
  downloadLinks: 'App download and follow-us links. The demo platform answers them as its download links; a live platform answers its own.',
  customerService: 'Customer-service links (the first `CS` one is the default service link; `/m/service` is the built-in service page).',
  messagingServiceUrl: 'The message center’s messaging-service link (an in-app path or an https URL); no entry when absent.',
  imageCdns:
    'Origins images may be loaded from besides this site (`https://host`, plain http only for localhost); relative image paths from the platform resolve against the first.',
  frameOrigins: 'Origins the embedded frame (`/m/frame`) may show besides in-app pages (`https://host`); a launch answer may allow its own origin.',
  payments: 'Deposit channels, quick amounts and withdrawal rules (amounts in whole pesos).',
  feedback: 'The member’s feedback form: how many words the content must have.',
  responsibleGaming:
    'Responsible gaming: the tagline under every page, deposit-limit delay, reality check, cool-off and self-exclusion periods, help contacts.',
  api: 'The platform the site talks to: demo (the simulator in the browser) or live (the merchant’s own platform), its base URL, public key and timeout.',
  errorReportUrl:
    'Where a live site posts a crash record when a screen throws (message, route, release, merchant; never a token or a password); https only. No reports when absent.',
};

/** Every key below the top level. */
const KEYS: Readonly<Record<string, string>> = {
  'currency.symbol': 'Symbol written before amounts (e.g. ₱).',
  'currency.code': 'ISO 4217 code of the currency (e.g. PHP).',

  'languages.default': 'Language a first visit sees (`?lang=` and a stored choice win); must be one of `supported`.',
  'languages.supported': 'Languages a player may use on this site; an unsupported `?lang=` falls back to the default.',
  'languages.switcher': 'Languages of the settings and side-menu switcher, in order (the side menu shows the supported ones when this is empty).',
  'languages.offered': 'The wider list of languages the platform offers, by name (the spec’s list), for the platform.',

  'theme.default': 'Theme a first visit sees; must be one of `available`.',
  'theme.available': 'Themes a player may switch between in settings.',
  'theme.brand': 'Colours (`#hex`) over the theme’s design tokens; tokens not named keep the theme’s value in both themes.',
  'theme.logo': 'Logo: a path on this site (e.g. `/brand/<code>.svg` under `public/`) or a png/jpeg/gif/webp data: URL; never another host.',

  'promotions.inviteFriends': 'Invite friends: member-center entry and /m/inviteFriends (code, link, friends’ rewards).',
  'promotions.mission': 'Mission activity: member-center entry and /m/leaderBoard (daily and weekly missions, leaderboard).',

  'registration.methods': 'Which registration methods exist; when both are on, the screen shows a toggle (username first).',
  'registration.methods.username': 'Registration by username and password.',
  'registration.methods.mobile': 'Registration by mobile number and SMS code.',
  'registration.fields': 'The rule of every registration field (all 19 are listed in the defaults; a file names only those it changes).',
  'registration.fields.*.enabled': 'Whether the field shows on the register screen.',
  'registration.fields.*.required': 'Whether an enabled field must be filled (an optional empty field passes).',
  'registration.fields.*.pattern': 'Regular expression a filled value must match (JavaScript syntax).',
  'registration.fields.*.message': 'Shown when the pattern fails: an i18n key (e.g. `error.format.email`) or a literal text.',
  'registration.minimumAge': 'Minimum age in the age confirmation and the identity check (the spec: 21).',
  'registration.bonusAmount': 'Registration bonus in whole pesos, used in the register-bonus wording (0: none).',
  'registration.defaultDialingCode': 'Dialing code preselected for mobile numbers (e.g. `+63`).',

  'login.smsTab': 'Show the SMS-code login tab beside username and password.',
  'login.rememberPassword': 'Offer ‘remember password’ (kept encrypted on the device).',
  'login.socialSignIn': 'Social sign-in buttons (shown only when the provider is also set up).',
  'login.socialSignIn.google': 'Sign in with Google.',
  'login.socialSignIn.facebook': 'Sign in with Facebook.',
  'login.socialSignIn.firebase':
    'The sign-in service of a live merchant (Firebase Authentication). Set, its web SDK is loaded from `sdkUrl` on the login and registration screens only, and the build’s CSP allows that script origin, the `authDomain` frame and Google’s identity APIs. A demo merchant uses the demo platform’s own provider instead.',
  'login.socialSignIn.firebase.sdkUrl':
    'The https folder of the SDK’s compat scripts (`firebase-app-compat.js`, `firebase-auth-compat.js`), e.g. `https://www.gstatic.com/firebasejs/10.12.2`.',
  'login.socialSignIn.firebase.apiKey': 'The Firebase web API key (public by design).',
  'login.socialSignIn.firebase.authDomain': 'The Firebase auth domain, a host name (e.g. `brand.firebaseapp.com`).',
  'login.socialSignIn.firebase.projectId': 'The Firebase project id.',
  'login.forgotPassword': 'How a forgotten password is reset; the link shows when either is on.',
  'login.forgotPassword.mail': 'Reset by email.',
  'login.forgotPassword.sms': 'Reset by SMS code.',
  'login.rules': 'The named rule sets of the login fields (pattern and message each).',
  'login.rules.loginUsername': 'Rule of the username on login.',
  'login.rules.loginPassword': 'Rule of the password on login (and of the old password when changing it).',
  'login.rules.loginMobileNum': 'Rule of the mobile number on the SMS tab.',
  'login.rules.verificationCode': 'Rule of the SMS code on the SMS tab.',
  'login.rules.*.pattern': 'Regular expression the value must match (JavaScript syntax).',
  'login.rules.*.message': 'Shown when the pattern fails: an i18n key or a literal text.',

  'agent.menu': 'Agent home menu grid, in order.',
  'agent.footer': 'Agent home footer, in order.',
  'agent.display': 'Which pay figures agents see.',
  'agent.display.salary': 'Daily wage: the agent menu’s daily-wage tile and /m/member/agent/dailySalary.',
  'agent.display.dividend': 'Dividend: the agent footer’s dividend entry and /m/member/agent/agentDivident.',

  'downloadLinks[].resourceType':
    'What the link is: `Android`, `IOS` (app), `MOBILECONFIG` (iOS profile) drive the download popup; `FACEBOOK`, `INSTAGRAM`, `TWITTER`, `TELEGRAM` the follow-us icons.',
  'downloadLinks[].url': 'A path on this site (e.g. `/downloads/app.apk`) or an https URL.',

  'customerService[].title': 'Label of the link.',
  'customerService[].url': 'An in-app path (e.g. `/m/service`) or an https URL.',
  'customerService[].type': 'Kind of service: `CS` (customer service), `whatsapp`, `telegram` or `affiliate`.',

  'payments.channels': 'Deposit channels offered on /m/voucherCenter, in order.',
  'payments.channels[].id': 'Stable id of the channel (lower case, digits, dashes).',
  'payments.channels[].name': 'Name shown (e.g. GCash).',
  'payments.channels[].kind': 'Kind of channel: `ewallet`, `qr` (scan to pay) or `bank`.',
  'payments.channels[].min': 'Smallest deposit through this channel, whole pesos.',
  'payments.channels[].max': 'Largest deposit through this channel, whole pesos (not below `min`).',
  'payments.quickAmounts': 'Quick deposit amount buttons, whole pesos.',
  'payments.withdraw': 'Withdrawal rules.',
  'payments.withdraw.min': 'Smallest withdrawal, whole pesos.',
  'payments.withdraw.max': 'Largest withdrawal, whole pesos (not below `min`).',
  'payments.withdraw.timesPerDay': 'Withdrawals a member may make per day.',
  'payments.withdraw.payoutKinds': 'Channel kinds a payout account may use (a QR code cannot receive money).',

  'feedback.minWords': 'Fewest words the feedback content may have.',
  'feedback.maxWords': 'Most words the feedback content may have (not below `minWords`).',

  'responsibleGaming.tagline': 'Shown with the 21+ mark at the bottom of every page.',
  'responsibleGaming.tagline.*': LOCAL_TEXT,
  'responsibleGaming.limitRaiseDelayHours': 'Hours before a raised or removed deposit limit applies (a lower one applies at once).',
  'responsibleGaming.realityCheckMinutes': 'Reality-check intervals a member can choose, in minutes.',
  'responsibleGaming.coolOffPeriods': 'Cool-off periods a member can choose (every session ends; login refused until the end).',
  'responsibleGaming.exclusionPeriods': 'Self-exclusion periods a member can choose.',
  'responsibleGaming.helpContacts': 'Help organisations listed on the responsible-gaming page.',
  'responsibleGaming.helpContacts[].name': 'Name of the organisation.',
  'responsibleGaming.helpContacts[].name.*': LOCAL_TEXT,
  'responsibleGaming.helpContacts[].phone': 'Phone number (a tap calls it).',
  'responsibleGaming.helpContacts[].email': 'Email address.',
  'responsibleGaming.helpContacts[].url': 'Web page: an in-app path or an https URL.',
  'responsibleGaming.helpContacts[].hours': 'When they can be reached.',
  'responsibleGaming.helpContacts[].hours.*': LOCAL_TEXT,

  'api.mode': '`demo`: the simulator answers inside the browser (no server needed); `live`: the merchant’s platform at `baseUrl`.',
  'api.baseUrl': 'Base URL of the platform API: a path on this site (`/api`) or an https URL (plain http only for localhost).',
  'api.publicKey':
    'The platform’s RSA-OAEP public key (base64 SPKI) that login and registration payloads are encrypted to. A live merchant must carry its own (not the demo key); a demo merchant without one uses the demo platform’s.',
  'api.timeoutMs': 'How long a call may take before ‘Slow Connection’, in milliseconds.',
};

function buildTable(): Readonly<Record<string, string>> {
  const table: Record<string, string> = { ...SECTIONS, ...KEYS };
  for (const [code, text] of Object.entries(FLAG_DOCS)) table[`whitelabel.${code}`] = text;
  for (const [id, text] of Object.entries(FIELD_DOCS)) table[`registration.fields.${id}`] = text;
  for (const [token, text] of Object.entries(TOKEN_DOCS)) table[`theme.brand.${token}`] = text;
  return table;
}

/** Every description by JSON path pattern (exact paths and `*` patterns). */
export const KEY_DOCS: Readonly<Record<string, string>> = buildTable();

const segments = (p: string): string[] => p.split('.');

/** Whether `pattern` (with `*` for any one key) names `path`. */
export function patternMatches(pattern: string, path: string): boolean {
  const a = segments(pattern);
  const b = segments(path);
  return a.length === b.length && a.every((s, i) => s === '*' || s === b[i]);
}

/** The description of a key path: its exact entry, else the matching pattern with the fewest `*`. */
export function describeKey(path: string): string | undefined {
  const exact = KEY_DOCS[path];
  if (exact !== undefined) return exact;
  let best: { text: string; stars: number } | undefined;
  for (const [pattern, text] of Object.entries(KEY_DOCS)) {
    if (!pattern.includes('*') || !patternMatches(pattern, path)) continue;
    const stars = segments(pattern).filter((s) => s === '*').length;
    if (!best || stars < best.stars) best = { text, stars };
  }
  return best?.text;
}

/** The intro line of a top-level key's section. */
export function sectionIntro(topLevelKey: string): string | undefined {
  return SECTIONS[topLevelKey];
}
