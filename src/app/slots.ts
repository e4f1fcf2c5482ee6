// Slots that one feature's screen leaves for another feature to fill, composed here in the app
// layer so that features never import each other (e.g. the lobby's game menu on home).
import { lazy } from 'react';

export const GameMenuSlot = lazy(() => import('@/features/lobby/game-menu-slot'));
