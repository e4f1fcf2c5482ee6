// @vitest-environment node
import { routeById } from '@/engine/routes';
import { MEMBER_MENU_IDS } from '@/config/schema';
import { effectiveFlags } from '@/engine/flags';
import { footerMenu } from '@/engine/footer-menu';
import {
  MEMBER_MENU_REGISTRY,
  badgeText,
  footerMembersTap,
  memberCenterModel,
  memberMenu,
  messageCenterModel,
  messageIconTap,
  type MenuItem,
} from '@/engine/member-menu';
import type { Viewer } from '@/engine/member-types';
import { ctxFor, flagsOff, GUEST_VIEWER, merchant, session, viewerOfType } from './fixtures';

const ALL_MENU = { memberMenu: [...MEMBER_MENU_IDS] };
const ids = (items: readonly MenuItem[]) => items.map((i) => i.id);
const member = viewerOfType(0, { toUpline: true, clubLabel: { labelName: 'VIP 1' } });
const trial = viewerOfType(4, { toUpline: false });
const agent = viewerOfType(1, { toUpline: true });

describe('member menu registry', () => {
  // Each entry points at a route: its path and its gate are the route's (one place for both).
  it.each([
    ['agencyCenter', '/m/agent/home', 'agentHome'],
    ['inviteFriends', '/m/inviteFriends', 'inviteFriends'],
    ['missionActivity', '/m/leaderBoard', 'missionActivity'],
    ['accountRecord', '/m/transaction/record', 'accountRecord'],
    ['depositRecord', '/m/vouReport', 'depositRecord'],
    ['withdrawReport', '/m/withdrawReport', 'withdrawReport'],
    ['profitAndLoss', '/m/profitandloss', 'profitAndLoss'],
    ['rewardCenter', '/m/rewardCenter', 'rewardCenter'],
    ['superiorTransfer', '/m/upLine/transfer', 'superiorTransfer'],
    ['manualRebate', '/m/member/manualRebate', 'manualRebate'],
    ['myRebate', '/m/member/rebateReport', 'myRebate'],
    ['news', '/m/webEmail', 'inbox'],
    ['pointsMall', '/m/mall/mallHome', 'pointsMall'],
    ['securityCenter', '/m/securityCenter', 'securityCenter'],
    ['betRecord', '/m/gameRecord', 'betRecord'],
    ['responsibleGaming', '/m/responsibleGaming', 'responsibleGaming'],
    ['feedback', '/m/feedback', 'feedback'],
  ] as const)('%s → %s, the route %s and its guard', (id, to, route) => {
    expect(MEMBER_MENU_REGISTRY[id]).toMatchObject({ id, to, route, gate: routeById(route).guard, titleKey: `menu.${id}` });
  });

  it('covers every menu id of the schema', () => {
    expect(Object.keys(MEMBER_MENU_REGISTRY).sort()).toEqual([...MEMBER_MENU_IDS].sort());
  });
});

describe('member menu visibility and order', () => {
  const config = merchant(ALL_MENU);

  it('keeps config order', () => {
    const reordered = merchant({ memberMenu: ['news', 'rewardCenter', 'accountRecord'] });
    expect(ids(memberMenu(ctxFor(member, reordered)))).toEqual(['news', 'rewardCenter', 'accountRecord']);
  });

  it.each<[string, Viewer, string[]]>([
    [
      'guest: all but the agency center and superior transfer (member data)',
      GUEST_VIEWER,
      MEMBER_MENU_IDS.filter((id) => id !== 'agencyCenter' && id !== 'superiorTransfer'),
    ],
    ['member: all but the agency center', member, MEMBER_MENU_IDS.filter((id) => id !== 'agencyCenter')],
    ['agent: everything', agent, [...MEMBER_MENU_IDS]],
    ['trial (toUpline false): no agency center, no transfer', trial, MEMBER_MENU_IDS.filter((id) => id !== 'agencyCenter' && id !== 'superiorTransfer')],
  ])('%s', (_label, viewer, expected) => {
    expect(ids(memberMenu(ctxFor(viewer, config)))).toEqual(expected);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['TRANSREC3', flagsOff('TRANSREC3'), 'accountRecord'],
    ['DEPRECM3', flagsOff('DEPRECM3'), 'depositRecord'],
    ['WITHREC3', flagsOff('WITHREC3'), 'withdrawReport'],
    ['PERSREP', flagsOff('PERSREP'), 'profitAndLoss'],
    ['REWCEN3', flagsOff('REWCEN3'), 'rewardCenter'],
    ['AGETRANSFERUP3', flagsOff('AGETRANSFERUP3'), 'superiorTransfer'],
    ['MANPLAYREB3', flagsOff('MANPLAYREB3'), 'manualRebate'],
    ['PLYRBT', flagsOff('PLYRBT'), 'myRebate'],
    ['MAILCEN', flagsOff('MAILCEN'), 'news'],
    ['PTSYS3', flagsOff('PTSYS3'), 'pointsMall'],
    ['SECPRIV', flagsOff('SECPRIV'), 'securityCenter'],
    ['TRANSBETREPMEM3', flagsOff('TRANSBETREPMEM3'), 'betRecord'],
    ['promotion inviteFriends', { promotions: { inviteFriends: false } }, 'inviteFriends'],
    ['promotion mission', { promotions: { mission: false } }, 'missionActivity'],
  ])('switching off %s hides %s for guests, members and agents', (_label, patch, hidden) => {
    const c = merchant({ ...ALL_MENU, ...patch });
    for (const viewer of [GUEST_VIEWER, member, agent]) {
      const shown = ids(memberMenu(ctxFor(viewer, c)));
      expect(shown).not.toContain(hidden);
      expect(shown.length).toBeGreaterThan(5);
    }
  });

  it.each<[string, Viewer, boolean]>([
    ['guest with the flag on (no member data: the upline rule cannot pass)', GUEST_VIEWER, false],
    ['member with toUpline', viewerOfType(0, { toUpline: true }), true],
    ['member without toUpline', viewerOfType(0, { toUpline: false }), false],
    ['type 2 with toUpline', viewerOfType(2, { toUpline: true }), false],
    ['member info not loaded yet', { session: session(0), member: null }, false],
  ])('superior transfer: %s → %s', (_label, viewer, shown) => {
    expect(ids(memberMenu(ctxFor(viewer, config))).includes('superiorTransfer')).toBe(shown);
  });

  it('uses the platform-reported flags', () => {
    const cebu = merchant(ALL_MENU, 'cebu');
    expect(ids(memberMenu(ctxFor(member, cebu)))).not.toContain('rewardCenter');
    expect(ids(memberMenu(ctxFor(member, cebu, { REWCEN3: true })))).toContain('rewardCenter');
  });
});

describe('member menu taps', () => {
  const config = merchant(ALL_MENU);
  it.each<[string, Viewer, unknown]>([
    ['guest: login (replace)', GUEST_VIEWER, { kind: 'login', replace: true }],
    ['trial: asked to register', trial, { kind: 'askRegister', messageKey: 'refuse.freeReject', registerTo: '/m/register' }],
    ['member: navigate', member, { kind: 'navigate', to: '/m/rewardCenter' }],
  ])('%s', (_label, viewer, tap) => {
    const item = memberMenu(ctxFor(viewer, config)).find((i) => i.id === 'rewardCenter');
    expect(item?.onTap).toEqual(tap);
    expect(item?.to).toBe('/m/rewardCenter');
  });
});

describe('member center model', () => {
  it('guest: login prompt, benefits tile, shortcuts to login', () => {
    const m = memberCenterModel(ctxFor(GUEST_VIEWER));
    expect(m.titleKey).toBe('title.memberCenter');
    expect(m.backTo).toBe('/m/home');
    expect(m.loginPrompt?.onTap).toEqual({ kind: 'navigate', to: '/m/login' });
    expect(m.levelBenefits?.onTap).toEqual({ kind: 'navigate', to: '/m/member/benefits' });
    expect(m.settings.onTap).toEqual({ kind: 'login', replace: true });
    expect(m.displayName).toBeNull();
    expect(m.shortcuts.map((s) => [s.id, s.to, s.onTap.kind])).toEqual([
      ['deposit', '/m/voucherCenter', 'login'],
      ['betRecord', '/m/gameRecord', 'login'],
      ['accountRecord', '/m/transaction/record', 'login'],
      ['securityCenter', '/m/securityCenter', 'login'],
    ]);
    expect(m.download.onTap).toEqual({ kind: 'openDownloadPopup' });
  });

  it.each<[string, Viewer, boolean]>([
    ['member with a club label', member, true],
    ['member without a club label', viewerOfType(0), false],
    ['member with an empty label name', viewerOfType(0, { clubLabel: { labelName: '' } }), false],
    ['member with a label object but no name', viewerOfType(0, { clubLabel: {} }), false],
  ])('level benefits tile: %s → %s', (_label, viewer, shown) => {
    expect(memberCenterModel(ctxFor(viewer)).levelBenefits !== null).toBe(shown);
  });

  it('member: no login prompt, settings and shortcuts navigate, name and VIP label', () => {
    const m = memberCenterModel(ctxFor(viewerOfType(0, { nickname: 'Nick', account: 'acc', clubLabel: { labelName: 'VIP 2' } })));
    expect(m.loginPrompt).toBeNull();
    expect(m.settings.onTap).toEqual({ kind: 'navigate', to: '/m/set' });
    expect(m.shortcuts.every((s) => s.onTap.kind === 'navigate')).toBe(true);
    expect(m.displayName).toBe('Nick');
    expect(m.vipLabel).toBe('VIP 2');
  });

  it('display name falls back to the account, then the session user name', () => {
    expect(memberCenterModel(ctxFor(viewerOfType(0, { account: 'acc' }))).displayName).toBe('acc');
    expect(memberCenterModel(ctxFor({ session: session(0, 'sessname'), member: null })).displayName).toBe('sessname');
  });

  it.each<[string, string, string]>([
    ['TRANSBETREPMEM3', 'betRecord', '/m/gameRecord'],
    ['TRANSREC3', 'accountRecord', '/m/transaction/record'],
    ['SECPRIV', 'securityCenter', '/m/securityCenter'],
  ])('switching off %s hides the %s shortcut for guests, members, agents and trial users', (flag, id) => {
    const c = merchant(flagsOff(flag));
    for (const viewer of [GUEST_VIEWER, member, agent, trial]) {
      const shown = memberCenterModel(ctxFor(viewer, c)).shortcuts.map((s) => s.id);
      expect(shown).not.toContain(id);
      expect(shown).toHaveLength(3);
    }
  });

  it('a member the deposit refuses (type 40, free check) gets free_reject, not a bounce', () => {
    const deposit = memberCenterModel(ctxFor(viewerOfType(40))).shortcuts.find((s) => s.id === 'deposit');
    expect(deposit?.onTap).toEqual({ kind: 'refuse', messageKey: 'refuse.freeReject' });
  });

  it('trial: shortcuts ask to register', () => {
    const m = memberCenterModel(ctxFor(trial));
    expect(m.shortcuts.every((s) => s.onTap.kind === 'askRegister')).toBe(true);
  });
});

describe('footer', () => {
  it.each<[string, Viewer, unknown]>([
    ['guest', GUEST_VIEWER, { kind: 'login', replace: false }],
    ['member', member, { kind: 'navigate', to: '/m/member/home' }],
    ['agent', agent, { kind: 'navigate', to: '/m/member/home' }],
    ['trial', trial, { kind: 'askRegister', messageKey: 'refuse.freeReject', registerTo: '/m/register' }],
  ])('members button: %s', (_label, viewer, tap) => {
    expect(footerMembersTap(viewer)).toEqual(tap);
  });

  it('entries and the deposit refusal', () => {
    const items = footerMenu(ctxFor(trial));
    expect(ids(items)).toEqual(['home', 'promotion', 'deposit', 'members', 'customerService']);
    expect(items.find((i) => i.id === 'deposit')?.onTap).toEqual({ kind: 'refuse', messageKey: 'refuse.freeReject' });
    expect(footerMenu(ctxFor(member)).find((i) => i.id === 'deposit')?.onTap).toEqual({ kind: 'navigate', to: '/m/voucherCenter' });
    expect(footerMenu(ctxFor(GUEST_VIEWER)).find((i) => i.id === 'deposit')?.onTap).toEqual({ kind: 'login', replace: false });
    expect(footerMenu(ctxFor(member)).find((i) => i.id === 'customerService')?.onTap).toEqual({ kind: 'openService', url: '/m/service' });
  });

  it('customer service falls back to the chat when no link is configured', () => {
    const noLinks = merchant({ customerService: [] });
    expect(footerMenu(ctxFor(member, noLinks)).find((i) => i.id === 'customerService')?.onTap).toEqual({ kind: 'openChat' });
    expect(footerMenu(ctxFor(GUEST_VIEWER, noLinks)).find((i) => i.id === 'customerService')?.onTap).toEqual({ kind: 'none' });
  });
});

describe('badges', () => {
  it.each<[number | null | undefined, Viewer, string | null]>([
    [5, GUEST_VIEWER, null],
    [0, member, null],
    [-3, member, null],
    [null, member, null],
    [undefined, member, null],
    [Number.NaN, member, null],
    [1, member, '1'],
    [99, member, '99'],
    [100, member, '99+'],
    [120, member, '99+'],
  ])('badgeText(%s) → %s', (count, viewer, text) => {
    expect(badgeText(count, viewer)).toBe(text);
  });
});

describe('message center', () => {
  const counts = { announcements: 3, inbox: 120, chat: 2 };
  const model = (viewer: Viewer, patch: Record<string, unknown> = {}) => {
    const config = merchant(patch);
    return messageCenterModel(config, effectiveFlags(config), viewer, counts);
  };

  it('member: every entry, badges capped', () => {
    const m = model(member);
    expect(ids(m)).toEqual(['messagingService', 'announcements', 'messages', 'liveChat', 'customerService']);
    expect(m.map((i) => i.badge)).toEqual([null, '3', '99+', '2', null]);
    expect(m[0]?.onTap).toEqual({ kind: 'external', url: 'https://t.me/palarodemo' });
    expect(m.find((i) => i.id === 'messages')?.onTap).toEqual({ kind: 'navigate', to: '/m/webEmail' });
    expect(m.find((i) => i.id === 'liveChat')?.onTap).toEqual({ kind: 'openChat' });
  });

  it('live chat only with CBS3', () => {
    expect(ids(model(member, flagsOff('CBS3')))).not.toContain('liveChat');
    expect(ids(model(GUEST_VIEWER, flagsOff('CBS3')))).not.toContain('liveChat');
  });

  it('no messaging-service link unless configured', () => {
    const config = merchant({}, 'manila');
    expect(ids(messageCenterModel(config, effectiveFlags(config), member, counts))).toEqual(['announcements', 'messages'].concat(['customerService']));
  });

  it('guest: no badges; messages and chat go to login', () => {
    const m = model(GUEST_VIEWER);
    expect(m.every((i) => i.badge === null)).toBe(true);
    expect(m.find((i) => i.id === 'messages')?.onTap).toEqual({ kind: 'login', replace: false });
    expect(m.find((i) => i.id === 'liveChat')?.onTap).toEqual({ kind: 'login', replace: false });
    expect(m.find((i) => i.id === 'announcements')?.onTap).toEqual({ kind: 'navigate', to: '/m/notice' });
  });

  it('trial: messages and chat refused with free_reject, no inbox badge', () => {
    const m = model(trial);
    expect(m.find((i) => i.id === 'messages')).toMatchObject({ badge: null, onTap: { kind: 'refuse', messageKey: 'refuse.freeReject' } });
    expect(m.find((i) => i.id === 'liveChat')?.onTap).toEqual({ kind: 'refuse', messageKey: 'refuse.freeReject' });
    expect(m.find((i) => i.id === 'announcements')?.badge).toBe('3');
  });

  it('customer service prefers the affiliate link', () => {
    const m = model(member, {
      customerService: [
        { title: 'CS', url: '/m/service', type: 'CS' },
        { title: 'Affiliate', url: 'https://aff.example', type: 'affiliate' },
      ],
    });
    expect(m.find((i) => i.id === 'customerService')?.onTap).toEqual({ kind: 'openService', url: 'https://aff.example' });
  });

  it.each<[string, Viewer, unknown]>([
    ['guest', GUEST_VIEWER, { kind: 'login', replace: false }],
    ['member', member, { kind: 'navigate', to: '/m/webEmail' }],
    ['trial', trial, { kind: 'refuse', messageKey: 'refuse.freeReject' }],
  ])('header message icon: %s', (_label, viewer, tap) => {
    expect(messageIconTap(ctxFor(viewer))).toEqual(tap);
  });
});
