// The registration notice (announcements of type B, group m_reg) above the registration form.
// Decoration: while loading or on a failure it takes no room and the form still works.
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useAnnouncements } from '@/api/endpoints/announcements';
import { useMerchant } from '@/shell/config-context';
import { sessionStore } from '@/state/session';
import { Icon } from '@/ui/icon';

export function RegisterNotice() {
  const { t } = useTranslation('account');
  const config = useMerchant();
  const session = useSnapshot(sessionStore);
  const notices = useAnnouncements('register', config.code, session.info?.token);
  const list = notices.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section className="card register-notice" aria-label={t('register.notice')}>
      <Icon name="megaphone" size={20} />
      <ul>
        {list.map((n) => (
          <li key={n.id}>{n.title}</li>
        ))}
      </ul>
    </section>
  );
}
