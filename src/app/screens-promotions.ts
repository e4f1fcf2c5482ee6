// Screens of promotions and rewards (src/features/promotions), by the engine's route id. See screens.ts.
import { lazy } from 'react';
import type { ScreenPart } from '@/app/screen-type';

export const PROMOTION_SCREENS = {
  activity: lazy(() => import('@/features/promotions/activity-screen')),
  activityDetail: lazy(() => import('@/features/promotions/activity-detail-screen')),
} as const satisfies ScreenPart;
