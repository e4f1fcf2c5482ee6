// The banners of group m_reg above the registration form (when the merchant lists that group).
// Decoration: while loading or on a failure they take no room and the form still works.
import { useTranslation } from 'react-i18next';
import { useBanners } from '@/api/endpoints/banners';
import { resolveImageUrl } from '@/api/image-url';
import { useFollowBanner } from '@/shell/use-follow-banner';
import { useMerchant } from '@/shell/config-context';
import { Carousel } from '@/ui/carousel';

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
