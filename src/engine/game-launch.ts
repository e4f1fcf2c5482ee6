// What a tap on a game does (the spec's launch rules, in order), the lottery launcher's route,
// the lottery frame's parameters, and the generic embedded frame's URL, size and position.

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
export const TRIAL_MEMBER_TYPE = 4;

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
  return `/m/startLottery?${q.toString()}`;
}

/** The launch rules of the spec, in order. */
export function launchPlan(game: LaunchableGame, ctx: LaunchContext): LaunchPlan {
  if (!ctx.loggedIn) return { kind: 'login' };
  if (game.gameType === 'LOTT' || game.gameType === 'ELOTT' || LOTTERY_VENDORS.has(game.vassalage)) {
    return {
      kind: 'lottery',
      to: lotteryLaunchPath({ mui: game.vassalage, gameId: game.gameId, playType: playTypeFor(game.lottoMode), prizeMode: prizeModeFor(game.vassalage, ctx.mapping), pageBack: true }),
    };
  }
  if (game.gameClassify === VASSALAGE_FLAG || game.gameClassifyNew === VASSALAGE_FLAG) {
    return { kind: 'vendorList', to: `/m/gameList?gameType=${encodeURIComponent(game.gameType)}&vassalage=${encodeURIComponent(game.vassalage)}` };
  }
  // Free play when the game supports it (supportPlay 0) for a free-trial account, which cannot
  // play for real money; real accounts play for real.
  return { kind: 'launch', freePlay: game.supportPlay === 0 && ctx.memberType === TRIAL_MEMBER_TYPE };
}

// ------------------------------------------------------------------ lottery frame

export interface LotteryFrame {
  readonly mui: string;
  readonly gameId: string;
  readonly playType: PlayType;
  readonly prizeMode: PrizeMode;
  readonly pageBack: boolean;
  /** Where closing goes: home when pageBack is set, else the game center. */
  readonly closeTo: '/m/home' | '/m/game';
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
    closeTo: pageBack ? '/m/home' : '/m/game',
  };
}

// ------------------------------------------------------------------ embedded frame

/** An http(s) or same-origin URL to embed (same-origin as a path), else null. */
export function safeFrameUrl(raw: string | null | undefined, origin: string): string | null {
  const value = (raw ?? '').trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === origin) return `${url.pathname}${url.search}${url.hash}`;
  return url.href;
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
  readonly width: string | null;
  readonly height: string | null;
  readonly top: string | null;
  readonly left: string | null;
  readonly title: string | null;
}

/** The embedded frame from its query (?url=, optional width, height, top, left, title); null when the URL may not be shown. */
export function frameSpec(q: URLSearchParams, origin: string): FrameSpec | null {
  const src = safeFrameUrl(q.get('url'), origin);
  if (!src) return null;
  return {
    src,
    width: frameLength(q.get('width')),
    height: frameLength(q.get('height')),
    top: frameLength(q.get('top')),
    left: frameLength(q.get('left')),
    title: q.get('title')?.trim().slice(0, 60) || null,
  };
}
