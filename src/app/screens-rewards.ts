// Screens of the rewards area (src/features/rewards), by the engine's route id. See screens.ts.
import type { Screen } from '@/app/screen-type';

export const REWARD_SCREENS: Readonly<Record<string, Screen>> = {};
