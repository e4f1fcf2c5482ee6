// The agent home: menu grid and footer (from config.agent), greeting by hour, and the
// contract prompts run on home for members with pending contract requests.
import type { AgentFooterId, AgentMenuId } from '@/config/schema';
import { can, canAll, type Ability, type AccessContext } from '@/engine/access';
import { href, routeById, type RouteId } from '@/engine/routes';

const AGENT_HOME_GATE: Ability = 'enterAgentHome';
import { badgeText, entryVisible, serviceLink, type MenuItem } from '@/engine/member-menu';
import type { Tap } from '@/engine/tap';

type AgentAction = { kind: 'navigate'; route: RouteId; to: string } | { kind: 'openService' };
type BadgeSource = 'inbox' | 'agentNotices';

export interface AgentEntryDef<Id extends string> {
  readonly id: Id;
  readonly titleKey: string;
  readonly action: AgentAction;
  /** The guard of the route the entry opens (per-merchant switches): shown unless it denies for more than a login. */
  readonly gate?: readonly Ability[];
  readonly badge?: BadgeSource;
}

const nav = (route: RouteId, query?: Readonly<Record<string, string>>): AgentAction => ({ kind: 'navigate', route, to: href(route, {}, query) });
/** An entry that opens a screen: its path and its gate come from the route table. */
const screen = <Id extends string>(
  id: Id,
  titleKey: string,
  route: RouteId,
  extra: { query?: Record<string, string>; badge?: BadgeSource } = {},
): AgentEntryDef<Id> => {
  // The grid and footer show on agent home, whose own guard is the agent check: an entry's gate is
  // the rest of its route's guard (the per-merchant switches and account checks).
  const guard = routeById(route).guard.filter((a) => a !== AGENT_HOME_GATE);
  return {
    id,
    titleKey,
    action: nav(route, extra.query),
    ...(guard.length ? { gate: guard } : {}),
    ...(extra.badge ? { badge: extra.badge } : {}),
  };
};

/** Agent menu grid entries: targets from lobby-agent.md section 2. */
export const AGENT_MENU_REGISTRY: Readonly<Record<AgentMenuId, AgentEntryDef<AgentMenuId>>> = {
  teamOverview: screen('teamOverview', 'agentMenu.teamOverview', 'teamOverview'),
  transactionRecord: screen('transactionRecord', 'agentMenu.transactionRecord', 'accountRecord', { query: { types: 'A' } }),
  teamManagement: screen('teamManagement', 'agentMenu.teamManagement', 'teamManagement'),
  redEnvelopeRain: screen('redEnvelopeRain', 'agentMenu.redEnvelopeRain', 'redEnvelopeRain'),
  teamProfitAndLoss: screen('teamProfitAndLoss', 'agentMenu.teamProfitAndLoss', 'teamProfitAndLoss'),
  teamBetting: screen('teamBetting', 'agentMenu.teamBetting', 'teamBetting'),
  gameRebateSetting: screen('gameRebateSetting', 'agentMenu.gameRebateSetting', 'gameRebateSetting'),
  agentRebate: screen('agentRebate', 'agentMenu.agentRebate', 'agentRebate'),
  securityCenter: screen('securityCenter', 'agentMenu.securityCenter', 'securityCenter'),
  newsCenter: screen('newsCenter', 'agentMenu.newsCenter', 'inbox', { badge: 'inbox' }),
  onlineService: { id: 'onlineService', titleKey: 'agentMenu.onlineService', action: { kind: 'openService' } },
  dailyWage: screen('dailyWage', 'agentMenu.dailyWage', 'dailyWage'),
};

export const AGENT_FOOTER_REGISTRY: Readonly<Record<AgentFooterId, AgentEntryDef<AgentFooterId>>> = {
  home: screen('home', 'agentFooter.home', 'home'),
  openAccount: screen('openAccount', 'agentFooter.openAccount', 'agentRegister'),
  dividend: screen('dividend', 'agentFooter.dividend', 'agentDividend'),
  announcements: screen('announcements', 'agentFooter.announcements', 'agentNotice', { query: { types: 'A' }, badge: 'agentNotices' }),
};

export interface AgentCounts {
  /** Inbox unread count. */
  readonly inbox?: number | null;
  /** Agent announcements unread count (value.footer.unreadCount). */
  readonly agentNotices?: number | null;
}

function toItem<Id extends string>(def: AgentEntryDef<Id>, ctx: AccessContext, counts: AgentCounts): MenuItem {
  const to = def.action.kind === 'navigate' ? def.action.to : null;
  let onTap: Tap;
  if (!ctx.session)
    onTap = { kind: 'none' }; // navigation works only while a session record exists
  else if (def.action.kind === 'navigate') onTap = { kind: 'navigate', to: def.action.to };
  else {
    const url = serviceLink(ctx.config, ['CS']);
    onTap = url ? { kind: 'openService', url } : { kind: 'none' };
  }
  const badge = def.badge ? badgeText(counts[def.badge], ctx) : null;
  return { id: def.id, titleKey: def.titleKey, to, onTap, badge };
}

/**
 * Shown as the member center shows its entries (entryVisible): unless the gate denies for more than
 * a login or a real account (a visitor's entries do nothing on a tap; the screen refuses a trial).
 */
function visible(def: AgentEntryDef<string>, ctx: AccessContext): boolean {
  return !def.gate || entryVisible(canAll(def.gate, ctx), ctx.session !== null, true);
}

/** The agent home grid in config order; online service is always shown (appended when not listed). */
export function agentMenu(ctx: AccessContext, counts: AgentCounts = {}): MenuItem[] {
  const ids: AgentMenuId[] = [...ctx.config.agent.menu];
  if (!ids.includes('onlineService')) ids.push('onlineService');
  return ids
    .map((id) => AGENT_MENU_REGISTRY[id])
    .filter((def) => visible(def, ctx))
    .map((def) => toItem(def, ctx, counts));
}

export function agentFooter(ctx: AccessContext, counts: AgentCounts = {}): MenuItem[] {
  return ctx.config.agent.footer
    .map((id) => AGENT_FOOTER_REGISTRY[id])
    .filter((def) => visible(def, ctx))
    .map((def) => toItem(def, ctx, counts));
}

export type GreetingKey = 'greeting.morning' | 'greeting.earlyAfternoon' | 'greeting.lateAfternoon' | 'greeting.evening';

/** Greeting by hour: 0-10 morning, 11-14 early afternoon, 15-18 late afternoon, 19-24 evening. */
export function greetingKey(hour: number): GreetingKey {
  if (hour <= 10) return 'greeting.morning';
  if (hour <= 14) return 'greeting.earlyAfternoon';
  if (hour <= 18) return 'greeting.lateAfternoon';
  return 'greeting.evening';
}

export interface DividendInfo {
  readonly dailysalreqtype?: string | null;
  readonly divtypecompperiodreq?: string | null;
  readonly contracthoursalreq?: string | null;
}

export interface ContractPrompt {
  readonly id: 'dailySalary' | 'dividend' | 'hourly';
  readonly field: keyof DividendInfo;
  readonly messageKey: string;
  readonly to: string;
  /** Go opens the page; Cancel does nothing. */
  readonly confirmKey: 'action.go';
  readonly cancelKey: 'action.cancel';
}

const CONTRACTS: readonly Omit<ContractPrompt, 'confirmKey' | 'cancelKey'>[] = [
  { id: 'dailySalary', field: 'dailysalreqtype', messageKey: 'contract.dailySalary', to: href('salaryContract') },
  { id: 'dividend', field: 'divtypecompperiodreq', messageKey: 'contract.dividend', to: href('dividendContract') },
  { id: 'hourly', field: 'contracthoursalreq', messageKey: 'contract.hourly', to: href('hourContract') },
];

/**
 * The confirms to show, in order, for each pending request (any non-empty value); none unless
 * can('seeContractPrompts') (session, member info, AGENTPOLICY3, type not 4, 40, 41, 42).
 */
export function contractPrompts(ctx: AccessContext, info: DividendInfo | null | undefined): ContractPrompt[] {
  if (!info || !can('seeContractPrompts', ctx).allowed) return [];
  return CONTRACTS.filter((c) => {
    const v = info[c.field];
    return typeof v === 'string' && v.length > 0;
  }).map((c) => ({ ...c, confirmKey: 'action.go', cancelKey: 'action.cancel' }));
}
