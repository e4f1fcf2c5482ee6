// Screens of promotions and rewards (src/features/promotions), by the engine's route id. See screens.ts.
import { screen, type ScreenPart } from '@/app/screen-type';

export const PROMOTION_SCREENS = {
  activity: screen(() => import('@/features/promotions/activity-screen')),
  activityDetail: screen(() => import('@/features/promotions/activity-detail-screen')),
} as const satisfies ScreenPart;
