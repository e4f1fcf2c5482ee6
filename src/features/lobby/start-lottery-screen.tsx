// The lottery frame (/m/startLottery?mui=&playType=&gameId=&prize_mode=[&pageBack=1]): the
// lottery launcher's page. It asks the platform for the lottery's URL and shows it in a frame;
// closing returns home when pageBack is set, otherwise to the game center (/m/game). The answered
// URL goes through the URL gate (an in-app path or an https URL, whose origin the launch answer
// itself allows) and is framed sandboxed; anything else shows the invalid-frame notice.
import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useLaunchLottery } from '@/api/endpoints/launch-lottery';
import { recordRecentGame } from '@/api/endpoints/recent-games';
import { lotteryFrame, lotteryFrameSrc } from '@/engine/game-launch';
import { sessionStore } from '@/state/session';
import { QueryView } from '@/ui/query-view';
import { Notice } from '@/ui/page';
import { Skeleton } from '@/ui/skeleton';
import '@/features/lobby/lobby.css';
import { href } from '@/engine/routes';

export default function StartLotteryScreen() {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = useSnapshot(sessionStore).info?.token;
  const frame = useMemo(() => lotteryFrame(params), [params]);
  const launch = useLaunchLottery(token, frame ? { mui: frame.mui, gameId: frame.gameId, playType: frame.playType, prizeMode: frame.prizeMode } : null);
  const framed = launch.data ? lotteryFrameSrc(launch.data.url, window.location.origin) : null;
  // The launched lottery is a recent game: the client says so (once per launch answer).
  const queryClient = useQueryClient();
  const launchedNode = launch.data?.nodeId;
  useEffect(() => {
    if (launchedNode && frame) recordRecentGame(queryClient, { nodeId: launchedNode, vendor: frame.mui });
  }, [launchedNode, frame, queryClient]);
  const close = () => void navigate(frame?.closeTo ?? href('game'), { replace: true });
  return (
    <div className="frame-page">
      <div className="frame-bar">
        <span className="frame-bar__title">{launch.data?.gameName ?? (frame ? t('lottery.title', { vendor: frame.mui }) : t('lottery.hall'))}</span>
        {frame ? <span className="frame-bar__meta muted">{t(`lottery.playType.${frame.playType}`)}</span> : null}
        <button type="button" className="button button--outline button--small" onClick={close}>
          {t('frame.close')}
        </button>
      </div>
      {!frame ? (
        <Notice title={t('lottery.invalid')} />
      ) : (
        <QueryView query={launch} loading={<Skeleton height="70vh" radius={0} />}>
          {(data) =>
            !framed ? (
              <Notice title={t('frame.invalid')}>
                <p className="muted">{t('frame.invalidHint')}</p>
              </Notice>
            ) : (
              <iframe className="frame-page__frame" src={framed.src} title={data.gameName} allow="autoplay; fullscreen" sandbox={framed.sandbox} />
            )
          }
        </QueryView>
      )}
    </div>
  );
}
