// /m/deviceConflict: the session ended because the account logged in on another device.

import { useTranslation } from 'react-i18next';
import { Icon } from '@/ui/icon';
import { Notice, Page } from '@/ui/page';
import { RouteLink } from '@/shell/route-link';

function DeviceConflictScreen() {
  const { t } = useTranslation();
  return (
    <Page>
      <Notice icon={<Icon name="phone" size={36} />} title={t('system.deviceConflictTitle')}>
        <p>{t('system.deviceConflictText')}</p>
        <RouteLink to="login" replace className="button button--primary">
          {t('system.loginAgain')}
        </RouteLink>
        <RouteLink to="home" replace className="link-button">
          {t('action.goHome')}
        </RouteLink>
      </Notice>
    </Page>
  );
}

export default DeviceConflictScreen;
