// Region restriction (system status): 'Access Denied' with the caller's IP and contact advice.
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '@/api/endpoints/system-status';
import { Icon } from '@/ui/icon';
import { Notice } from '@/ui/page';

function AccessDeniedScreen() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const ip = status.data?.location.ip;
  return (
    <main className="system-page">
      <Notice level={1} icon={<Icon name="globe" size={36} />} title={t('error.server.accessDenied')}>
        {ip ? (
          <p>
            {t('system.yourIp')} <strong data-testid="caller-ip">{ip}</strong>
          </p>
        ) : null}
        <p>{t('system.restrictedText')}</p>
        <p className="muted">{t('error.server.contactService')}</p>
      </Notice>
    </main>
  );
}

export default AccessDeniedScreen;
