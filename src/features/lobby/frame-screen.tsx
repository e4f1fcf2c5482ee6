// The generic embedded frame (/m/frame?url=…[&width=&height=&top=&left=&title=]): a game or a
// third-party page inside the app; the header's back button leads back. Only http(s) or same-origin addresses are
// shown; anything else (javascript:, data:…) gets a clear message instead.
import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { frameSpec } from '@/engine/game-launch';
import { Notice } from '@/ui/page';
import '@/features/lobby/lobby.css';

export default function FrameScreen() {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const spec = useMemo(() => frameSpec(params, window.location.origin), [params]);
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
      {spec?.title ? (
        <div className="frame-bar">
          <span className="frame-bar__title">{spec.title}</span>
        </div>
      ) : null}
      {spec ? (
        <div className={`frame-page__stage${positioned ? ' is-positioned' : ''}`}>
          <iframe
            className="frame-page__frame"
            src={spec.src}
            title={spec.title ?? t('frame.title')}
            style={style}
            allow="autoplay; fullscreen"
            referrerPolicy="no-referrer"
            // A third-party page may run but not take over the app's tab.
            sandbox={spec.src.startsWith('/') ? undefined : 'allow-scripts allow-same-origin allow-forms allow-popups'}
          />
        </div>
      ) : (
        <Notice title={t('frame.invalid')}>
          <p className="muted">{t('frame.invalidHint')}</p>
          <button type="button" className="button button--primary" onClick={() => void navigate('/m/home', { replace: true })}>
            {t('frame.home')}
          </button>
        </Notice>
      )}
    </div>
  );
}
