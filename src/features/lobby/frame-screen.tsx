// The generic embedded frame (/m/frame?url=…[&width=&height=&top=&left=&title=]): a game or a
// third-party page inside the app, with a way back. Only http(s) or same-origin addresses are
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
  const back = () => (window.history.length > 1 ? navigate(-1) : void navigate('/m/home'));
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
      <div className="frame-bar">
        <button type="button" className="button button--outline button--small" onClick={back}>
          {t('frame.back')}
        </button>
        <span className="frame-bar__title">{spec?.title ?? t('frame.title')}</span>
      </div>
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
        </Notice>
      )}
    </div>
  );
}
