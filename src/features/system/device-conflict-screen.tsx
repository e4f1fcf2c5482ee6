// /m/deviceConflict: the session ended because the account logged in on another device.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/ui/icon';
import { Notice, Page } from '@/ui/page';

function DeviceConflictScreen() {
  const { t } = useTranslation();
  return (
    <Page>
      <Notice icon={<Icon name="phone" size={36} />} title={t('system.deviceConflictTitle')}>
        <p>{t('system.deviceConflictText')}</p>
        <Link to="/m/login" replace className="button button--primary">
          {t('system.loginAgain')}
        </Link>
        <Link to="/m/home" replace className="link-button">
          {t('action.goHome')}
        </Link>
      </Notice>
    </Page>
  );
}

export default DeviceConflictScreen;
