// Jackpot (/m/jackpot): the merchant's prize pool from the merchant wallet, growing on screen
// between refreshes (never shown lower than the last value), its four tiers, the biggest recent
// wins and how to win.
import { useEffect, useState } from 'react';

import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useQuery } from '@tanstack/react-query';
import { merchantWalletEndpoint } from '@/api/endpoints/wallet';
import { endpointQuery } from '@/api/query';
import { useWinners } from '@/api/endpoints/winners';
import { useMerchant } from '@/shell/config-context';
import { languageStore } from '@/state/preferences';
import { QueryView } from '@/ui/query-view';
import { Money } from '@/ui/money';
import { Page, Section } from '@/ui/page';
import { Skeleton, SkeletonLines } from '@/ui/skeleton';
import { centsOf, decimalOf, poolTiers } from '@/features/content/pool';
import { WinnersList } from '@/features/content/winners-list';
import '@/features/content/content.css';
import { RouteLink } from '@/shell/route-link';

/** The on-screen growth between refreshes: centavos per tick, one tick a second. */
export const POOL_TICK_MS = 1000;
export const POOL_TICK_CENTS = 229;
const REFRESH_MS = 60_000;

/** The pool as shown: the last server value, plus the growth since, never going down. */
function useGrowingPool(serverCents: number | null): number | null {
  const [shown, setShown] = useState<number | null>(serverCents);
  const [server, setServer] = useState(serverCents);
  if (serverCents !== server) {
    setServer(serverCents);
    if (serverCents !== null) setShown((s) => (s === null ? serverCents : Math.max(s, serverCents)));
  }
  useEffect(() => {
    const id = window.setInterval(() => setShown((s) => (s === null ? s : s + POOL_TICK_CENTS)), POOL_TICK_MS);
    return () => window.clearInterval(id);
  }, []);
  return shown;
}

const TIERS = ['grand', 'major', 'minor', 'mini'] as const;

export default function JackpotScreen() {
  const { t } = useTranslation('home');
  const config = useMerchant();
  const language = useSnapshot(languageStore).language;
  // The merchant wallet (same cache as the home prize pool), refreshed every minute here.
  const pool = useQuery({ ...endpointQuery(merchantWalletEndpoint, { merchantCode: config.code }), refetchInterval: REFRESH_MS });
  const winners = useWinners(language);
  const shown = useGrowingPool(pool.data ? centsOf(pool.data.sumBalance) : null);
  const symbol = pool.data?.currencySymbol ?? config.currency.symbol;
  const tiers = shown === null ? null : poolTiers(shown);
  const top = [...(winners.data?.list ?? [])].sort((a, b) => (centsOf(b.vo.winAmount) ?? 0) - (centsOf(a.vo.winAmount) ?? 0)).slice(0, 5);
  return (
    <Page className="jackpot-page">
      <section className="jackpot-hero" aria-label={t('jackpot.pool')}>
        <span className="jackpot-hero__label">{t('jackpot.pool')}</span>
        <QueryView query={pool} compact>
          {() => (shown !== null ? <Money className="jackpot-hero__amount" value={decimalOf(shown)} symbol={symbol} /> : <Skeleton height={40} width="70%" />)}
        </QueryView>
        <span className="jackpot-hero__hint">{t('jackpot.growing')}</span>
      </section>
      <ul className="jackpot-tiers" aria-label={t('jackpot.tiers')}>
        {TIERS.map((tier) => (
          <li key={tier} className={`card jackpot-tier jackpot-tier--${tier}`}>
            <span className="jackpot-tier__name">{t(`jackpot.${tier}`)}</span>
            {tiers ? <Money value={decimalOf(tiers[tier])} symbol={symbol} /> : <Skeleton height={18} width="80%" />}
          </li>
        ))}
      </ul>
      <Section title={t('jackpot.recent')}>
        <QueryView query={winners} compact loading={<SkeletonLines count={5} />}>
          {() => <WinnersList winners={top} symbol={symbol} />}
        </QueryView>
      </Section>
      <Section title={t('jackpot.howTitle')}>
        <ol className="card jackpot-how">
          <li>{t('jackpot.how1')}</li>
          <li>{t('jackpot.how2')}</li>
          <li>{t('jackpot.how3')}</li>
        </ol>
      </Section>
      <RouteLink to="rng" className="button button--primary button--block">
        {t('jackpot.play')}
      </RouteLink>
    </Page>
  );
}
