// What the registration screen shows above its form: the banners of group m_reg (when the
// merchant lists that group) and the registration notice (announcements of type B, group m_reg).
// Both are decoration: while loading or on a failure they take no room and the form still works.
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useBanners } from '@/api/endpoints/banners';
import { useAnnouncements } from '@/api/endpoints/announcements';
import { resolveImageUrl } from '@/api/image-url';
import { useFollowBanner } from '@/shell/use-follow-banner';
import { useMerchant } from '@/shell/config-context';
import { sessionStore } from '@/state/session';
import { Carousel } from '@/ui/carousel';
import { Icon } from '@/ui/icon';

const REGISTER_BANNER_AUTOPLAY_MS = 5000;

export function RegisterBanners() {
  const config = useMerchant();
  return config.bannerGroups.includes('m_reg') ? <RegisterBannerCarousel /> : null;
}

function RegisterBannerCarousel() {
  const { t } = useTranslation('account');
  const config = useMerchant();
  const follow = useFollowBanner();
  const banners = useBanners('m_reg');
  if (!banners.data?.length) return null;
  return (
    <Carousel
      className="register-banners"
      label={t('register.banners')}
      items={banners.data}
      itemKey={(b) => b.id}
      autoplayMs={banners.data.length > 1 ? REGISTER_BANNER_AUTOPLAY_MS : undefined}
      dots={banners.data.length > 1}
      renderItem={(b) => (
        <button type="button" className="register-banner" onClick={() => follow(b)} aria-label={b.title}>
          <img src={resolveImageUrl(b.url, config.imageCdns)} alt="" width={750} height={300} />
        </button>
      )}
    />
  );
}

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
