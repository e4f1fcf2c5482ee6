// Home's partners slider (group m_partners): 3 per view, looping.
import { useTranslation } from 'react-i18next';
import { useBanners } from '@/api/endpoints/banners';
import { useFollowBanner } from '@/shell/use-follow-banner';
import { Carousel } from '@/ui/carousel';
import { Section } from '@/ui/page';
import { Skeleton } from '@/ui/skeleton';
import { useImageUrl } from '@/features/home/banner-picture';
import { QueryView } from '@/ui/query-view';

const PARTNER_AUTOPLAY_MS = 2500;

export function PartnersSlider() {
  const { t } = useTranslation('home');
  const banners = useBanners('m_partners');
  const imageUrl = useImageUrl();
  const follow = useFollowBanner();
  return (
    <QueryView query={banners} compact loading={<Skeleton height={72} radius={12} />} empty={null} isEmpty={(data) => data.length === 0}>
      {(data) => (
        <Section title={t('partners.title')}>
          <Carousel
            className="partners"
            label={t('partners.title')}
            items={data}
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
      )}
    </QueryView>
  );
}
