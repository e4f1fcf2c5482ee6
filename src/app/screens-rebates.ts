// Screens of the rebates area (src/features/rebates), by the engine's route id. See screens.ts.
import { screen, type ScreenPart } from '@/app/screen-type';

export const REBATE_SCREENS = {
  manualRebate: screen(() => import('@/features/rebates/manual-rebate-screen')),
  myRebate: screen(() => import('@/features/rebates/my-rebate-screen')),
  superiorTransfer: screen(() => import('@/features/rebates/superior-transfer-screen')),
  feedback: screen(() => import('@/features/rebates/feedback-screen')),
} as const satisfies ScreenPart;
