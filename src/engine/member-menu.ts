// The member center and the message center as view models, and what the footer's members
// button does. Visibility and taps come from can(); texts are i18n keys.
import type { MemberMenuId, MerchantConfig } from '@/config/schema';
import { can, tapFor, type Ability, type AccessContext, type Decision } from '@/engine/access';
import { href, routeById, routeDecision, type RouteId } from '@/engine/routes';
import type { EffectiveFlags } from '@/engine/flags';
import { viewerKind, type Viewer } from '@/engine/member-types';
import { ASK_REGISTER, HOME_PATH, type Tap, LOGIN_PATH } from '@/engine/tap';

export interface MenuItem {
  readonly id: string;
  readonly titleKey: string;
  /** The in-app target, when the entry leads to one (also for visitors, who go to login first). */
  readonly to: string | null;
  readonly onTap: Tap;
  /** Unread badge text ('1'…'99', '99+'), or null for none. */
  readonly badge: string | null;
}

export interface MemberMenuEntryDef {
  readonly id: MemberMenuId;
  /** The screen the entry opens: its path and its gate (the route's guard) come from the route table. */
  readonly route: RouteId;
  readonly to: string;
  readonly titleKey: string;
  /** The route's guard, whose answer decides visibility. */
  readonly gate: readonly Ability[];
  /**
   * Whether a visitor may see the entry at all. Visitors see entries gated by flags and
   * promotions; entries gated by member type (agency center) are hidden from them.
   */
  readonly guestVisible: boolean;
}

const entry = (id: MemberMenuId, route: RouteId, guestVisible = true): MemberMenuEntryDef => ({
  id,
  route,
  to: href(route),
  titleKey: `menu.${id}`,
  gate: routeById(route).guard,
  guestVisible,
});

/** Every member-center menu entry: target, title and gate. */
export const MEMBER_MENU_REGISTRY: Readonly<Record<MemberMenuId, MemberMenuEntryDef>> = {
  agencyCenter: entry('agencyCenter', 'agentHome', false),
  inviteFriends: entry('inviteFriends', 'inviteFriends'),
  missionActivity: entry('missionActivity', 'missionActivity'),
  accountRecord: entry('accountRecord', 'accountRecord'),
  depositRecord: entry('depositRecord', 'depositRecord'),
  withdrawReport: entry('withdrawReport', 'withdrawReport'),
  profitAndLoss: entry('profitAndLoss', 'profitAndLoss'),
  rewardCenter: entry('rewardCenter', 'rewardCenter'),
  // Gated by member data (toUpline true, type not 2) a visitor does not have: hidden from visitors.
  superiorTransfer: entry('superiorTransfer', 'superiorTransfer', false),
  manualRebate: entry('manualRebate', 'manualRebate'),
  myRebate: entry('myRebate', 'myRebate'),
  news: entry('news', 'inbox'),
  pointsMall: entry('pointsMall', 'pointsMall'),
  securityCenter: entry('securityCenter', 'securityCenter'),
  betRecord: entry('betRecord', 'betRecord'),
  responsibleGaming: entry('responsibleGaming', 'responsibleGaming'),
  feedback: entry('feedback', 'feedback'),
};

/**
 * Whether a gated entry shows. Visitors: the gate passes or only asks for a login (and the entry
 * is shown to visitors at all). Logged in: the gate passes, or refuses a trial user only
 * (the feature exists; the tap asks them to register).
 */
export function entryVisible(decision: Decision, loggedIn: boolean, guestVisible: boolean): boolean {
  if (decision.allowed) return loggedIn || guestVisible;
  if (!loggedIn) return guestVisible && decision.reason === 'needsLogin';
  return decision.reason === 'freeReject' || decision.reason === 'realAccountOnly';
}

/** A member-center tap: visitors log in (replace), trial users are asked to register. */
export function memberAreaTap(viewer: Viewer, to: string): Tap {
  const kind = viewerKind(viewer);
  if (kind === 'guest') return { kind: 'login', replace: true };
  if (kind === 'trial') return ASK_REGISTER;
  return { kind: 'navigate', to };
}

/** The member center's entries beyond the spec's list, each behind its own switch (memberCenter). */
export const MEMBER_CENTER_EXTRAS = ['pointsMall', 'responsibleGaming', 'feedback'] as const satisfies readonly MemberMenuId[];
type MemberCenterExtra = (typeof MEMBER_CENTER_EXTRAS)[number];
const isExtra = (id: MemberMenuId): id is MemberCenterExtra => (MEMBER_CENTER_EXTRAS as readonly string[]).includes(id);

/**
 * Whether an entry beyond the spec's list is switched on: its own switch, else on unless the
 * merchant asks for the spec's list only (memberCenter.specListOnly). Spec entries always are.
 */
export function memberCenterEntryOn(config: Pick<MerchantConfig, 'memberCenter'>, id: MemberMenuId): boolean {
  if (!isExtra(id)) return true;
  const mc = config.memberCenter;
  return mc?.[id] ?? !(mc?.specListOnly ?? false);
}

export function memberMenu(ctx: AccessContext): MenuItem[] {
  const loggedIn = ctx.session !== null;
  const items: MenuItem[] = [];
  for (const id of ctx.config.memberMenu) {
    if (!memberCenterEntryOn(ctx.config, id)) continue;
    const def = MEMBER_MENU_REGISTRY[id];
    if (!entryVisible(routeDecision(def.route, ctx), loggedIn, def.guestVisible)) continue;
    items.push({ id, titleKey: def.titleKey, to: def.to, onTap: memberAreaTap(ctx, def.to), badge: null });
  }
  return items;
}

/** The four shortcuts: each opens its route and is gated by the route's guard, as the menu is. */
export const MEMBER_SHORTCUTS = [
  { id: 'deposit', route: 'deposit', to: href('deposit'), titleKey: 'shortcut.deposit' },
  { id: 'betRecord', route: 'betRecord', to: href('betRecord'), titleKey: 'shortcut.betRecord' },
  { id: 'accountRecord', route: 'accountRecord', to: href('accountRecord'), titleKey: 'shortcut.accountRecord' },
  { id: 'securityCenter', route: 'securityCenter', to: href('securityCenter'), titleKey: 'shortcut.securityCenter' },
] as const satisfies readonly { id: string; route: RouteId; to: string; titleKey: string }[];

/**
 * The shortcuts that show: a switched-off one (TRANSBETREPMEM3, TRANSREC3, SECPRIV) is hidden for
 * everyone, like its menu entry. Visitors log in (replace) and trial users are asked to register;
 * a member the route refuses (the deposit's free check) gets the refusal, not a bounce.
 */
export function memberShortcuts(ctx: AccessContext): MenuItem[] {
  const loggedIn = ctx.session !== null;
  const items: MenuItem[] = [];
  for (const s of MEMBER_SHORTCUTS) {
    const decision = routeDecision(s.route, ctx);
    if (!entryVisible(decision, loggedIn, true)) continue;
    const kind = viewerKind(ctx);
    const onTap = kind !== 'guest' && kind !== 'trial' && !decision.allowed ? tapFor(decision, s.to) : memberAreaTap(ctx, s.to);
    items.push({ id: s.id, titleKey: s.titleKey, to: s.to, onTap, badge: null });
  }
  return items;
}

export const MEMBER_BENEFITS_PATH = href('memberBenefits');
export const SETTINGS_PATH = href('settings');
export const MEMBER_HOME_PATH = href('memberCenter');

export interface MemberCenterModel {
  readonly titleKey: 'title.memberCenter';
  /** The back arrow goes home. */
  readonly backTo: typeof HOME_PATH;
  readonly settings: MenuItem;
  /** Visitors: the login-or-register prompt. */
  readonly loginPrompt: MenuItem | null;
  /** The member's display name (nickname, else account, else session user name); null for visitors. */
  readonly displayName: string | null;
  /** The club (VIP) label, when the member has one. */
  readonly vipLabel: string | null;
  readonly shortcuts: readonly MenuItem[];
  /** Level benefits: shown to visitors, or to members with a club label name. */
  readonly levelBenefits: MenuItem | null;
  readonly download: MenuItem;
  readonly menu: readonly MenuItem[];
}

export function memberDisplayName(viewer: Viewer): string | null {
  if (!viewer.session) return null;
  const m = viewer.member;
  return m?.nickname || m?.account || viewer.session.userName;
}

export function memberCenterModel(ctx: AccessContext): MemberCenterModel {
  const guest = ctx.session === null;
  const labelName = ctx.member?.clubLabel?.labelName || null;
  const vipLabel = guest ? null : labelName;
  return {
    titleKey: 'title.memberCenter',
    backTo: HOME_PATH,
    settings: {
      id: 'settings',
      titleKey: 'title.settings',
      to: SETTINGS_PATH,
      onTap: guest ? { kind: 'login', replace: true } : { kind: 'navigate', to: SETTINGS_PATH },
      badge: null,
    },
    loginPrompt: guest
      ? { id: 'loginPrompt', titleKey: 'memberCenter.loginPrompt', to: LOGIN_PATH, onTap: { kind: 'navigate', to: LOGIN_PATH }, badge: null }
      : null,
    displayName: memberDisplayName(ctx),
    vipLabel,
    shortcuts: memberShortcuts(ctx),
    levelBenefits:
      guest || vipLabel
        ? {
            id: 'levelBenefits',
            titleKey: 'memberCenter.levelBenefits',
            to: MEMBER_BENEFITS_PATH,
            onTap: { kind: 'navigate', to: MEMBER_BENEFITS_PATH },
            badge: null,
          }
        : null,
    download: {
      id: 'download',
      titleKey: 'memberCenter.download',
      to: null,
      onTap: { kind: 'openDownloadPopup' },
      badge: null,
    },
    menu: memberMenu(ctx),
  };
}

/** The footer's members button: members go to the member center, visitors log in, trial users register. */
export function footerMembersTap(viewer: Viewer): Tap {
  const kind = viewerKind(viewer);
  if (kind === 'guest') return { kind: 'login', replace: false };
  if (kind === 'trial') return ASK_REGISTER;
  return { kind: 'navigate', to: MEMBER_HOME_PATH };
}

// ------------------------------------------------------------------ badges and message center

export const BADGE_CAP = 99;

/** Unread badge text: hidden (null) for visitors and for 0; '99+' above 99. */
export function badgeText(count: number | null | undefined, viewer: Viewer): string | null {
  if (!viewer.session) return null;
  if (count === null || count === undefined || !Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}

/** The customer-service link to open: the first of the preferred types, else the first link. */
export function serviceLink(config: MerchantConfig, prefer: readonly MerchantConfig['customerService'][number]['type'][] = ['CS']): string | null {
  for (const type of prefer) {
    const found = config.customerService.find((c) => c.type === type);
    if (found) return found.url;
  }
  return config.customerService[0]?.url ?? null;
}

export interface UnreadCounts {
  readonly announcements?: number | null;
  readonly inbox?: number | null;
  readonly chat?: number | null;
}

export const NOTICE_PATH = href('announcements');
export const INBOX_PATH = href('inbox');

export function messageCenterModel(config: MerchantConfig, flags: EffectiveFlags, viewer: Viewer, counts: UnreadCounts = {}): MenuItem[] {
  const ctx: AccessContext = { config, flags, session: viewer.session, member: viewer.member };
  const items: MenuItem[] = [];
  if (config.messagingServiceUrl) {
    items.push({
      id: 'messagingService',
      titleKey: 'messageCenter.messagingService',
      to: null,
      onTap: { kind: 'external', url: config.messagingServiceUrl },
      badge: null,
    });
  }
  items.push({
    id: 'announcements',
    titleKey: 'messageCenter.announcements',
    to: NOTICE_PATH,
    onTap: { kind: 'navigate', to: NOTICE_PATH },
    badge: badgeText(counts.announcements, viewer),
  });
  const inbox = can('useInbox', ctx);
  items.push({
    id: 'messages',
    titleKey: 'messageCenter.messages',
    to: INBOX_PATH,
    onTap: tapFor(inbox, INBOX_PATH),
    badge: inbox.allowed ? badgeText(counts.inbox, viewer) : null,
  });
  const chat = can('useChat', ctx);
  if (chat.allowed || chat.reason !== 'disabled') {
    items.push({
      id: 'liveChat',
      titleKey: 'messageCenter.liveChat',
      to: null,
      onTap: chat.allowed ? { kind: 'openChat' } : tapFor(chat, ''),
      badge: chat.allowed ? badgeText(counts.chat, viewer) : null,
    });
  }
  const service = serviceLink(config, ['affiliate', 'CS']);
  if (service) {
    items.push({
      id: 'customerService',
      titleKey: 'messageCenter.customerService',
      to: null,
      onTap: { kind: 'openService', url: service },
      badge: null,
    });
  }
  return items;
}

/** The header's message icon: the inbox when logged in (trial users are refused), else login. */
export function messageIconTap(ctx: AccessContext): Tap {
  return tapFor(can('useInbox', ctx), INBOX_PATH);
}
