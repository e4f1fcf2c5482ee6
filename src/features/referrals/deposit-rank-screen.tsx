// Deposit ranking (/m/deposit-rank).
import { RankingScreen } from '@/features/referrals/ranking-screen';

export default function DepositRankScreen() {
  return <RankingScreen kind="deposit" />;
}
