// The signed-in member's wallet balance, with the hide toggle and a refresh: the member center's
// card and the side menu show the same one.
import { useSnapshot } from 'valtio';
import { useWallet } from '@/api/endpoints/wallet';
import { useMerchant } from '@/shell/config-context';
import { useViewer } from '@/shell/use-viewer';
import { balanceStore, toggleBalanceHidden } from '@/state/preferences';
import { Balance } from '@/ui/money';

export function MemberBalance() {
  const config = useMerchant();
  const { viewer } = useViewer();
  const { hidden } = useSnapshot(balanceStore);
  const wallet = useWallet(viewer.session?.token);
  return (
    <Balance
      className="member-card__balance"
      value={wallet.data?.sumBalance}
      symbol={wallet.data?.currencySymbol ?? config.currency.symbol}
      hidden={hidden}
      onToggleHidden={toggleBalanceHidden}
      onRefresh={() => void wallet.refetch()}
      refreshing={wallet.isFetching}
    />
  );
}
