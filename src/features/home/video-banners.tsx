// Home's video banners (group m_video): a file plays in a <video>, a known host in a frame, anything
// else shows the banner's picture.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useBanners, type Banner } from '@/api/endpoints/banners';
import { useMerchant } from '@/shell/config-context';
import { languageStore } from '@/state/preferences';
import { Section } from '@/ui/page';
import { Skeleton } from '@/ui/skeleton';
import { BannerPicture, useImageUrl } from '@/features/home/banner-picture';
import { videoSource } from '@/features/home/video-source';
import { QueryView } from '@/ui/query-view';

function VideoBanner({ banner }: { banner: Banner }) {
  const config = useMerchant();
  const imageUrl = useImageUrl();
  const language = useSnapshot(languageStore).language;
  const source = videoSource(banner.videoUrl, config.api.mode, language);
  const reason = source.kind === 'none' ? source.reason : null;
  useEffect(() => {
    if (reason) console.warn(`[video banner ${banner.id}] no player: ${reason}`);
  }, [banner.id, reason]);
  if (source.kind === 'file') {
    return (
      <video
        className="home-video"
        controls
        playsInline
        muted
        loop
        preload="metadata"
        poster={imageUrl(banner.url)}
        aria-label={banner.title}
        width={640}
        height={360}
      >
        <source src={source.src} type={source.type} />
      </video>
    );
  }
  if (source.kind === 'embed') {
    return (
      <iframe
        className="home-video"
        src={source.src}
        title={banner.title}
        loading="lazy"
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        width={640}
        height={360}
      />
    );
  }
  return <BannerPicture banner={banner} />;
}

export function VideoBanners() {
  const { t } = useTranslation('home');
  const banners = useBanners('m_video');
  return (
    <QueryView query={banners} compact loading={<Skeleton height={200} radius={12} />} empty={null} isEmpty={(data) => data.length === 0}>
      {(data) => (
        <Section title={t('video.title')}>
          <div className="home-videos">
            {data.map((b) => (
              <figure key={b.id} className="home-video-card">
                <VideoBanner banner={b} />
                <figcaption>{b.title}</figcaption>
              </figure>
            ))}
          </div>
        </Section>
      )}
    </QueryView>
  );
}
