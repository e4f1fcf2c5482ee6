// Betting ranking (/m/bet-rank).
import { RankingScreen } from '@/features/referrals/ranking-screen';

export default function BetRankScreen() {
  return <RankingScreen kind="bet" />;
}
