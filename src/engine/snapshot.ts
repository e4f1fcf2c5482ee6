// Every engine output for one merchant and one viewer, in a stable, readable shape: what QA
// snapshots per merchant (tests/merchants) and what the benchmark (scripts/bench.ts) times.
// Deterministic: no clock, no randomness.
import type { MerchantConfig } from '@/config/schema';
import { ABILITY_IDS, accessContext, can, type AccessContext } from '@/engine/access';
import { agentFooter, agentMenu, contractPrompts, type DividendInfo } from '@/engine/agent-menu';
import type { PlatformFlags } from '@/engine/flags';
import { footerMenu } from '@/engine/footer-menu';
import { buildGameMenu, type GameMenuTab, type VendorData } from '@/engine/game-menu';
import { badgeText, memberCenterModel, messageCenterModel, messageIconTap, type MenuItem, type UnreadCounts } from '@/engine/member-menu';
import { viewerKind, type Viewer, type ViewerKind } from '@/engine/member-types';
import { buildRegistrationForm, LOGIN_RULES_BY_METHOD, loginMethods, registrationMethods } from '@/engine/registration-form';
import { ROUTES, allRoutePaths, chromeFor, guardRoute, type GuardResult } from '@/engine/routes';
import type { Tap } from '@/engine/tap';

/** A fixed vendor data sample covering every splitting and action rule of the game menu. */
export const SAMPLE_VENDOR_DATA: VendorData = {
  sorting: [
    {
      gameCategory: 'LIVE',
      vendorNames: [
        { accountTypeName: 'EVO', displayName: 'Evolution' },
        { accountTypeName: 'SEXY', displayName: 'Sexy Baccarat' },
      ],
    },
    {
      gameCategory: 'RNG',
      vendorNames: [
        { accountTypeName: 'PP', displayName: 'Pragmatic Play' },
        { accountTypeName: 'JL', displayName: 'JILI' },
        { accountTypeName: 'FC', displayName: 'Fa Chai' },
      ],
    },
    {
      gameCategory: 'SPORTS',
      vendorNames: [
        { accountTypeName: 'SABA', displayName: 'SABA Sports' },
        { accountTypeName: 'TF', displayName: 'TF Gaming' },
        { accountTypeName: 'SV388', displayName: 'SV388' },
      ],
    },
    { gameCategory: 'FISH', vendorNames: [{ accountTypeName: 'JDB', displayName: 'JDB Fishing' }] },
    { gameCategory: 'PVP', vendorNames: [{ accountTypeName: 'KM', displayName: 'Kingmaker' }] },
    { gameCategory: 'LOTT', vendorNames: [{ accountTypeName: 'VNLOTTO', displayName: 'Vietnam Lotto' }] },
    {
      gameCategory: 'ELOTT',
      vendorNames: [
        { accountTypeName: 'SEALOTTO', displayName: 'SEA Lotto' },
        { accountTypeName: 'TCG', displayName: 'TCG Lotto' },
      ],
    },
    { gameCategory: 'BINGO', vendorNames: [{ accountTypeName: 'BINGOPLUS', displayName: 'Bingo Plus' }] },
    { gameCategory: 'MINI', vendorNames: [{ accountTypeName: 'SPRIBE', displayName: 'Spribe' }] },
    { gameCategory: 'PROMO', vendorNames: [] },
  ],
  mapping: { ESPORTS: ['TF'], COCKFIGHT: ['SV388'] },
};

export const SAMPLE_COUNTS: Required<UnreadCounts> & { agentNotices: number } = {
  announcements: 3,
  inbox: 120,
  chat: 0,
  agentNotices: 7,
};

export const SAMPLE_DIVIDEND_INFO: DividendInfo = {
  dailysalreqtype: '1',
  divtypecompperiodreq: '2',
  contracthoursalreq: '3',
};

/** The standard viewer of each kind: member type 0, trial type 4, agent type 1. */
export function sampleViewer(kind: ViewerKind, merchantCode = 'demo'): Viewer {
  const session = (userName: string, type: number) => ({
    token: `token-${userName}`,
    userName,
    type,
    firstTimeLogin: false,
    merchantCode,
  });
  switch (kind) {
    case 'guest':
      return { session: null, member: null };
    case 'member':
      return {
        session: session('demoplayer', 0),
        member: { type: 0, account: 'demoplayer', nickname: 'Demo Player', clubLabel: { labelName: 'VIP 1' }, toUpline: true },
      };
    case 'trial':
      return { session: session('trial0001', 4), member: { type: 4, account: 'trial0001', toUpline: false } };
    case 'agent':
      return {
        session: session('demoagent', 1),
        member: { type: 1, account: 'demoagent', nickname: 'Demo Agent', clubLabel: { labelName: 'VIP 3' }, toUpline: true },
      };
  }
}

// Compact one-line forms keep the snapshots reviewable.
export function describeTap(tap: Tap): string {
  switch (tap.kind) {
    case 'navigate':
      return `→ ${tap.to}`;
    case 'login':
      return tap.replace ? 'login (replace)' : 'login';
    case 'askRegister':
      return `ask register (${tap.messageKey})`;
    case 'refuse':
      return `refuse ${tap.messageKey}`;
    case 'external':
      return `external ${tap.url}`;
    case 'openService':
      return `service ${tap.url}`;
    case 'openChat':
      return 'chat';
    case 'openDownloadPopup':
      return 'download popup';
    case 'none':
      return 'nothing';
  }
}

export function describeItem(item: MenuItem): string {
  const badge = item.badge ? ` [${item.badge}]` : '';
  return `${item.id}: ${item.titleKey}${badge} ${describeTap(item.onTap)}`;
}

export function describeGuard(result: GuardResult): string {
  if ('allow' in result) return 'allow';
  if ('refuse' in result) return `refuse ${result.refuse} then ${result.redirect ?? 'stay'} (${result.reason})`;
  return `redirect ${result.redirect}${result.replace ? ' (replace)' : ''} (${result.reason})`;
}

function describeGameTab(tab: GameMenuTab): string {
  const label = tab.label !== undefined ? `"${tab.label}"` : (tab.labelKey ?? '');
  const a = tab.action;
  let action: string;
  switch (a.kind) {
    case 'inline':
      action = `inline ${a.content}`;
      break;
    case 'category':
      action = `category ${a.to}`;
      break;
    case 'launchVendor':
      action = `launch ${a.vendor.accountTypeName}`;
      break;
    case 'vendorList':
      action = `vendors ${a.vendors.map((v) => v.accountTypeName).join(',')}`;
      break;
    case 'navigate':
      action = `→ ${a.to}`;
      break;
  }
  return `${tab.id}: ${label} ${action}`;
}

export interface EngineOptions {
  readonly platformFlags?: PlatformFlags;
  readonly counts?: UnreadCounts & { agentNotices?: number };
  readonly dividendInfo?: DividendInfo;
}

export function engineOutputs(
  config: MerchantConfig,
  viewerOrKind: Viewer | ViewerKind,
  vendorData: VendorData = SAMPLE_VENDOR_DATA,
  options: EngineOptions = {},
) {
  const viewer = typeof viewerOrKind === 'string' ? sampleViewer(viewerOrKind, config.code) : viewerOrKind;
  const ctx: AccessContext = accessContext(config, viewer, options.platformFlags);
  const counts = options.counts ?? SAMPLE_COUNTS;
  const memberCenter = memberCenterModel(ctx);
  const chrome: Record<string, string> = {};
  for (const path of allRoutePaths()) {
    const c = chromeFor(path);
    chrome[path] = [
      c.routeId,
      c.titleKey,
      c.header ? 'header' : 'no-header',
      c.footer ? 'footer' : 'no-footer',
      `back:${c.back}`,
      ...(c.searchGameType ? [`search:${c.searchGameType}`] : []),
    ].join(' ');
  }
  const guards: Record<string, string> = {};
  for (const r of ROUTES) guards[r.id] = describeGuard(guardRoute(r.id, ctx));
  const abilities: Record<string, string> = {};
  for (const a of ABILITY_IDS) {
    const d = can(a, ctx);
    abilities[a] = d.allowed ? 'allowed' : d.reason;
  }
  const regMethods = registrationMethods(config);
  return {
    merchant: config.code,
    viewer: viewerKind(viewer),
    flags: Object.entries(ctx.flags)
      .map(([code, on]) => `${code}:${on ? 'on' : 'off'}`)
      .join(' '),
    abilities,
    chrome,
    guards,
    footer: footerMenu(ctx).map(describeItem),
    messageIcon: describeTap(messageIconTap(ctx)),
    memberCenter: {
      displayName: memberCenter.displayName,
      vipLabel: memberCenter.vipLabel,
      settings: describeItem(memberCenter.settings),
      loginPrompt: memberCenter.loginPrompt ? describeItem(memberCenter.loginPrompt) : null,
      shortcuts: memberCenter.shortcuts.map(describeItem),
      levelBenefits: memberCenter.levelBenefits ? describeItem(memberCenter.levelBenefits) : null,
      download: describeItem(memberCenter.download),
      menu: memberCenter.menu.map(describeItem),
    },
    messageCenter: messageCenterModel(config, ctx.flags, viewer, counts).map(describeItem),
    badges: [0, 1, 99, 100, 120].map((n) => `${n}:${badgeText(n, viewer) ?? '-'}`).join(' '),
    agent: {
      menu: agentMenu(ctx, counts).map(describeItem),
      footer: agentFooter(ctx, counts).map(describeItem),
      contractPrompts: contractPrompts(ctx, options.dividendInfo ?? SAMPLE_DIVIDEND_INFO).map((p) => `${p.id} ${p.messageKey} → ${p.to}`),
    },
    registration: {
      methods: regMethods,
      forms: {
        username: buildRegistrationForm(config, 'username'),
        mobile: buildRegistrationForm(config, 'mobile'),
      },
    },
    login: {
      methods: loginMethods(config),
      rules: Object.fromEntries(loginMethods(config).map((m) => [m, LOGIN_RULES_BY_METHOD[m]])),
    },
    gameMenu: buildGameMenu(vendorData).map(describeGameTab),
  };
}
