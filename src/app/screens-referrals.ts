// Screens of the referrals area (src/features/referrals), by the engine's route id. See screens.ts.
import type { Screen } from '@/app/screen-type';

export const REFERRAL_SCREENS: Readonly<Record<string, Screen>> = {};
