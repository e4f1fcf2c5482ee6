// Screens of the wallet: deposit, withdraw and the records (src/features/wallet), by the engine's
// route id. See screens.ts.
import { screen, type ScreenPart } from '@/app/screen-type';

export const MONEY_SCREENS = {
  deposit: screen(() => import('@/features/wallet/deposit-screen')),
  withdraw: screen(() => import('@/features/wallet/withdraw-screen')),
  betRecord: screen(() => import('@/features/wallet/bet-record-screen')),
  accountRecord: screen(() => import('@/features/wallet/account-record-screen')),
  depositRecord: screen(() => import('@/features/wallet/deposit-record-screen')),
  withdrawReport: screen(() => import('@/features/wallet/withdraw-report-screen')),
  profitAndLoss: screen(() => import('@/features/wallet/profit-loss-screen')),
} as const satisfies ScreenPart;
