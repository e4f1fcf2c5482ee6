// The m_home banner carousel: swiper's core with its pagination module, looping, autoplay every
// 5000 ms on a plain timer (carousel-autoplay.ts), with our own previous/next buttons; a tap
// follows the banner's linkage. Loaded lazily (and without swiper's React wrapper) so that it
// never blocks the first paint; the first banner is the page's largest image and is fetched first.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Swiper from 'swiper';
import { Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Banner } from '@/api/endpoints/banners';
import { linkageTarget } from '@/config/url-gate';
import { startAutoplay } from '@/features/home/carousel-autoplay';

export const BANNER_AUTOPLAY_MS = 5000;

export default function BannerCarousel({ banners, imageUrl }: { banners: readonly Banner[]; imageUrl: (path: string) => string }) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const root = useRef<HTMLDivElement>(null);
  const pagination = useRef<HTMLDivElement>(null);
  const swiper = useRef<Swiper | null>(null);

  useEffect(() => {
    if (!root.current || !pagination.current) return undefined;
    const instance = new Swiper(root.current, {
      modules: [Pagination],
      loop: banners.length > 1,
      pagination: { el: pagination.current, clickable: true },
    });
    swiper.current = instance;
    const stopAutoplay = banners.length > 1 ? startAutoplay(instance, BANNER_AUTOPLAY_MS) : () => undefined;
    return () => {
      stopAutoplay();
      instance.destroy(true, false);
      swiper.current = null;
    };
  }, [banners]);

  // The linkage goes through the URL gate: an in-app path navigates, an https URL opens a new tab.
  const follow = (b: Banner) => {
    const target = linkageTarget(b.linkage, window.location.origin);
    if (target.kind === 'inApp') void navigate(target.path);
    else if (target.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
  };

  return (
    <div className="banner-carousel-wrap">
      <div ref={root} className="swiper banner-carousel">
        <div className="swiper-wrapper">
          {banners.map((b, i) => (
            <div key={b.id} className="swiper-slide" data-banner-id={b.id}>
              <button type="button" className="banner-slide" onClick={() => follow(b)} aria-label={b.title}>
                <img src={imageUrl(b.url)} alt="" width={750} height={300} fetchPriority={i === 0 ? 'high' : 'low'} />
              </button>
            </div>
          ))}
        </div>
        <div ref={pagination} className="swiper-pagination" />
      </div>
      {banners.length > 1 ? (
        <>
          <button type="button" className="banner-nav banner-nav--prev" aria-label={t('banner.previous')} onClick={() => swiper.current?.slidePrev()}>
            ‹
          </button>
          <button type="button" className="banner-nav banner-nav--next" aria-label={t('banner.next')} onClick={() => swiper.current?.slideNext()}>
            ›
          </button>
        </>
      ) : null}
    </div>
  );
}
