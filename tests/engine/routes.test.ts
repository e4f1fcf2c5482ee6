// @vitest-environment node
import { HOME_PATHS, ROUTES, allRoutePaths, chromeFor, guardRoute, href, matchRoute, routeById, type GuardResult, type RouteId } from '@/engine/routes';
import { isAbility } from '@/engine/access';
import type { Viewer } from '@/engine/member-types';
import { ctxFor, flagsOff, GUEST_VIEWER, merchant, session, viewerOfType } from './fixtures';

// Every route named in section 2 of both spec documents (plus the pages the page lists name).
const SPEC_PATHS = [
  '/',
  '/m',
  '/m/',
  '/m/index',
  '/m/index.html',
  '/m/home',
  '/m/games',
  '/m/login',
  '/login',
  '/m/register',
  '/register',
  '/register.html',
  '/m/trail',
  '/m/forget',
  '/m/changePsw',
  '/m/setting',
  '/m/set',
  '/m/notice',
  '/m/webEmail',
  '/m/message',
  '/m/messages',
  '/m/member/home',
  '/m/myAccount/index',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/gameRecord',
  '/m/transaction/record',
  '/m/profitandloss',
  '/m/rewardCenter',
  '/m/mall/mallHome',
  '/m/securityCenter',
  '/m/activity',
  '/m/help',
  '/m/download',
  '/m/app',
  '/m/member/benefits',
  '/m/inviteFriends',
  '/m/leaderBoard',
  '/m/vouReport',
  '/m/withdrawReport',
  '/m/upLine/transfer',
  '/m/member/manualRebate',
  '/m/member/rebateReport',
  '/m/maintenance',
  '/m/ipBlock',
  '/m/download/android',
  '/m/download/ios',
  '/m/hotNews',
  '/m/jackpot',
  '/m/winners',
  '/m/promoList',
  '/m/testimonials',
  '/m/registerTerms',
  '/m/userAgreement',
  '/m/responsibleGaming',
  '/m/deviceConflict',
  '/m/service',
  '/m/demo-game',
  '/m/jl-slot',
  '/m/pp-slot',
  '/m/fish',
  '/m/rng',
  '/m/pvp',
  '/m/live',
  '/m/sports',
  '/m/esports',
  '/m/lott',
  '/m/elott',
  '/m/hot',
  '/m/gameCenter',
  '/m/slotsCenter',
  '/m/gameList',
  '/m/lottery',
  '/m/startLottery',
  '/m/game',
  '/m/agent/home',
  '/m/agent/team/overview',
  '/m/member/team',
  '/m/redRain',
  '/m/agent/team/pnl',
  '/m/teamBetting',
  '/m/member/agent/agentRebeat',
  '/m/member/teamRebate',
  '/m/member/agent/dailySalary',
  '/m/agentRegister',
  '/m/member/agent/agentDivident',
  '/m/member/notice',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
];

describe('route table', () => {
  it('has unique ids and unique paths', () => {
    const ids = ROUTES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const paths = ROUTES.flatMap((r) => r.paths);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(SPEC_PATHS)('knows %s', (path) => {
    expect(matchRoute(path).fallback).toBe(false);
  });

  it('guards only with abilities the registry knows, and titles every route', () => {
    for (const r of ROUTES) {
      for (const a of r.guard) expect(isAbility(a), `${r.id}: ${a}`).toBe(true);
      expect(r.titleKey).toBe(`title.${r.id}`);
    }
  });
});

describe('matchRoute', () => {
  it.each([
    ['/', 'home'],
    ['/m/games', 'home'],
    ['/m/index.html', 'home'],
    ['/login', 'login'],
    ['/register.html', 'register'],
    ['/m/set', 'settings'],
    ['/m/myAccount/index', 'memberCenter'],
    ['/m/messages', 'messageCenter'],
    ['/m/webEmail', 'inbox'],
    ['/m/transaction/record?types=A', 'accountRecord'],
    ['/m/member/notice?types=A', 'agentNotice'],
    ['/m/login/', 'login'],
    ['/m/gameList?gameType=RNG&vassalage=FC', 'gameList'],
    ['/m/notice#2', 'announcements'],
    ['/m/download/ios', 'downloadIos'],
    ['', 'home'],
    ['?merchant=cebu', 'home'],
  ])('%s → %s', (path, id) => {
    const m = matchRoute(path);
    expect(m.route.id).toBe(id);
    expect(m.fallback).toBe(false);
  });

  it('reads path parameters', () => {
    const m = matchRoute('/m/activity/42');
    expect(m.route.id).toBe('activityDetail');
    expect(m.params).toEqual({ id: '42' });
    expect(matchRoute('/m/activity').route.id).toBe('activity');
  });

  it.each(['/m/nope', '/nowhere', '/m/activity/1/2', '/M/HOME', '/m/member'])('unknown %j falls back to home', (path) => {
    const m = matchRoute(path);
    expect(m.route.id).toBe('home');
    expect(m.fallback).toBe(true);
  });

  it('routeById', () => {
    expect(routeById('deposit').paths).toEqual(['/m/voucherCenter']);
    // @ts-expect-error an id outside the table does not compile
    expect(() => routeById('nope')).toThrow('No route nope');
  });

  it('href builds a screen path from its id, parameters and query', () => {
    expect(href('deposit')).toBe('/m/voucherCenter');
    expect(href('activityDetail', { id: 'a b/1' })).toBe('/m/activity/a%20b%2F1');
    expect(href('accountRecord', {}, { types: 'A' })).toBe('/m/transaction/record?types=A');
  });
});

describe('chrome: layout lists of the spec', () => {
  const NO_HEADER = [
    ...HOME_PATHS,
    '/m/login',
    '/login',
    '/m/register',
    '/register',
    '/register.html',
    '/m/message',
    '/m/messages',
    '/m/app',
    '/m/forget',
    '/m/member/home',
    '/m/myAccount/index',
    '/m/changePsw',
    '/m/agent/home',
    '/m/deposit-rank',
    '/m/bet-rank',
    '/m/gameList',
    '/m/download',
    // system pages shown instead of the app
    '/m/maintenance',
    '/m/ipBlock',
    '/m/deviceConflict',
  ];
  const NO_FOOTER = [
    '/m/slotsCenter',
    '/m/gameList',
    '/m/changePsw',
    '/m/app',
    '/m/notice',
    '/m/agent/home',
    '/m/help',
    // system pages, the demo game and the embedded frame
    '/m/maintenance',
    '/m/ipBlock',
    '/m/deviceConflict',
    '/m/demo-game',
    '/m/frame',
  ];

  it.each(allRoutePaths())('%s', (path) => {
    const c = chromeFor(path);
    expect({ header: c.header, footer: c.footer }).toEqual({
      header: !NO_HEADER.includes(path),
      footer: !NO_FOOTER.includes(path),
    });
  });

  it.each([
    ['/m/login', 'home'],
    ['/login', 'home'],
    ['/m/register', 'home'],
    ['/register.html', 'home'],
    ['/m/trail', 'home'],
    ['/m/activity', 'home'],
    ['/m/forget', 'home'],
    ['/m/changePsw', 'none'],
    ['/m/home', 'none'],
    ['/', 'none'],
    ['/m/startLottery', 'none'],
    ['/m/activity/7', 'history'],
    ['/m/voucherCenter', 'history'],
    ['/m/gameList', 'history'],
    ['/m/help', 'history'],
  ])('back on %s: %s', (path, back) => {
    expect(chromeFor(path).back).toBe(back);
  });

  it('search icon on live, sports, esports, pvp, fish, pp-slot and rng only', () => {
    const withSearch = Object.fromEntries(
      allRoutePaths()
        .map((p) => [p, chromeFor(p).searchGameType] as const)
        .filter(([, s]) => s !== null),
    );
    expect(withSearch).toEqual({
      '/m/pp-slot': 'RNG',
      '/m/fish': 'FISH',
      '/m/rng': 'RNG',
      '/m/pvp': 'PVP',
      '/m/live': 'LIVE',
      '/m/sports': 'SPORTS',
      '/m/esports': 'ESPORTS',
    });
  });

  it('titles per route; unknown paths get home chrome', () => {
    expect(chromeFor('/m/member/home').titleKey).toBe('title.memberCenter');
    expect(chromeFor('/m/voucherCenter?x=1').titleKey).toBe('title.deposit');
    expect(chromeFor('/m/unknown')).toEqual(chromeFor('/m/home'));
  });
});

describe('guardRoute', () => {
  const viewers = {
    guest: GUEST_VIEWER,
    member: viewerOfType(0, { toUpline: true }),
    trial: viewerOfType(4, { toUpline: true }),
    agent: viewerOfType(1, { toUpline: true }),
  } satisfies Record<string, Viewer>;
  const ALLOW: GuardResult = { allow: true };
  const LOGIN: GuardResult = { redirect: '/m/login', replace: true, reason: 'needsLogin' };
  const HOME_NOT_AGENT: GuardResult = { redirect: '/m/home', replace: true, reason: 'notAgent' };
  const HOME_NO_SESSION: GuardResult = { redirect: '/m/home', replace: true, reason: 'needsLogin' };
  const FREE: GuardResult = { refuse: 'refuse.freeReject', redirect: '/m/home', reason: 'freeReject' };
  const REAL: GuardResult = { refuse: 'refuse.realAccountOnly', redirect: '/m/home', reason: 'realAccountOnly' };

  it.each<[RouteId, Record<keyof typeof viewers, GuardResult>]>([
    ['home', { guest: ALLOW, member: ALLOW, trial: ALLOW, agent: ALLOW }],
    ['login', { guest: ALLOW, member: ALLOW, trial: ALLOW, agent: ALLOW }],
    ['memberCenter', { guest: ALLOW, member: ALLOW, trial: ALLOW, agent: ALLOW }],
    ['messageCenter', { guest: ALLOW, member: ALLOW, trial: ALLOW, agent: ALLOW }],
    ['announcements', { guest: ALLOW, member: ALLOW, trial: ALLOW, agent: ALLOW }],
    ['deposit', { guest: LOGIN, member: ALLOW, trial: FREE, agent: ALLOW }],
    ['inbox', { guest: LOGIN, member: ALLOW, trial: FREE, agent: ALLOW }],
    ['withdraw', { guest: LOGIN, member: ALLOW, trial: REAL, agent: ALLOW }],
    ['securityCenter', { guest: LOGIN, member: ALLOW, trial: REAL, agent: ALLOW }],
    ['betRecord', { guest: LOGIN, member: ALLOW, trial: ALLOW, agent: ALLOW }],
    ['settings', { guest: LOGIN, member: ALLOW, trial: ALLOW, agent: ALLOW }],
    ['changePassword', { guest: HOME_NO_SESSION, member: ALLOW, trial: REAL, agent: ALLOW }],
    ['agentHome', { guest: HOME_NO_SESSION, member: HOME_NOT_AGENT, trial: HOME_NOT_AGENT, agent: ALLOW }],
    ['teamOverview', { guest: HOME_NO_SESSION, member: HOME_NOT_AGENT, trial: HOME_NOT_AGENT, agent: ALLOW }],
    ['agentRegister', { guest: HOME_NO_SESSION, member: HOME_NOT_AGENT, trial: HOME_NOT_AGENT, agent: ALLOW }],
    ['salaryContract', { guest: LOGIN, member: ALLOW, trial: REAL, agent: ALLOW }],
    ['superiorTransfer', { guest: LOGIN, member: ALLOW, trial: REAL, agent: ALLOW }],
    ['demoGame', { guest: LOGIN, member: ALLOW, trial: ALLOW, agent: ALLOW }],
    ['activityDetail', { guest: ALLOW, member: ALLOW, trial: ALLOW, agent: ALLOW }],
  ])('%s', (routeId, expected) => {
    const got = Object.fromEntries(Object.entries(viewers).map(([k, viewer]) => [k, guardRoute(routeId, ctxFor(viewer))]));
    expect(got).toEqual(expected);
  });

  it.each<[RouteId, Record<string, unknown>, Viewer, GuardResult]>([
    ['rewardCenter', flagsOff('REWCEN3'), viewerOfType(0), { redirect: '/m/home', replace: true, reason: 'disabled' }],
    ['rewardCenter', flagsOff('REWCEN3'), GUEST_VIEWER, { redirect: '/m/home', replace: true, reason: 'disabled' }],
    ['rewardCenter', {}, GUEST_VIEWER, LOGIN],
    ['pointsMall', flagsOff('PTSYS3'), viewerOfType(0), { redirect: '/m/home', replace: true, reason: 'disabled' }],
    ['profitAndLoss', flagsOff('PERSREP'), viewerOfType(0), { redirect: '/m/home', replace: true, reason: 'disabled' }],
    ['inviteFriends', { promotions: { inviteFriends: false } }, viewerOfType(0), { redirect: '/m/home', replace: true, reason: 'disabled' }],
    ['dailyWage', { agent: { display: { salary: false } } }, viewerOfType(1), { redirect: '/m/home', replace: true, reason: 'disabled' }],
    ['dailyWage', {}, viewerOfType(1), ALLOW],
    ['agentDividend', { agent: { display: { dividend: false } } }, viewerOfType(1), { redirect: '/m/home', replace: true, reason: 'disabled' }],
    ['superiorTransfer', {}, viewerOfType(2, { toUpline: true }), { redirect: '/m/home', replace: true, reason: 'disabled' }],
    ['superiorTransfer', {}, viewerOfType(0, { toUpline: false }), { redirect: '/m/home', replace: true, reason: 'disabled' }],
    ['deposit', {}, viewerOfType(40), FREE],
    ['deposit', {}, viewerOfType(2), ALLOW],
    ['agentHome', {}, { session: session(1), member: null }, ALLOW],
  ])('%s with %j', (routeId, patch, viewer, expected) => {
    expect(guardRoute(routeId, ctxFor(viewer, merchant(patch)))).toEqual(expected);
  });

  it.each([
    ['withdraw', true, { redirect: '/m/home', replace: true, reason: 'needsLogin' }],
    ['deposit', true, { redirect: '/m/home', replace: true, reason: 'needsLogin' }],
    ['deposit', false, { redirect: '/m/login', replace: true, reason: 'needsLogin' }],
  ] as const)('%s for a visitor who has just signed out (%s): home, not login', (routeId, signedOut, expected) => {
    expect(guardRoute(routeId, { ...ctxFor(GUEST_VIEWER), signedOut })).toEqual(expected);
  });

  it('an unknown route id does not compile, and throws rather than guard nothing', () => {
    // @ts-expect-error an id outside the table does not compile
    expect(() => guardRoute('nope', ctxFor(GUEST_VIEWER))).toThrow('No route nope');
  });
});
