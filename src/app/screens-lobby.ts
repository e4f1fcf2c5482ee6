// Screens of the game lobby (src/features/lobby), by the engine's route id. See screens.ts.
import { lazy } from 'react';
import type { Screen } from '@/app/screen-type';

export const LOBBY_SCREENS: Readonly<Record<string, Screen>> = {
  gameList: lazy(() => import('@/features/lobby/game-list-screen')),
  demoGame: lazy(() => import('@/features/lobby/demo-game-screen')),
};
