// Screens of the game lobby (src/features/lobby), by the engine's route id. See screens.ts.
import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import { screen, type ScreenPart } from '@/app/screen-type';
import { href } from '@/engine/routes';

const category = screen(() => import('@/features/lobby/category-screen'));
const center = screen(() => import('@/features/lobby/center-screen'));

export const LOBBY_SCREENS = {
  gameList: screen(() => import('@/features/lobby/game-list-screen'), ['lobby']),
  // The demo games (src/demo, their one entry point) in a demo build only: a live build (`vite build
  // --mode live`) drops them, and their page sends home there, as an unknown path shows home.
  demoGame:
    import.meta.env.MODE === 'live'
      ? screen(async () => ({ default: () => createElement(Navigate, { to: href('home'), replace: true }) }))
      : screen(() => import('@/demo/demo-game-screen')),
  // Category pages: vendor side menu, popular strip, grid (the page's type from its route id).
  ppSlot: category,
  jlSlot: category,
  rng: category,
  fish: category,
  pvp: category,
  // Game centers: vendor lists (live hosts, upcoming events, lotteries by the route id).
  sports: center,
  esports: center,
  live: center,
  lott: center,
  elott: center,
  gameCenter: center,
  slotsCenter: center,
  lottery: center,
  hot: screen(() => import('@/features/lobby/hot-screen')),
  game: screen(() => import('@/features/lobby/game-index-screen')),
  startLottery: screen(() => import('@/features/lobby/start-lottery-screen')),
  frame: screen(() => import('@/features/lobby/frame-screen')),
} as const satisfies ScreenPart;
