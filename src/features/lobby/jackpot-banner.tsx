// The slots jackpot banner: the progressive jackpot in the wallet's currency symbol.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchantWallet, useWallet } from '@/api/endpoints/wallet';
import { useMerchant } from '@/shell/config-context';
import { jackpotAmount } from '@/engine/game-pages';
import { Money } from '@/ui/money';

export function JackpotBanner({ token }: { token: string | undefined }) {
  const { t } = useTranslation('lobby');
  const config = useMerchant();
  const wallet = useWallet(token);
  const merchantWallet = useMerchantWallet(config.code);
  const symbol = (token ? wallet.data?.currencySymbol : undefined) ?? merchantWallet.data?.currencySymbol ?? '₱';
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return (
    <section className="jackpot" aria-label={t('jackpot.title')}>
      <span className="jackpot__label">{t('jackpot.title')}</span>
      <Money value={jackpotAmount(now)} symbol={symbol} className="jackpot__amount" />
    </section>
  );
}
