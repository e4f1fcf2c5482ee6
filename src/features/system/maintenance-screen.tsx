// The platform is under maintenance (system status). Shown instead of every route.
import { useTranslation } from 'react-i18next';
import { Icon } from '@/ui/icon';
import { Notice } from '@/ui/page';

function MaintenanceScreen() {
  const { t } = useTranslation();
  return (
    <main className="system-page">
      <Notice level={1} icon={<Icon name="tools" size={36} />} title={t('error.server.maintenance')}>
        <p>{t('error.server.upgrading')}</p>
        <p className="muted">{t('system.maintenanceHint')}</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('action.reload')}
        </button>
      </Notice>
    </main>
  );
}

export default MaintenanceScreen;
