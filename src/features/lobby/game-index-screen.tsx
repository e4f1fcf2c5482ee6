// The game-center index (/m/game; where the lottery frame closes to): every category of the
// merchant's vendor data, in the menu's order, with its page and vendor count.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGameVendors } from '@/api/endpoints/game-vendors';
import { useMerchant } from '@/shell/config-context';
import { JL_LABEL } from '@/engine/game-menu';
import { gameIndex } from '@/engine/game-pages';
import { QueryView } from '@/ui/query-view';
import { SkeletonTiles } from '@/ui/skeleton';
import '@/features/lobby/lobby.css';
import { RouteLink } from '@/shell/route-link';

export default function GameIndexScreen() {
  const { t } = useTranslation('lobby');
  const config = useMerchant();
  const vendors = useGameVendors(config.code);
  return (
    <QueryView query={vendors} loading={<SkeletonTiles count={8} columns={2} height={84} label={t('loading')} />}>
      {(data) => (
        <div className="center-page">
          <ul className="index-grid" aria-label={t('index.label')}>
            {gameIndex(data).map((e) => (
              <li key={e.type}>
                <Link to={e.to} className="index-card">
                  <span className="index-card__title">{e.type === 'JL' ? JL_LABEL : t(`gameType.${e.type}`, { ns: 'common' })}</span>
                  <span className="index-card__meta">{t('index.vendors', { count: e.vendorCount })}</span>
                </Link>
              </li>
            ))}
            <li>
              <RouteLink to="hot" className="index-card">
                <span className="index-card__title">{t('gameType.HOT', { ns: 'common' })}</span>
                <span className="index-card__meta">{t('index.hot')}</span>
              </RouteLink>
            </li>
          </ul>
        </div>
      )}
    </QueryView>
  );
}
