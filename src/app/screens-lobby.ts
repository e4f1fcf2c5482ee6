// Screens of the game lobby (src/features/lobby), by the engine's route id. See screens.ts.
import { createElement, lazy } from 'react';
import { Navigate } from 'react-router-dom';
import type { ScreenPart } from '@/app/screen-type';
import { href } from '@/engine/routes';

const category = lazy(() => import('@/features/lobby/category-screen'));
const center = lazy(() => import('@/features/lobby/center-screen'));

export const LOBBY_SCREENS = {
  gameList: lazy(() => import('@/features/lobby/game-list-screen')),
  // The demo games (src/demo, their one entry point) in a demo build only: a live build (`vite build
  // --mode live`) drops them, and their page sends home there, as an unknown path shows home.
  demoGame:
    import.meta.env.MODE === 'live'
      ? lazy(async () => ({ default: () => createElement(Navigate, { to: href('home'), replace: true }) }))
      : lazy(() => import('@/demo/demo-game-screen')),
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
  hot: lazy(() => import('@/features/lobby/hot-screen')),
  game: lazy(() => import('@/features/lobby/game-index-screen')),
  startLottery: lazy(() => import('@/features/lobby/start-lottery-screen')),
  frame: lazy(() => import('@/features/lobby/frame-screen')),
} as const satisfies ScreenPart;
