// The shared header: back button, the route's title and, on the right, login and register for
// visitors or the account name, balance, app-download button and side-menu button for members.
// Hides once the page is scrolled 30 px or more.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useWallet } from '@/api/endpoints/wallet';
import { useMerchant } from '@/shell/config-context';
import { useScrollHidden } from '@/app/use-scroll-hidden';
import { HeaderBackButton, type BackBehaviour } from '@/shell/header-back-button';
import { SideMenuButton } from '@/shell/side-menu-button';
import { balanceStore } from '@/state/preferences';
import { sessionStore } from '@/state/session';
import { Icon } from '@/ui/icon';
import { Money } from '@/ui/money';
import { RouteLink } from '@/shell/route-link';


export interface HeaderProps {
  title: string;
  back: BackBehaviour;
  /** Login, register, startLottery: no right-hand buttons. */
  showRight?: boolean;
  /** A search button opening the game list of this category (path). */
  searchTo?: string | undefined;
}

function MemberSide() {
  const { t } = useTranslation();
  const config = useMerchant();
  const session = useSnapshot(sessionStore);
  const { hidden } = useSnapshot(balanceStore);
  const wallet = useWallet(session.info?.token);
  return (
    <>
      <div className="header__account">
        <span className="header__account-name">{session.info?.userName}</span>
        <Money
          value={wallet.data?.sumBalance}
          symbol={wallet.data?.currencySymbol ?? config.currency.symbol}
          hidden={hidden || wallet.isFetching}
        />
      </div>
      <RouteLink to="download" className="icon-button" aria-label={t('header.download')}>
        <Icon name="download" />
      </RouteLink>
      <SideMenuButton />
    </>
  );
}

function GuestSide() {
  const { t } = useTranslation();
  return (
    <>
      <RouteLink to="login" className="button button--outline button--small">
        {t('header.login')}
      </RouteLink>
      <RouteLink to="register" className="button button--primary button--small">
        {t('header.register')}
      </RouteLink>
    </>
  );
}

export function Header({ title, back, showRight = true, searchTo }: HeaderProps) {
  const { t } = useTranslation();
  const hidden = useScrollHidden();
  const session = useSnapshot(sessionStore);
  return (
    <header className={`header${hidden ? ' header--hidden' : ''}`}>
      <div className="header__side">{back ? <HeaderBackButton back={back} /> : null}</div>
      <h1 className="header__title">{title}</h1>
      <div className="header__side header__side--end">
        {searchTo ? (
          <Link to={searchTo} className="icon-button" aria-label={t('header.search')}>
            <Icon name="search" />
          </Link>
        ) : null}
        {showRight ? session.info ? <MemberSide /> : <GuestSide /> : null}
      </div>
    </header>
  );
}
