// A route that a later issue builds: its title, its chrome (given by the shell) and one sentence
// about what will be here.
import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '@/app/route-meta';
import { Icon } from '@/ui/icon';
import { Notice, Page } from '@/ui/page';

export function PlaceholderScreen() {
  const { t } = useTranslation();
  const { screenId, titleKey } = useRouteMeta();
  return (
    <Page>
      <Notice icon={<Icon name="info" size={36} />} title={t(titleKey)}>
        <p className="muted">{t(`placeholder.${screenId}`, { defaultValue: t('placeholder.generic') })}</p>
      </Notice>
    </Page>
  );
}

export default PlaceholderScreen;
