// Screens of member services and responsible gaming (src/features/services, responsible), by the
// engine's route id. See screens.ts.
import { lazy } from 'react';
import type { ScreenPart } from '@/app/screen-type';

export const SERVICE_SCREENS = {
  responsibleGaming: lazy(() => import('@/features/responsible/responsible-screen')),
  inbox: lazy(() => import('@/features/services/inbox-screen')),
  securityCenter: lazy(() => import('@/features/services/security-screen')),
} as const satisfies ScreenPart;
