// Screens of the wallet: deposit, withdraw and the records (src/features/wallet), by the engine's
// route id. See screens.ts.
import type { Screen } from '@/app/screen-type';

export const MONEY_SCREENS: Readonly<Record<string, Screen>> = {};
