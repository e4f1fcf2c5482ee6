// The complete route table of both spec documents (section 2), with the chrome rules (header,
// footer, back button, search icon) and the guards, expressed as abilities of can().
// The router in src/app is built from ROUTES; QA snapshots it per merchant.
import { DENIAL_OUTCOMES, canAll, type AccessContext, type Ability, type Decision, type DenyReason } from '@/engine/access';
import { HOME_PATH, type RefusalKey } from '@/engine/tap';

export type BackBehaviour = 'home' | 'history' | 'none';
/** Game types whose list the header search icon opens. */
export type SearchGameType = 'LIVE' | 'SPORTS' | 'ESPORTS' | 'PVP' | 'FISH' | 'RNG';

export interface RouteDef<Id extends string = RouteId> {
  /** Stable screen id. */
  readonly id: Id;
  /** Every path (aliases) of the screen; `:name` is a path parameter. */
  readonly paths: readonly string[];
  /** The path links use (href), when it is not the first of `paths`. */
  readonly canonical?: string;
  readonly titleKey: string;
  /** Abilities checked in order; the first denial decides. */
  readonly guard: readonly Ability[];
  /** Where a denial sends the visitor when it differs from the default (see DENIAL_OUTCOMES). */
  readonly deny?: Readonly<Partial<Record<DenyReason, string>>>;
  readonly header: boolean;
  readonly footer: boolean;
  readonly back: BackBehaviour;
  readonly searchGameType?: SearchGameType;
}

interface RouteOptions {
  canonical?: string;
  guard?: readonly Ability[];
  deny?: Partial<Record<DenyReason, string>>;
  header?: boolean;
  footer?: boolean;
  back?: BackBehaviour;
  search?: SearchGameType;
}

function route<const Id extends string>(id: Id, paths: readonly string[], opts: RouteOptions = {}): RouteDef<Id> {
  const def: RouteDef<Id> = {
    id,
    paths,
    titleKey: `title.${id}`,
    guard: opts.guard ?? [],
    header: opts.header ?? true,
    footer: opts.footer ?? true,
    back: opts.back ?? 'history',
    ...(opts.deny ? { deny: opts.deny } : {}),
    ...(opts.canonical ? { canonical: opts.canonical } : {}),
    ...(opts.search ? { searchGameType: opts.search } : {}),
  };
  return def;
}

export const HOME_PATHS = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home', '/m/games'] as const;

/** Agent-only screens: a visitor or a non-agent is sent home (spec: 'otherwise redirect to /m/home'). */
const AGENT: RouteOptions = { guard: ['enterAgentHome'], deny: { needsLogin: HOME_PATH } };
const agentRoute = <const Id extends string>(id: Id, path: string, extra: readonly Ability[] = []): RouteDef<Id> =>
  route(id, [path], { ...AGENT, guard: ['enterAgentHome', ...extra] });
/** System pages shown instead of the app: no shared chrome. */
const SYSTEM: RouteOptions = { header: false, footer: false, back: 'none' };
const SESSION: readonly Ability[] = ['enterMemberArea'];
const REAL: readonly Ability[] = ['useRealAccountFeature'];

const ROUTE_TABLE = [
  // ---- accounts, home, member area (accounts-home-member.md)
  route('home', HOME_PATHS, { canonical: HOME_PATH, header: false, back: 'none' }),
  route('login', ['/m/login', '/login'], { header: false, back: 'home' }),
  route('register', ['/m/register', '/register', '/register.html'], { header: false, back: 'home' }),
  route('trial', ['/m/trail'], { back: 'home' }),
  route('forgotPassword', ['/m/forget'], { header: false, back: 'home' }),
  route('changePassword', ['/m/changePsw'], {
    guard: [...SESSION, ...REAL],
    deny: { needsLogin: HOME_PATH },
    header: false,
    footer: false,
    back: 'none',
  }),
  route('settings', ['/m/setting', '/m/set'], { canonical: '/m/set', guard: SESSION }),
  route('about', ['/m/about']),
  route('announcements', ['/m/notice'], { footer: false }),
  route('messageCenter', ['/m/message', '/m/messages'], { header: false }),
  route('inbox', ['/m/webEmail'], { guard: ['flag:MAILCEN', 'useInbox'] }),
  route('memberCenter', ['/m/member/home', '/m/myAccount/index'], { header: false }),
  route('deposit', ['/m/voucherCenter'], { guard: ['enterVoucherCenter'] }),
  route('withdraw', ['/m/withdraw'], { guard: REAL }),
  route('betRecord', ['/m/gameRecord'], { guard: ['flag:TRANSBETREPMEM3', ...SESSION] }),
  route('accountRecord', ['/m/transaction/record'], { guard: ['flag:TRANSREC3', ...SESSION] }),
  route('profitAndLoss', ['/m/profitandloss'], { guard: ['flag:PERSREP', ...SESSION] }),
  route('rewardCenter', ['/m/rewardCenter'], { guard: ['flag:REWCEN3', ...REAL] }),
  route('pointsMall', ['/m/mall/mallHome'], { guard: ['flag:PTSYS3', ...REAL] }),
  route('securityCenter', ['/m/securityCenter'], { guard: ['flag:SECPRIV', ...REAL] }),
  route('activity', ['/m/activity'], { back: 'home' }),
  route('activityDetail', ['/m/activity/:id']),
  route('help', ['/m/help'], { footer: false }),
  route('download', ['/m/download'], { header: false }),
  route('app', ['/m/app'], { header: false, footer: false }),
  route('downloadAndroid', ['/m/download/android']),
  route('downloadIos', ['/m/download/ios']),
  route('memberBenefits', ['/m/member/benefits']),
  route('inviteFriends', ['/m/inviteFriends'], { guard: ['promo:inviteFriends', ...REAL] }),
  route('missionActivity', ['/m/leaderBoard'], { guard: ['promo:mission', ...SESSION] }),
  route('depositRecord', ['/m/vouReport'], { guard: ['flag:DEPRECM3', ...SESSION] }),
  route('withdrawReport', ['/m/withdrawReport'], { guard: ['flag:WITHREC3', ...SESSION] }),
  route('superiorTransfer', ['/m/upLine/transfer'], { guard: ['superiorTransfer', ...REAL] }),
  route('manualRebate', ['/m/member/manualRebate'], { guard: ['flag:MANPLAYREB3', ...REAL] }),
  route('myRebate', ['/m/member/rebateReport'], { guard: ['flag:PLYRBT', ...SESSION] }),
  route('feedback', ['/m/feedback'], { guard: REAL }),
  route('depositRank', ['/m/deposit-rank'], { header: false }),
  route('betRank', ['/m/bet-rank'], { header: false }),
  route('hotNews', ['/m/hotNews']),
  route('jackpot', ['/m/jackpot']),
  route('winners', ['/m/winners']),
  route('promoList', ['/m/promoList']),
  route('testimonials', ['/m/testimonials']),
  route('registerTerms', ['/m/registerTerms']),
  route('userAgreement', ['/m/userAgreement']),
  route('responsibleGaming', ['/m/responsibleGaming']),
  route('service', ['/m/service']),
  route('maintenance', ['/m/maintenance'], SYSTEM),
  route('accessDenied', ['/m/ipBlock'], SYSTEM),
  route('deviceConflict', ['/m/deviceConflict'], SYSTEM),
  route('demoGame', ['/m/demo-game'], { guard: SESSION, footer: false }),

  // ---- lobby (lobby-agent.md)
  route('jlSlot', ['/m/jl-slot']),
  route('ppSlot', ['/m/pp-slot'], { search: 'RNG' }),
  route('fish', ['/m/fish'], { search: 'FISH' }),
  route('rng', ['/m/rng'], { search: 'RNG' }),
  route('pvp', ['/m/pvp'], { search: 'PVP' }),
  route('live', ['/m/live'], { search: 'LIVE' }),
  route('sports', ['/m/sports'], { search: 'SPORTS' }),
  route('esports', ['/m/esports'], { search: 'ESPORTS' }),
  route('lott', ['/m/lott']),
  route('elott', ['/m/elott']),
  route('hot', ['/m/hot']),
  route('gameCenter', ['/m/gameCenter']),
  route('slotsCenter', ['/m/slotsCenter'], { footer: false }),
  route('gameList', ['/m/gameList'], { header: false, footer: false }),
  route('lottery', ['/m/lottery']),
  route('startLottery', ['/m/startLottery'], { guard: SESSION, back: 'none' }),
  route('game', ['/m/game']),
  // The embedded frame: a game or third-party page by URL (?url=, optional size and position).
  route('frame', ['/m/frame'], { footer: false }),

  // ---- agent area (lobby-agent.md)
  route('agentHome', ['/m/agent/home'], { ...AGENT, header: false, footer: false }),
  agentRoute('teamOverview', '/m/agent/team/overview'),
  agentRoute('teamProfitAndLoss', '/m/agent/team/pnl'),
  agentRoute('teamManagement', '/m/member/team'),
  agentRoute('redEnvelopeRain', '/m/redRain'),
  agentRoute('teamBetting', '/m/teamBetting'),
  agentRoute('gameRebateSetting', '/m/member/agent/agentRebeat'),
  agentRoute('agentRebate', '/m/member/teamRebate'),
  agentRoute('dailyWage', '/m/member/agent/dailySalary', ['agentDisplay:salary']),
  agentRoute('agentDividend', '/m/member/agent/agentDivident', ['agentDisplay:dividend']),
  agentRoute('agentRegister', '/m/agentRegister'),
  agentRoute('agentNotice', '/m/member/notice'),
  // Contract prompts also reach members of type 0 (types outside 4, 40, 41, 42), so these pages
  // need a real account, not an agent type.
  route('salaryContract', ['/m/member/agent/getSalaryContract'], { guard: REAL }),
  route('dividendContract', ['/m/member/agent/getDevidendContract'], { guard: REAL }),
  route('hourContract', ['/m/member/agent/getHourContract'], { guard: REAL }),
] as const;

/** Every screen id of the table: a guard, a link or a registry entry with another id does not compile. */
export type RouteId = (typeof ROUTE_TABLE)[number]['id'];

export const ROUTES: readonly RouteDef[] = ROUTE_TABLE;

const BY_ID = new Map<RouteId, RouteDef>(ROUTES.map((r) => [r.id, r]));
const BY_PATH = new Map<string, RouteDef>();
const PARAM_ROUTES: { segments: readonly string[]; route: RouteDef }[] = [];
for (const r of ROUTES) {
  for (const p of r.paths) {
    if (p.includes('/:')) PARAM_ROUTES.push({ segments: p.split('/'), route: r });
    else BY_PATH.set(p, r);
  }
}
const HOME_ROUTE = routeById('home');

export function routeById(id: RouteId): RouteDef {
  const def = BY_ID.get(id);
  if (!def) throw new Error(`No route ${id}`);
  return def;
}

/**
 * The in-app path of a screen: its first path, `:name` filled from `params` (encoded), and an
 * optional query (each key and value encoded with encodeURIComponent). A missing parameter is a
 * programming error.
 */
export function href(id: RouteId, params: Readonly<Record<string, string | number>> = {}, query?: Readonly<Record<string, string>>): string {
  const def = routeById(id);
  const template = def.canonical ?? def.paths[0] ?? HOME_PATH;
  const path = template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`href('${id}') needs the parameter ${name}`);
    return encodeURIComponent(String(v));
  });
  const search = query
    ? Object.entries(query)
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
        .join('&')
    : '';
  return search ? `${path}?${search}` : path;
}

/** The answer of a screen's guard alone (allowed, or the first denial), for menus that point at it. */
export function routeDecision(id: RouteId, ctx: AccessContext): Decision {
  return canAll(routeById(id).guard, ctx);
}

export interface RouteMatch {
  readonly route: RouteDef;
  readonly params: Readonly<Record<string, string>>;
  /** True when the path is unknown and home was chosen instead. */
  readonly fallback: boolean;
}

/** The path part of a location: no query, no hash. */
export function pathOf(location: string): string {
  const cut = location.search(/[?#]/);
  return cut === -1 ? location : location.slice(0, cut);
}

export function matchRoute(pathname: string): RouteMatch {
  const path = pathOf(pathname) || '/';
  const exact = BY_PATH.get(path) ?? (path.length > 1 && path.endsWith('/') ? BY_PATH.get(path.slice(0, -1)) : undefined);
  if (exact) return { route: exact, params: {}, fallback: false };
  const segments = (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).split('/');
  for (const candidate of PARAM_ROUTES) {
    if (candidate.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const ok = candidate.segments.every((seg, i) => {
      const actual = segments[i] ?? '';
      if (seg.startsWith(':')) {
        if (!actual) return false;
        params[seg.slice(1)] = decodeURIComponent(actual);
        return true;
      }
      return seg === actual;
    });
    if (ok) return { route: candidate.route, params, fallback: false };
  }
  return { route: HOME_ROUTE, params: {}, fallback: true };
}

export type GuardResult =
  { allow: true } | { redirect: string; replace: boolean; reason: DenyReason } | { refuse: RefusalKey; redirect?: string; reason: DenyReason };

const ALLOW: GuardResult = Object.freeze({ allow: true });

/**
 * The guard of a screen. Denials: no session → /m/login (replace) unless the screen says
 * otherwise (change password and the agent area send visitors home); not an agent or a feature
 * switched off → /m/home; trial and other refused types → the refusal message, then home
 * (a deep link needs somewhere to land). An unknown id guards nothing.
 */
export function guardRoute(routeId: RouteId, ctx: AccessContext): GuardResult {
  const def = routeById(routeId);
  if (def.guard.length === 0) return ALLOW;
  const decision = canAll(def.guard, ctx);
  if (decision.allowed) return ALLOW;
  const { reason } = decision;
  // One who has just signed out asked to leave: home, not the login page.
  if (reason === 'needsLogin' && ctx.signedOut) return { redirect: HOME_PATH, replace: true, reason };
  const override = def.deny?.[reason];
  const outcome = DENIAL_OUTCOMES[reason];
  if (outcome.kind === 'refuse') return { refuse: outcome.messageKey, redirect: override ?? HOME_PATH, reason };
  return { redirect: override ?? outcome.to, replace: true, reason };
}

export interface Chrome {
  readonly routeId: RouteId;
  readonly header: boolean;
  readonly footer: boolean;
  readonly back: BackBehaviour;
  readonly titleKey: string;
  readonly searchGameType: SearchGameType | null;
}

export function chromeFor(pathname: string): Chrome {
  const { route: r } = matchRoute(pathname);
  return {
    routeId: r.id,
    header: r.header,
    footer: r.footer,
    back: r.back,
    titleKey: r.titleKey,
    searchGameType: r.searchGameType ?? null,
  };
}

/** Every concrete path of the table (parameter paths with a sample value), for snapshots. */
export function allRoutePaths(sampleParam = '1'): string[] {
  return ROUTES.flatMap((r) => r.paths.map((p) => p.replace(/:[A-Za-z]+/g, sampleParam)));
}
