// Screens of the referrals area (src/features/referrals), by the engine's route id. See screens.ts.
import { screen, type ScreenPart } from '@/app/screen-type';

export const REFERRAL_SCREENS = {
  inviteFriends: screen(() => import('@/features/referrals/invite-friends-screen')),
  missionActivity: screen(() => import('@/features/referrals/mission-screen')),
  depositRank: screen(() => import('@/features/referrals/deposit-rank-screen')),
  betRank: screen(() => import('@/features/referrals/bet-rank-screen')),
} as const satisfies ScreenPart;
