// Screens of member services and responsible gaming (src/features/services, responsible), by the
// engine's route id. See screens.ts.
import { screen, type ScreenPart } from '@/app/screen-type';

export const SERVICE_SCREENS = {
  responsibleGaming: screen(() => import('@/features/responsible/responsible-screen')),
  inbox: screen(() => import('@/features/services/inbox-screen')),
  securityCenter: screen(() => import('@/features/services/security-screen')),
} as const satisfies ScreenPart;
