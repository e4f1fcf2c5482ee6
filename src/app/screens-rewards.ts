// Screens of the rewards area (src/features/rewards), by the engine's route id. See screens.ts.
import { lazy } from 'react';
import type { ScreenPart } from '@/app/screen-type';

export const REWARD_SCREENS = {
  rewardCenter: lazy(() => import('@/features/rewards/reward-center-screen')),
  pointsMall: lazy(() => import('@/features/rewards/points-mall-screen')),
  memberBenefits: lazy(() => import('@/features/rewards/level-benefits-screen')),
} as const satisfies ScreenPart;
