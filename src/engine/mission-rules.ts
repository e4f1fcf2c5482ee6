// Member services: the ranking's medals and the invite-friends link the screens show. (Missions,
// the ranking's order and masked names, and who qualifies as a referred friend are the demo
// platform's rules: src/platform-sim/areas/mission-rules.ts.)
import { href } from '@/engine/routes';

export type Medal = 'gold' | 'silver' | 'bronze';

export function medalOf(rank: number): Medal | null {
  return rank === 1 ? 'gold' : rank === 2 ? 'silver' : rank === 3 ? 'bronze' : null;
}

/** The registration link of a referral code (the registration screen reads `affiliateCode`). */
export function inviteLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}${href('register', {}, { affiliateCode: code })}`;
}
