// Hot games (/m/hot): the merchant's hot list, by game type (filtered on the client), reloaded
// when the language changes (250 ms debounce).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHotGames } from '@/api/endpoints/hot-games';
import { useMerchant } from '@/shell/config-context';
import { filterGames } from '@/engine/game-filter';
import { SkeletonTiles } from '@/ui/skeleton';
import { GameGrid } from '@/features/lobby/game-grid';
import { useGameActions } from '@/features/lobby/use-game-actions';
import '@/features/lobby/lobby.css';
import { QueryView } from '@/ui/query-view';

export default function HotScreen() {
  const { t } = useTranslation('lobby');
  const config = useMerchant();
  const actions = useGameActions();
  // Already debounced (250 ms) by useGameActions.
  const language = actions.language;
  const hot = useHotGames(config.code, language);
  const [type, setType] = useState('');
  const list = hot.data?.list;
  const types = useMemo(() => [...new Set((list ?? []).map((g) => g.gameType))], [list]);
  const games = useMemo(() => filterGames(list ?? [], { gameType: type }), [list, type]);
  return (
    <div className="center-page">
      <div className="lobby-chips" role="group" aria-label={t('hot.types')}>
        {['', ...types].map((ty) => (
          <button key={ty || 'all'} type="button" className={`lobby-chip${type === ty ? ' is-active' : ''}`} aria-pressed={type === ty} onClick={() => setType(ty)}>
            {ty ? t(`gameType.${ty}`, { ns: 'common' }) : t('filter.all')}
          </button>
        ))}
      </div>
      <QueryView query={hot} loading={<SkeletonTiles count={9} columns={3} height={120} label={t('loading')} />} empty={<p className="game-list-empty">{t('empty')}</p>} isEmpty={() => games.length === 0}>
        {() => (
          <GameGrid games={games} label={t('hot.label')} favourites={actions.favIds} imageUrl={actions.imageUrl} vendorName={actions.vendorName} onLaunch={actions.launch} onStar={actions.onStar} />
        )}
      </QueryView>
    </div>
  );
}
