// The demo's game page (/m/demo-game?game=<id>): names the game and the member, with a way back.
// With embed=1 it is shown inside a frame (the lottery frame, /m/frame), which has its own bar and
// way back: the page then hides the app's header for as long as it is open.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useGameList } from '@/api/endpoints/game-list';
import { resolveImageUrl } from '@/api/image-url';
import { useMerchant } from '@/shell/config-context';
import { useGoBack } from '@/shell/header-back-button';
import { useDataLanguage } from '@/shell/use-data-language';
import { sessionStore } from '@/state/session';
import { Skeleton } from '@/ui/skeleton';
import '@/features/lobby/lobby.css';

export default function DemoGameScreen() {
  const { t } = useTranslation('lobby');
  const config = useMerchant();
  const goBack = useGoBack();
  const [params] = useSearchParams();
  const gameId = params.get('game') ?? '';
  const vendor = gameId.split('-')[0] ?? '';
  const language = useDataLanguage();
  const userName = useSnapshot(sessionStore).info?.userName ?? '';
  const embedded = params.get('embed') === '1';
  useEffect(() => {
    if (!embedded) return undefined;
    document.documentElement.dataset.embedded = 'true';
    return () => {
      delete document.documentElement.dataset.embedded;
    };
  }, [embedded]);
  const list = useGameList({ merchant: config.code, vassalage: vendor, pageNo: 1, pageSize: 100, language });
  const game = list.data?.games.find((g) => g.gameId === gameId);
  return (
    <div className="demo-game">
      {game ? (
        <>
          <img src={resolveImageUrl(game.mobileLargeIcon, config.imageCdns)} alt="" width={160} height={160} />
          <h1>{game.displayName}</h1>
          <p className="muted">{t('demoGame.vendor', { vendor: game.vassalage })}</p>
        </>
      ) : (
        <Skeleton height={220} width="100%" />
      )}
      <p>{t('demoGame.player', { userName })}</p>
      <p className="muted">{params.get('free') === '1' ? t('demoGame.free') : t('demoGame.real')}</p>
      {embedded ? null : (
      <button type="button" className="button button--primary button--block" onClick={goBack}>
        {t('demoGame.back')}
      </button>
      )}
    </div>
  );
}
