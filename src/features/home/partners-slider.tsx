// Home's partners slider (group m_partners): 3 per view, looping.
import { useTranslation } from 'react-i18next';
import { useBanners } from '@/api/endpoints/banners';
import { useFollowBanner } from '@/shell/use-follow-banner';
import { Carousel } from '@/ui/carousel';
import { ErrorState } from '@/ui/error-state';
import { Section } from '@/ui/page';
import { Skeleton } from '@/ui/skeleton';
import { useImageUrl } from '@/features/home/banner-picture';

const PARTNER_AUTOPLAY_MS = 2500;

export function PartnersSlider() {
  const { t } = useTranslation('home');
  const banners = useBanners('m_partners');
  const imageUrl = useImageUrl();
  const follow = useFollowBanner();
  if (banners.isError) return <ErrorState compact error={banners.error} onRetry={() => void banners.refetch()} />;
  if (!banners.data) return <Skeleton height={72} radius={12} />;
  if (banners.data.length === 0) return null;
  return (
    <Section title={t('partners.title')}>
      <Carousel
        className="partners"
        label={t('partners.title')}
        items={banners.data}
        itemKey={(b) => String(b.id)}
        perView={3}
        gap={10}
        autoplayMs={PARTNER_AUTOPLAY_MS}
        renderItem={(b) => (
          <div className="partner-slide">
            {b.linkage.kind === 'none' ? (
              <img src={imageUrl(b.url)} alt={b.title} width={96} height={96} loading="lazy" />
            ) : (
              <button type="button" aria-label={b.title} onClick={() => follow(b)}>
                <img src={imageUrl(b.url)} alt="" width={96} height={96} loading="lazy" />
              </button>
            )}
          </div>
        )}
      />
    </Section>
  );
}
