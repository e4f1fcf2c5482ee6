// Screens of the rebates area (src/features/rebates), by the engine's route id. See screens.ts.
import { lazy } from 'react';
import type { ScreenPart } from '@/app/screen-type';

export const REBATE_SCREENS = {
  manualRebate: lazy(() => import('@/features/rebates/manual-rebate-screen')),
  myRebate: lazy(() => import('@/features/rebates/my-rebate-screen')),
  superiorTransfer: lazy(() => import('@/features/rebates/superior-transfer-screen')),
  feedback: lazy(() => import('@/features/rebates/feedback-screen')),
} as const satisfies ScreenPart;
