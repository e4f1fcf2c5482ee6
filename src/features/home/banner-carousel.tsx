// The m_home banner carousel (swiper: autoplay 5000 ms, loop, previous/next, pagination); a tap
// follows the banner's linkage. Loaded lazily so that swiper never blocks the first paint.
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay, Navigation, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import type { Banner } from '@/api/endpoints/banners';

export const BANNER_AUTOPLAY_MS = 5000;

export default function BannerCarousel({ banners, imageUrl }: { banners: readonly Banner[]; imageUrl: (path: string) => string }) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const follow = (b: Banner) => {
    if (b.linkage.kind === 'internal' && b.linkage.target) void navigate(b.linkage.target);
    else if (b.linkage.kind === 'external' && b.linkage.target) window.open(b.linkage.target, '_blank', 'noopener,noreferrer');
  };
  return (
    <Swiper
      className="banner-carousel"
      modules={[Autoplay, Navigation, Pagination]}
      autoplay={{ delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false }}
      loop={banners.length > 1}
      navigation={{ enabled: true }}
      pagination={{ clickable: true }}
      a11y={{ prevSlideMessage: t('banner.previous'), nextSlideMessage: t('banner.next') }}
    >
      {banners.map((b) => (
        <SwiperSlide key={b.id} data-banner-id={b.id}>
          <button type="button" className="banner-slide" onClick={() => follow(b)} aria-label={b.title}>
            <img src={imageUrl(b.url)} alt="" width={750} height={300} />
          </button>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
