// The generic embedded frame (/m/frame?url=…[&width=&height=&top=&left=]): a game or a
// third-party page inside the app; the header's back button leads back. Only in-app paths and
// the origins the merchant file (`frameOrigins`) or a launch answer (router state) allows are
// shown, always sandboxed; anything else (another site, javascript:, data:…) gets a clear
// message instead. The query never supplies text: a `title` in it is ignored.
import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useMerchant } from '@/shell/config-context';
import { frameSpec, launchFrameOrigin } from '@/engine/game-launch';
import { Notice } from '@/ui/page';
import '@/features/lobby/lobby.css';
import { href } from '@/engine/routes';

export default function FrameScreen() {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const location = useLocation();
  const config = useMerchant();
  const [params] = useSearchParams();
  const launchOrigin = launchFrameOrigin(location.state);
  const spec = useMemo(
    () => frameSpec(params, window.location.origin, { origins: config.frameOrigins ?? [], launchOrigin }),
    [params, config.frameOrigins, launchOrigin],
  );
  const positioned = Boolean(spec && (spec.top || spec.left));
  const style: CSSProperties = spec
    ? {
        ...(spec.width ? { width: spec.width } : {}),
        ...(spec.height ? { height: spec.height } : {}),
        ...(positioned ? { position: 'absolute', top: spec.top ?? 0, left: spec.left ?? 0 } : {}),
      }
    : {};
  return (
    <div className="frame-page">
      {spec ? (
        <div className={`frame-page__stage${positioned ? ' is-positioned' : ''}`}>
          <iframe
            className="frame-page__frame"
            src={spec.src}
            title={t('frame.title')}
            style={style}
            allow="autoplay; fullscreen"
            referrerPolicy="no-referrer"
            // Never allow-top-navigation: a framed page may run but not take over the app's tab.
            sandbox={spec.sandbox}
          />
        </div>
      ) : (
        <Notice title={t('frame.invalid')}>
          <p className="muted">{t('frame.invalidHint')}</p>
          <button type="button" className="button button--primary" onClick={() => void navigate(href('home'), { replace: true })}>
            {t('frame.home')}
          </button>
        </Notice>
      )}
    </div>
  );
}
