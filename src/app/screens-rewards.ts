// Screens of the rewards area (src/features/rewards), by the engine's route id. See screens.ts.
import { screen, type ScreenPart } from '@/app/screen-type';

export const REWARD_SCREENS = {
  rewardCenter: screen(() => import('@/features/rewards/reward-center-screen')),
  pointsMall: screen(() => import('@/features/rewards/points-mall-screen')),
  memberBenefits: screen(() => import('@/features/rewards/level-benefits-screen')),
} as const satisfies ScreenPart;
