// A first home page: its own top bar (brand; visitor login and register, or the member's name
// and balance), the Deposit and Withdraw shortcuts, the merchant prize pool and placeholder
// sections. The full home (banners, notices, game menu, popups) replaces the placeholders.
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useMerchantWallet, useWallet } from '@/api/endpoints/wallet';
import { useMerchant } from '@/app/config-context';
import { sessionStore } from '@/state/session';
import { balanceStore } from '@/state/preferences';
import { ErrorState } from '@/ui/error-state';
import { Icon } from '@/ui/icon';
import { Money } from '@/ui/money';
import { Page, Section } from '@/ui/page';
import { Skeleton, SkeletonTiles } from '@/ui/skeleton';

function HomeTopBar() {
  const { t } = useTranslation();
  const config = useMerchant();
  const session = useSnapshot(sessionStore);
  const { hidden } = useSnapshot(balanceStore);
  const token = session.info?.token;
  const wallet = useWallet(token);
  return (
    <header className="topbar">
      <h1 className="brand-heading">
        <Link to="/m/home" className="brand">
          <img src={config.theme.logo} alt="" width={32} height={32} />
          <span className="brand__name">{config.name}</span>
        </Link>
      </h1>
      <div className="topbar__actions">
        {session.info ? (
          <div className="topbar__member" aria-label={t('header.account')}>
            <span className="muted">{session.info.userName}</span>
            {wallet.isError ? (
              <ErrorState compact error={wallet.error} onRetry={() => void wallet.refetch()} />
            ) : (
              <Money
                value={wallet.data?.sumBalance}
                symbol={wallet.data?.currencySymbol ?? config.currency.symbol}
                hidden={hidden || wallet.isFetching}
              />
            )}
          </div>
        ) : (
          <>
            <Link to="/m/login" className="button button--outline button--small">
              {t('action.login')}
            </Link>
            <Link to="/m/register" className="button button--primary button--small">
              {t('action.register')}
            </Link>
          </>
        )}
      </div>
    </header>
  );
}

function MoneyShortcuts() {
  const { t } = useTranslation();
  return (
    <div className="home-shortcuts">
      <Link to="/m/voucherCenter" className="home-shortcut">
        <Icon name="deposit" size={28} />
        <span>{t('action.deposit')}</span>
      </Link>
      <Link to="/m/withdraw" className="home-shortcut">
        <Icon name="withdraw" size={28} />
        <span>{t('action.withdraw')}</span>
      </Link>
    </div>
  );
}

function PrizePool() {
  const { t } = useTranslation();
  const config = useMerchant();
  const pool = useMerchantWallet(config.code);
  return (
    <Section title={t('section.prizePool')}>
      <div className="card prize-pool">
        {pool.isError ? (
          <ErrorState compact error={pool.error} onRetry={() => void pool.refetch()} />
        ) : pool.data ? (
          <Money className="prize-pool__amount" value={pool.data.sumBalance} symbol={pool.data.currencySymbol} />
        ) : (
          <Skeleton height={28} width="60%" />
        )}
      </div>
    </Section>
  );
}

export function HomeScreen() {
  const { t } = useTranslation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <>
      <HomeTopBar />
      <Page className="home">
        <div className="home-banner" aria-hidden="true">
          <Skeleton height="100%" radius={12} />
        </div>
        <div className="card home-marquee">
          <Icon name="megaphone" size={20} />
          <span className="muted">{t('section.noAnnouncement')}</span>
        </div>
        <MoneyShortcuts />
        <PrizePool />
        <Section title={t('section.hotGames')}>
          <SkeletonTiles count={6} columns={3} height={104} label={t('section.loading')} />
        </Section>
        <Section title={t('section.games')}>
          <SkeletonTiles count={4} columns={2} height={120} label={t('section.loading')} />
        </Section>
      </Page>
    </>
  );
}

export default HomeScreen;
