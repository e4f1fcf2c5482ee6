// The one access check. Route guards, menu visibility and buttons all ask `can(ability, ctx)`.
// Every ability is a list of checks run in order; the first that fails names the reason.
// Flag / promotion / display checks come before the session check, so a switched-off feature
// says 'disabled' even to a visitor (and a visitor sees a menu entry whose feature is on).
import { FLAG_CODES, MODULE_IDS, type FlagCode, type MerchantConfig, type ModuleId } from '@/config/schema';
import { effectiveFlags, type EffectiveFlags, type PlatformFlags } from '@/engine/flags';
import {
  NO_SUPERIOR_TRANSFER_TYPE,
  isAgent,
  isContractAlertExcluded,
  isTrial,
  memberType,
  passesFreeCheck,
  type MemberInfo,
  type Session,
  type Viewer,
} from '@/engine/member-types';
import { HOME_PATH, LOGIN_PATH, type RefusalKey, type Tap } from '@/engine/tap';

export type DenyReason = 'needsLogin' | 'freeReject' | 'realAccountOnly' | 'notAgent' | 'disabled';
export type Decision = { allowed: true } | { allowed: false; reason: DenyReason };

export interface AccessContext {
  readonly config: MerchantConfig;
  /** Effective flags (see effectiveFlags). */
  readonly flags: EffectiveFlags;
  readonly session: Session;
  readonly member: MemberInfo;
  /** The visitor has just signed out on this tab: a page that needs a login sends them home. */
  readonly signedOut?: boolean;
}

export const PROMOTION_IDS = ['inviteFriends', 'mission'] as const;
export type PromotionId = (typeof PROMOTION_IDS)[number];
export const AGENT_DISPLAY_IDS = ['salary', 'dividend'] as const;
export type AgentDisplayId = (typeof AGENT_DISPLAY_IDS)[number];

type Check = (ctx: AccessContext) => DenyReason | null;

interface AbilityDef {
  /** Checks in order; the first failing one gives the reason. */
  readonly checks: readonly Check[];
  /** Whether the answer depends on member info (a router should wait for it to load). */
  readonly usesMemberInfo: boolean;
  /** One line for people: what the ability requires. */
  readonly summary: string;
}

const typeOf = (ctx: AccessContext): number | null => memberType(ctx);

const needSession: Check = (ctx) => (ctx.session ? null : 'needsLogin');
const needFlag =
  (code: FlagCode): Check =>
  (ctx) =>
    ctx.flags[code] ? null : 'disabled';
const needPromotion =
  (id: PromotionId): Check =>
  (ctx) =>
    ctx.config.promotions[id] ? null : 'disabled';
const needModule =
  (id: ModuleId): Check =>
  (ctx) =>
    ctx.config.modules.includes(id) ? null : 'disabled';
const needAgentDisplay =
  (id: AgentDisplayId): Check =>
  (ctx) =>
    ctx.config.agent.display[id] ? null : 'disabled';
const notTrial =
  (reason: DenyReason): Check =>
  (ctx) => {
    const t = typeOf(ctx);
    return t !== null && isTrial(t) ? reason : null;
  };
const freeCheck: Check = (ctx) => {
  const t = typeOf(ctx);
  return t !== null && !passesFreeCheck(t) ? 'freeReject' : null;
};
const agentType: Check = (ctx) => {
  const t = typeOf(ctx);
  return t !== null && isAgent(t) ? null : 'notAgent';
};
const needMemberInfo: Check = (ctx) => (ctx.member ? null : 'disabled');

const NAMED_ABILITIES = {
  enterMemberArea: {
    checks: [needSession],
    usesMemberInfo: false,
    summary: 'a session record',
  },
  enterVoucherCenter: {
    checks: [needSession, freeCheck],
    usesMemberInfo: false,
    summary: 'a session record and the free check (types 0, 1, 2)',
  },
  useInbox: {
    checks: [needSession, notTrial('freeReject')],
    usesMemberInfo: false,
    summary: 'a session record, not a trial user (type 4)',
  },
  useChat: {
    checks: [needFlag('CBS3'), needSession, notTrial('freeReject')],
    usesMemberInfo: false,
    summary: 'flag CBS3, a session record, not a trial user (type 4)',
  },
  useRealAccountFeature: {
    checks: [needSession, notTrial('realAccountOnly')],
    usesMemberInfo: false,
    summary: 'a session record, not a trial user (type 4)',
  },
  enterAgentHome: {
    checks: [needSession, agentType],
    usesMemberInfo: false,
    summary: 'a session record and an agent type (not 0, 4, 40)',
  },
  superiorTransfer: {
    checks: [
      needFlag('AGETRANSFERUP3'),
      needSession,
      needMemberInfo,
      (ctx) => (ctx.member?.toUpline === true ? null : 'disabled'),
      (ctx) => (typeOf(ctx) === NO_SUPERIOR_TRANSFER_TYPE ? 'disabled' : null),
    ],
    usesMemberInfo: true,
    summary: 'flag AGETRANSFERUP3, a session record, member info with toUpline true, type not 2',
  },
  seeContractPrompts: {
    checks: [
      needFlag('AGENTPOLICY3'),
      needSession,
      needMemberInfo,
      (ctx) => {
        const t = typeOf(ctx);
        return t !== null && isContractAlertExcluded(t) ? 'disabled' : null;
      },
    ],
    usesMemberInfo: true,
    summary: 'flag AGENTPOLICY3, a session record, member info, type not 4, 40, 41, 42',
  },
} as const satisfies Record<string, AbilityDef>;

export type NamedAbility = keyof typeof NAMED_ABILITIES;
export type Ability = NamedAbility | `flag:${FlagCode}` | `promo:${PromotionId}` | `module:${ModuleId}` | `agentDisplay:${AgentDisplayId}`;

function buildRegistry(): Readonly<Record<Ability, AbilityDef>> {
  const registry: Partial<Record<Ability, AbilityDef>> = { ...NAMED_ABILITIES };
  for (const code of FLAG_CODES) {
    registry[`flag:${code}`] = { checks: [needFlag(code)], usesMemberInfo: false, summary: `flag ${code}` };
  }
  for (const id of PROMOTION_IDS) {
    registry[`promo:${id}`] = { checks: [needPromotion(id)], usesMemberInfo: false, summary: `promotion ${id}` };
  }
  for (const id of MODULE_IDS) {
    registry[`module:${id}`] = { checks: [needModule(id)], usesMemberInfo: false, summary: `module ${id}` };
  }
  for (const id of AGENT_DISPLAY_IDS) {
    registry[`agentDisplay:${id}`] = {
      checks: [needAgentDisplay(id)],
      usesMemberInfo: false,
      summary: `agent display ${id}`,
    };
  }
  return registry as Record<Ability, AbilityDef>;
}

/** Every ability the engine knows, with what it requires. */
export const ABILITIES: Readonly<Record<Ability, AbilityDef>> = buildRegistry();
export const ABILITY_IDS = Object.keys(ABILITIES) as Ability[];

export const isAbility = (v: unknown): v is Ability => typeof v === 'string' && Object.hasOwn(ABILITIES, v);

const ALLOWED: Decision = Object.freeze({ allowed: true });

export function can(ability: Ability, ctx: AccessContext): Decision {
  for (const check of ABILITIES[ability].checks) {
    const reason = check(ctx);
    if (reason) return { allowed: false, reason };
  }
  return ALLOWED;
}

/** Runs several abilities in order; the first denial wins. */
export function canAll(abilities: readonly Ability[], ctx: AccessContext): Decision {
  for (const ability of abilities) {
    const d = can(ability, ctx);
    if (!d.allowed) return d;
  }
  return ALLOWED;
}

/** Whether the answer for `ability` depends on member info (wait for it before guarding). */
export const abilityUsesMemberInfo = (ability: Ability): boolean => ABILITIES[ability].usesMemberInfo;

export function accessContext(config: MerchantConfig, viewer: Viewer, platformFlags?: PlatformFlags, signedOut = false): AccessContext {
  return { config, flags: effectiveFlags(config, platformFlags), session: viewer.session, member: viewer.member, signedOut };
}

/** What a denial means to a person: a redirect, or a refusal message (spec wording in EN). */
export type DenialOutcome = { kind: 'redirect'; to: string } | { kind: 'refuse'; messageKey: RefusalKey };

export const DENIAL_OUTCOMES: Readonly<Record<DenyReason, DenialOutcome>> = {
  needsLogin: { kind: 'redirect', to: LOGIN_PATH },
  /** EN 'Please log into a real account'. */
  freeReject: { kind: 'refuse', messageKey: 'refuse.freeReject' },
  /** EN 'Please login an actual account to use this function'. */
  realAccountOnly: { kind: 'refuse', messageKey: 'refuse.realAccountOnly' },
  notAgent: { kind: 'redirect', to: HOME_PATH },
  disabled: { kind: 'redirect', to: HOME_PATH },
};

/**
 * The tap of a button that leads to `to` when `decision` allows it: visitors go to login,
 * refusals show their message, other denials do nothing.
 */
export function tapFor(decision: Decision, to: string, opts: { replaceLogin?: boolean } = {}): Tap {
  if (decision.allowed) return { kind: 'navigate', to };
  const outcome = DENIAL_OUTCOMES[decision.reason];
  if (decision.reason === 'needsLogin') return { kind: 'login', replace: opts.replaceLogin ?? false };
  if (outcome.kind === 'refuse') return { kind: 'refuse', messageKey: outcome.messageKey };
  return { kind: 'none' };
}
