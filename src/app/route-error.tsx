// A screen that threw while rendering: the spec's retry message instead of a blank page.
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { Icon } from '@/ui/icon';
import { Notice } from '@/ui/page';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <main className="system-page">
      <Notice level={1} icon={<Icon name="warning" size={36} />} title={t('error.loadingFailed')}>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('action.reload')}
        </button>
        <a className="link-button" href="/m/home">
          {t('action.goHome')}
        </a>
      </Notice>
    </main>
  );
}
