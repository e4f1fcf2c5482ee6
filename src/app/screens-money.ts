// Screens of the wallet: deposit, withdraw and the records (src/features/wallet), by the engine's
// route id. See screens.ts.
import { lazy } from 'react';
import type { ScreenPart } from '@/app/screen-type';

export const MONEY_SCREENS = {
  deposit: lazy(() => import('@/features/wallet/deposit-screen')),
  withdraw: lazy(() => import('@/features/wallet/withdraw-screen')),
  betRecord: lazy(() => import('@/features/wallet/bet-record-screen')),
  accountRecord: lazy(() => import('@/features/wallet/account-record-screen')),
  depositRecord: lazy(() => import('@/features/wallet/deposit-record-screen')),
  withdrawReport: lazy(() => import('@/features/wallet/withdraw-report-screen')),
  profitAndLoss: lazy(() => import('@/features/wallet/profit-loss-screen')),
} as const satisfies ScreenPart;
