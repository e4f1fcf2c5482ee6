// What a tap on a game does (the spec's launch rules, in order), the lottery launcher's route,
// the lottery frame's parameters, and the generic embedded frame's URL, size and position; every
// URL from outside goes through the URL gate (src/config/url-gate.ts).
import { classifyUrl, externalOrigin, isHttpsOrigin } from '@/config/url-gate';
import { href } from '@/engine/routes';

export interface LaunchableGame {
  readonly gameId: string;
  readonly nodeId: string;
  readonly vassalage: string;
  readonly gameType: string;
  readonly gameClassify: string;
  readonly gameClassifyNew?: string;
  readonly supportPlay: number;
  readonly lottoMode: string;
}

export interface LaunchContext {
  readonly loggedIn: boolean;
  /** The member type (4 is a free-trial account). */
  readonly memberType?: number;
  /** The vendor data's mapping by category (vendor codes). */
  readonly mapping?: Readonly<Record<string, readonly string[]>>;
}

export type LaunchPlan =
  | { readonly kind: 'login' }
  | { readonly kind: 'lottery'; readonly to: string }
  | { readonly kind: 'vendorList'; readonly to: string }
  | { readonly kind: 'launch'; readonly freePlay: boolean };

/** Vietnam and SEA lottery vendors: launched through the lottery launcher whatever the game type. */
export const LOTTERY_VENDORS: ReadonlySet<string> = new Set(['VNLOTT', 'SEALOTT']);
export const VASSALAGE_FLAG = 'VASSALAGE';

export type PrizeMode = 'Lott' | 'Elott';
export type PlayType = 'Tradition' | 'Entertainment';
export const DEFAULT_LOTTERY_GAME = 'lobby';

/** Elott when the vendor mapping lists the (Vietnam-lotto or LOTT) vendor under ELOTT, else Lott. */
export function prizeModeFor(vendor: string, mapping?: Readonly<Record<string, readonly string[]>>): PrizeMode {
  return mapping?.ELOTT?.includes(vendor) ? 'Elott' : 'Lott';
}

export function playTypeFor(lottoMode: string | undefined): PlayType {
  return lottoMode?.includes('Entertainment') ? 'Entertainment' : 'Tradition';
}

export interface LotteryLaunch {
  /** The lottery vendor (mui). */
  readonly mui: string;
  readonly gameId?: string;
  readonly playType?: PlayType;
  readonly prizeMode: PrizeMode;
  /** Close returns home (rather than to the game center). */
  readonly pageBack?: boolean;
}

/** The lottery launcher's route: /m/startLottery?mui=…&playType=…&gameId=…&prize_mode=…[&pageBack=1]. */
export function lotteryLaunchPath(l: LotteryLaunch): string {
  const q = new URLSearchParams({
    mui: l.mui,
    playType: l.playType ?? 'Tradition',
    gameId: l.gameId || DEFAULT_LOTTERY_GAME,
    prize_mode: l.prizeMode,
  });
  if (l.pageBack) q.set('pageBack', '1');
  return `${href('startLottery')}?${q.toString()}`;
}

/** The launch rules of the spec, in order. */
export function launchPlan(game: LaunchableGame, ctx: LaunchContext): LaunchPlan {
  if (!ctx.loggedIn) return { kind: 'login' };
  if (game.gameType === 'LOTT' || game.gameType === 'ELOTT' || LOTTERY_VENDORS.has(game.vassalage)) {
    return {
      kind: 'lottery',
      to: lotteryLaunchPath({
        mui: game.vassalage,
        gameId: game.gameId,
        playType: playTypeFor(game.lottoMode),
        prizeMode: prizeModeFor(game.vassalage, ctx.mapping),
        pageBack: true,
      }),
    };
  }
  if (game.gameClassify === VASSALAGE_FLAG || game.gameClassifyNew === VASSALAGE_FLAG) {
    return { kind: 'vendorList', to: href('gameList', {}, { gameType: game.gameType, vassalage: game.vassalage }) };
  }
  // The spec: 'Otherwise launch directly, with free play when supported' (supportPlay 0), for
  // every account, not only trial ones.
  return { kind: 'launch', freePlay: game.supportPlay === 0 };
}

// ------------------------------------------------------------------ lottery frame

export interface LotteryFrame {
  readonly mui: string;
  readonly gameId: string;
  readonly playType: PlayType;
  readonly prizeMode: PrizeMode;
  readonly pageBack: boolean;
  /** Where closing goes: home when pageBack is set, else the game center. */
  readonly closeTo: string;
}

/** The lottery frame from the query (mui, playType, gameId, prize_mode, pageBack); null without mui. */
export function lotteryFrame(q: URLSearchParams): LotteryFrame | null {
  const mui = (q.get('mui') ?? '').trim();
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(mui)) return null;
  const pageBackRaw = (q.get('pageBack') ?? '').trim().toLowerCase();
  const pageBack = pageBackRaw !== '' && pageBackRaw !== '0' && pageBackRaw !== 'false';
  const mode = (q.get('prize_mode') ?? '').trim().toLowerCase();
  return {
    mui,
    gameId: (q.get('gameId') ?? '').trim() || DEFAULT_LOTTERY_GAME,
    playType: playTypeFor(q.get('playType') ?? ''),
    prizeMode: mode === 'elott' ? 'Elott' : 'Lott',
    pageBack,
    closeTo: href(pageBack ? 'home' : 'game'),
  };
}

// ------------------------------------------------------------------ where a launch URL leads

export const FRAME_PATH = href('frame');

/**
 * What to do with a URL a launch answer (game, hot match, chat) returned, through the URL gate:
 * an in-app path is navigated by the router (when it is the embedded frame, the origin of the
 * page it frames is passed along in router state as allowed for that navigation); an external
 * https URL is opened in the same tab; anything else is refused.
 */
export type LaunchTarget =
  | { readonly kind: 'navigate'; readonly to: string; readonly state: FrameNavigationState | null }
  | { readonly kind: 'assign'; readonly href: string }
  | { readonly kind: 'refused' };

/** Router state of a navigation to /m/frame that a launch answer asked for. */
export interface FrameNavigationState {
  readonly frameOrigin: string;
}

export function launchTarget(url: unknown, origin: string): LaunchTarget {
  const verdict = classifyUrl(url, origin);
  if (verdict.kind === 'external') return { kind: 'assign', href: verdict.href };
  if (verdict.kind === 'refused') return { kind: 'refused' };
  const parsed = new URL(verdict.path, origin);
  const frameOrigin = parsed.pathname === FRAME_PATH ? externalOrigin(parsed.searchParams.get('url'), origin) : null;
  return { kind: 'navigate', to: verdict.path, state: frameOrigin ? { frameOrigin } : null };
}

/** The frame origin a launch answer allowed, read back from (untrusted-shaped) router state. */
export function launchFrameOrigin(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('frameOrigin' in state)) return null;
  const value = state.frameOrigin;
  return typeof value === 'string' && isHttpsOrigin(value) ? new URL(value).origin : null;
}

// ------------------------------------------------------------------ embedded frame

/**
 * Sandbox of every frame. Scripts, forms and popups run; top navigation is never allowed (a
 * framed page cannot take over the app's tab) and neither are modals or downloads.
 * `allow-same-origin` is added only for a page that is allowed to be framed (an in-app path, or
 * an origin the merchant file or a launch answer allows): for a cross-origin game provider it
 * keeps the provider's own origin (its cookies and storage, which games need) and gives it
 * nothing of ours, because the sandbox escape that `allow-scripts allow-same-origin` permits only
 * matters when the framed page shares the app's origin; for an in-app path the framed page is
 * this app itself (it needs its session and service worker), as trusted as the page around it.
 */
export const FRAME_SANDBOX = 'allow-scripts allow-forms allow-popups';
export const ALLOWED_FRAME_SANDBOX = `${FRAME_SANDBOX} allow-same-origin`;

/** Which origins a frame may show besides in-app paths. */
export interface FrameAllowance {
  /** The merchant file's `frameOrigins`. */
  readonly origins: readonly string[];
  /** The origin a launch answer returned for this navigation (router state), if any. */
  readonly launchOrigin?: string | null;
}

const originOf = (value: string): string | null => (isHttpsOrigin(value) ? new URL(value).origin : null);

/**
 * A URL that may be framed: an in-app path (returned as the path), or an https URL whose origin
 * the merchant file or the launch answer allows; null otherwise (javascript:, data:, another
 * site, //host, /\host…).
 */
export function safeFrameUrl(raw: string | null | undefined, origin: string, allow: FrameAllowance): string | null {
  const verdict = classifyUrl(raw, origin);
  if (verdict.kind === 'inApp') return verdict.path;
  if (verdict.kind === 'refused') return null;
  const target = new URL(verdict.href).origin;
  const allowed = allow.origins.some((o) => originOf(o) === target) || (allow.launchOrigin != null && originOf(allow.launchOrigin) === target);
  return allowed ? verdict.href : null;
}

/** A size or position: a number of px ("375", "375px") or a percentage ("50%"); null otherwise. */
export function frameLength(raw: string | null | undefined): string | null {
  const m = /^\s*(\d{1,4}(?:\.\d+)?)\s*(px|%)?\s*$/.exec(raw ?? '');
  if (!m) return null;
  const n = Number(m[1]);
  if (m[2] === '%') return n <= 100 ? `${n}%` : null;
  return `${n}px`;
}

export interface FrameSpec {
  readonly src: string;
  readonly sandbox: string;
  readonly width: string | null;
  readonly height: string | null;
  readonly top: string | null;
  readonly left: string | null;
}

/**
 * The embedded frame from its query (?url=, optional width, height, top, left); null when the URL
 * may not be shown. A `title` in the query is ignored: the frame never shows text from its URL.
 */
export function frameSpec(q: URLSearchParams, origin: string, allow: FrameAllowance): FrameSpec | null {
  const src = safeFrameUrl(q.get('url'), origin, allow);
  if (!src) return null;
  return {
    src,
    sandbox: ALLOWED_FRAME_SANDBOX,
    width: frameLength(q.get('width')),
    height: frameLength(q.get('height')),
    top: frameLength(q.get('top')),
    left: frameLength(q.get('left')),
  };
}

/** The lottery frame's page: the URL the platform's lottery launch answered, through the gate. */
export function lotteryFrameSrc(url: unknown, origin: string): { readonly src: string; readonly sandbox: string } | null {
  const verdict = classifyUrl(url, origin);
  if (verdict.kind === 'inApp') return { src: verdict.path, sandbox: ALLOWED_FRAME_SANDBOX };
  // The launch answer itself allows the origin it returned.
  if (verdict.kind === 'external') return { src: verdict.href, sandbox: ALLOWED_FRAME_SANDBOX };
  return null;
}
