// Screens of the rebates area (src/features/rebates), by the engine's route id. See screens.ts.
import type { Screen } from '@/app/screen-type';

export const REBATE_SCREENS: Readonly<Record<string, Screen>> = {};
