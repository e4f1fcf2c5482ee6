// Screens of the referrals area (src/features/referrals), by the engine's route id. See screens.ts.
import { lazy } from 'react';
import type { ScreenPart } from '@/app/screen-type';

export const REFERRAL_SCREENS = {
  inviteFriends: lazy(() => import('@/features/referrals/invite-friends-screen')),
  missionActivity: lazy(() => import('@/features/referrals/mission-screen')),
  depositRank: lazy(() => import('@/features/referrals/deposit-rank-screen')),
  betRank: lazy(() => import('@/features/referrals/bet-rank-screen')),
} as const satisfies ScreenPart;
