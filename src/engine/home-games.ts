// The home page's game sections (the spec, lobby "Home content"): the JL hot strip, best casino
// (RNG hot games), recent games (members), and a section per game type whose title links to that
// type's page; the Hot tab's content; and which announcements the notice page lists (the
// marquee's tap opens /m/notice at an index counted over that list).
import { href } from '@/engine/routes';

/** Up to 7 JL games in the hot strip, with 'more' to the JILI SLOT page. */
export const HOT_STRIP_SIZE = 7;
export const HOT_STRIP_MORE = href('jlSlot');
/** Up to 6 RNG hot games. */
export const BEST_CASINO_SIZE = 6;
/** Recent games on home: 3, members only. */
export const HOME_RECENT_SIZE = 3;
/** Games shown under a game-type section's title. */
export const TYPE_SECTION_SIZE = 6;

/** Section titles by game type, each linking to its page (in the spec's order). */
export const GAME_TYPE_SECTIONS = [
  ['LIVE', href('live')],
  ['RNG', href('rng')],
  ['SPORTS', href('sports')],
  ['ESPORTS', href('esports')],
  ['FISH', href('fish')],
  ['PVP', href('pvp')],
  ['LOTT', href('lott')],
  ['ELOTT', href('elott')],
  ['HOT', href('hot')],
] as const;
export type SectionType = (typeof GAME_TYPE_SECTIONS)[number][0];

interface Typed {
  readonly gameType: string;
}

/** Best casino: the first RNG games of the hot list, at most 6. */
export function bestCasino<G extends Typed>(hot: readonly G[]): G[] {
  return hot.filter((g) => g.gameType === 'RNG').slice(0, BEST_CASINO_SIZE);
}

/** The game types a section gathers: cockfight counts as e-sports (its page is /m/esports). */
const SECTION_MEMBERS: Readonly<Record<SectionType, readonly string[] | null>> = {
  LIVE: ['LIVE'],
  RNG: ['RNG'],
  SPORTS: ['SPORTS'],
  ESPORTS: ['ESPORTS', 'COCKFIGHT'],
  FISH: ['FISH'],
  PVP: ['PVP'],
  LOTT: ['LOTT'],
  ELOTT: ['ELOTT'],
  // The hot page's section: the hottest games of any type under its title, which leads to all.
  HOT: null,
};

export interface GameTypeSection<G> {
  readonly type: SectionType;
  readonly to: string;
  readonly games: G[];
}

/**
 * The game-type sections, in order, with up to 6 hot games of that type each (the Hot section: of
 * any type). A section with no game to show is left out: no heading with nothing under it.
 */
export function gameTypeSections<G extends Typed>(hot: readonly G[]): GameTypeSection<G>[] {
  return GAME_TYPE_SECTIONS.map(([type, to]) => {
    const members = SECTION_MEMBERS[type];
    return { type, to, games: hot.filter((g) => members === null || members.includes(g.gameType)).slice(0, TYPE_SECTION_SIZE) };
  }).filter((s) => s.games.length > 0);
}

/** The game menu's in-place content: Home (the sections above) or Hot (every hot game). */
export type HomeView = 'home' | 'hot';

// ------------------------------------------------------------------ announcements

/**
 * The announcement types the notice page (/m/notice) lists, in the platform's order: every type
 * the member center's unread badge counts (B, PL, PU) is among them, so reading them all clears it.
 */
export const NOTICE_PAGE_TYPES: ReadonlySet<string> = new Set(['B', 'PL', 'PU', 'H', 'PR']);
/** The announcement types the home marquee scrolls. */
export const MARQUEE_TYPES: ReadonlySet<string> = new Set(['B']);

interface Notice {
  readonly id: string;
  readonly type: string;
  /** Whom a popup (PU) is for: A members, F members at their first login, B visitors. */
  readonly execution?: string;
}

/** The popups (PU) the notice page lists: those for members (A, F) to a member, those for visitors (B) to a visitor. */
const noticeExecutions = (loggedIn: boolean): readonly string[] => (loggedIn ? ['A', 'F'] : ['B']);

export function noticePageList<N extends Notice>(all: readonly N[], loggedIn: boolean): N[] {
  const executions = noticeExecutions(loggedIn);
  return all.filter((n) => NOTICE_PAGE_TYPES.has(n.type) && (n.type !== 'PU' || executions.includes(n.execution ?? '')));
}

export function marqueeList<N extends Notice>(all: readonly N[]): N[] {
  return all.filter((n) => MARQUEE_TYPES.has(n.type));
}

/** Where a marquee tap goes: /m/notice with the announcement's index in the notice page's list. */
export function noticeHref(all: readonly Notice[], id: string, loggedIn: boolean): string {
  const index = noticePageList(all, loggedIn).findIndex((n) => n.id === id);
  return href('announcements', {}, index >= 0 ? { index: String(index) } : undefined);
}
