// npx tsx scripts/bench-lobby.ts: the game list's client-side cost with the whole catalogue.
// Figures, not a timed test: nothing here passes or fails.
//  - filter: filtering the loaded list of every game (600+) by a name (the engine's filterGames)
//  - filter + re-render: the same, then rendering the windowed grid with the answer (React, jsdom),
//    i.e. what happens on the client when a search answer arrives
// Prints the median and 95th percentile of each, then all figures as JSON on the last line.
// React as the built app runs it (production), set before React is first imported.
process.env.NODE_ENV = 'production';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';

// jsdom ships no types; the little of it used here, typed.
interface JsdomLike {
  window: Record<string, unknown>;
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string, options: Record<string, unknown>) => JsdomLike };

const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', { pretendToBeVisual: true, url: 'http://localhost/m/gameList' });
const g = globalThis as Record<string, unknown>;
for (const key of ['window', 'document', 'navigator', 'HTMLElement', 'Element', 'Node', 'getComputedStyle', 'requestAnimationFrame', 'cancelAnimationFrame'] as const) {
  const value = dom.window[key];
  g[key] = typeof value === 'function' && key !== 'HTMLElement' && key !== 'Element' && key !== 'Node' ? (value as (...a: unknown[]) => unknown).bind(dom.window) : value;
}

const [{ createElement }, { createRoot }, { flushSync }, i18nextMod, reactI18next, { seedGames }, { filterGames }, { GameGrid }] = await Promise.all([
  import('react'),
  import('react-dom/client'),
  import('react-dom'),
  import('i18next'),
  import('react-i18next'),
  import('../src/platform-sim/seed/games.ts'),
  import('../src/engine/game-filter.ts'),
  import('../src/features/lobby/game-grid.tsx'),
]);

const readJson = (f: string) => JSON.parse(fs.readFileSync(f, 'utf8')) as Record<string, unknown>;
const i18n = i18nextMod.default.createInstance();
await i18n.use(reactI18next.initReactI18next).init({
  lng: 'EN',
  resources: { EN: { common: readJson('src/i18n/locales/EN/common.json'), lobby: readJson('src/i18n/locales/EN/lobby.json') } },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

const games = seedGames();
const favourites = new Set<string>();
const noop = () => undefined;
const imageUrl = (game: { iconUrl: string }) => game.iconUrl;
const root = createRoot(document.getElementById('root') as HTMLElement);
const render = (list: typeof games) =>
  flushSync(() => {
    root.render(createElement(reactI18next.I18nextProvider, { i18n }, createElement(GameGrid, { games: list, label: 'Games', favourites, imageUrl, vendorName: (code: string) => code, onLaunch: noop, onStar: noop })));
  });

// The loaded list: every game of the catalogue.
render(games);
const QUERIES = ['gem', 'super', 'dragon', 'a', 'lucky tiger', 'zzz', '', 'fortune', 'pinoy', 'bo', 'mega', 'royal ace'];
const WARMUP = 60;
const RUNS = 600;
const filterTimes: number[] = [];
const totalTimes: number[] = [];
let tiles = 0;
for (let i = 0; i < WARMUP + RUNS; i++) {
  const name = QUERIES[i % QUERIES.length] ?? '';
  const t0 = performance.now();
  const answer = filterGames(games, { name });
  const t1 = performance.now();
  render(answer);
  const t2 = performance.now();
  tiles = Math.max(tiles, document.querySelectorAll('li.game-tile').length);
  if (i >= WARMUP) {
    filterTimes.push(t1 - t0);
    totalTimes.push(t2 - t0);
  }
}
root.unmount();

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const ms = (n: number) => `${n.toFixed(3)} ms`;
const figures = {
  games: games.length,
  runs: RUNS,
  filterMedianMs: Number(pct(filterTimes, 50).toFixed(3)),
  filterP95Ms: Number(pct(filterTimes, 95).toFixed(3)),
  filterRenderMedianMs: Number(pct(totalTimes, 50).toFixed(3)),
  filterRenderP95Ms: Number(pct(totalTimes, 95).toFixed(3)),
  maxTilesInDom: tiles,
  targetMs: 16,
};
console.log(`games loaded: ${figures.games}`);
console.log(`filter the loaded list by name: median ${ms(figures.filterMedianMs)}, p95 ${ms(figures.filterP95Ms)}`);
console.log(`filter + re-render the windowed grid: median ${ms(figures.filterRenderMedianMs)}, p95 ${ms(figures.filterRenderP95Ms)} (target < 16 ms)`);
console.log(`most tiles in the DOM: ${figures.maxTilesInDom}`);
console.log(JSON.stringify(figures));
