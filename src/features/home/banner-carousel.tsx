// The m_home banner carousel: the shared scroll-snap carousel (src/ui/carousel.tsx), autoplay
// every 5000 ms, wrapping from the last banner to the first, with previous / next buttons and a
// dot per banner; a tap follows the banner's linkage. The first banner is the page's largest
// image: it is fetched with high priority; the others, off screen until the carousel moves, get
// their images once it has loaded (so that none competes with it), lazily.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@/api/endpoints/banners';
import { useFollowBanner } from '@/shell/use-follow-banner';
import { Carousel } from '@/ui/carousel';
import { usePainted } from '@/ui/after-paint';
import { heroDone, heroLoaded, heroReady } from '@/features/home/hero';

export const BANNER_AUTOPLAY_MS = 5000;

export default function BannerCarousel({ banners, imageUrl }: { banners: readonly Banner[]; imageUrl: (path: string) => string }) {
  const { t } = useTranslation('home');
  const follow = useFollowBanner();
  const [hero] = useState(heroReady);
  const painted = usePainted(hero);

  return (
    <Carousel
      className="banner-carousel"
      label={t('banner.label')}
      items={banners}
      itemKey={(b) => String(b.id)}
      autoplayMs={BANNER_AUTOPLAY_MS}
      dots
      takeOverAfter={hero}
      controls={{ previous: t('banner.previous'), next: t('banner.next') }}
      renderItem={(b, i) => (
        <button type="button" className="banner-slide" data-banner-id={b.id} onClick={() => follow(b)} aria-label={b.title}>
          {i === 0 || painted ? (
            <img
              src={imageUrl(b.url)}
              alt=""
              width={750}
              height={300}
              fetchPriority={i === 0 ? 'high' : 'low'}
              loading={i === 0 ? 'eager' : 'lazy'}
              decoding={i === 0 ? 'sync' : 'async'}
              onLoad={i === 0 ? (e) => heroLoaded(e.currentTarget) : undefined}
              onError={i === 0 ? heroDone : undefined}
            />
          ) : null}
        </button>
      )}
    />
  );
}
