// The agent home: menu grid and footer (from config.agent), greeting by hour, and the
// contract prompts run on home for members with pending contract requests.
import type { AgentFooterId, AgentMenuId } from '@/config/schema';
import { can, type Ability, type AccessContext } from '@/engine/access';
import { badgeText, serviceLink, type MenuItem } from '@/engine/member-menu';
import type { Tap } from '@/engine/tap';

type AgentAction = { kind: 'navigate'; to: string } | { kind: 'openService' };
type BadgeSource = 'inbox' | 'agentNotices';

export interface AgentEntryDef<Id extends string> {
  readonly id: Id;
  readonly titleKey: string;
  readonly action: AgentAction;
  /** Shown only when this ability allows it (per-merchant switches). */
  readonly gate?: Ability;
  readonly badge?: BadgeSource;
}

const nav = (to: string): AgentAction => ({ kind: 'navigate', to });

/** Agent menu grid entries: targets from lobby-agent.md section 2. */
export const AGENT_MENU_REGISTRY: Readonly<Record<AgentMenuId, AgentEntryDef<AgentMenuId>>> = {
  teamOverview: { id: 'teamOverview', titleKey: 'agentMenu.teamOverview', action: nav('/m/agent/team/overview') },
  transactionRecord: {
    id: 'transactionRecord',
    titleKey: 'agentMenu.transactionRecord',
    action: nav('/m/transaction/record?types=A'),
    gate: 'flag:TRANSREC3',
  },
  teamManagement: { id: 'teamManagement', titleKey: 'agentMenu.teamManagement', action: nav('/m/member/team') },
  redEnvelopeRain: { id: 'redEnvelopeRain', titleKey: 'agentMenu.redEnvelopeRain', action: nav('/m/redRain') },
  teamProfitAndLoss: { id: 'teamProfitAndLoss', titleKey: 'agentMenu.teamProfitAndLoss', action: nav('/m/agent/team/pnl') },
  teamBetting: { id: 'teamBetting', titleKey: 'agentMenu.teamBetting', action: nav('/m/teamBetting') },
  gameRebateSetting: {
    id: 'gameRebateSetting',
    titleKey: 'agentMenu.gameRebateSetting',
    action: nav('/m/member/agent/agentRebeat'),
  },
  agentRebate: { id: 'agentRebate', titleKey: 'agentMenu.agentRebate', action: nav('/m/member/teamRebate') },
  securityCenter: {
    id: 'securityCenter',
    titleKey: 'agentMenu.securityCenter',
    action: nav('/m/securityCenter'),
    gate: 'flag:SECPRIV',
  },
  newsCenter: {
    id: 'newsCenter',
    titleKey: 'agentMenu.newsCenter',
    action: nav('/m/webEmail'),
    gate: 'flag:MAILCEN',
    badge: 'inbox',
  },
  onlineService: { id: 'onlineService', titleKey: 'agentMenu.onlineService', action: { kind: 'openService' } },
  dailyWage: {
    id: 'dailyWage',
    titleKey: 'agentMenu.dailyWage',
    action: nav('/m/member/agent/dailySalary'),
    gate: 'agentDisplay:salary',
  },
};

export const AGENT_FOOTER_REGISTRY: Readonly<Record<AgentFooterId, AgentEntryDef<AgentFooterId>>> = {
  home: { id: 'home', titleKey: 'agentFooter.home', action: nav('/m/home') },
  openAccount: { id: 'openAccount', titleKey: 'agentFooter.openAccount', action: nav('/m/agentRegister') },
  dividend: {
    id: 'dividend',
    titleKey: 'agentFooter.dividend',
    action: nav('/m/member/agent/agentDivident'),
    gate: 'agentDisplay:dividend',
  },
  announcements: {
    id: 'announcements',
    titleKey: 'agentFooter.announcements',
    action: nav('/m/member/notice?types=A'),
    badge: 'agentNotices',
  },
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

const visible = (def: { gate?: Ability }, ctx: AccessContext): boolean => !def.gate || can(def.gate, ctx).allowed;

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
  { id: 'dailySalary', field: 'dailysalreqtype', messageKey: 'contract.dailySalary', to: '/m/member/agent/getSalaryContract' },
  { id: 'dividend', field: 'divtypecompperiodreq', messageKey: 'contract.dividend', to: '/m/member/agent/getDevidendContract' },
  { id: 'hourly', field: 'contracthoursalreq', messageKey: 'contract.hourly', to: '/m/member/agent/getHourContract' },
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
