// A home banner's picture: the image from the merchant's CDNs, a button that follows the banner's
// link when it has one. Used by the video banners (when a video cannot play) and the exclusive banner.
import { useMerchant } from '@/shell/config-context';
import { resolveImageUrl } from '@/api/image-url';
import type { Banner } from '@/api/endpoints/banners';
import { useFollowBanner } from '@/shell/use-follow-banner';

/** A platform image path as a URL of the merchant's CDNs. */
export function useImageUrl() {
  const config = useMerchant();
  return (path: string) => resolveImageUrl(path, config.imageCdns);
}

export function BannerPicture({ banner }: { banner: Banner }) {
  const imageUrl = useImageUrl();
  const follow = useFollowBanner();
  const img = <img src={imageUrl(banner.url)} alt="" width={750} height={300} loading="lazy" />;
  if (banner.linkage.kind === 'none') {
    return (
      <figure className="home-picture" aria-label={banner.title}>
        {img}
      </figure>
    );
  }
  return (
    <button type="button" className="home-picture" aria-label={banner.title} onClick={() => follow(banner)}>
      {img}
    </button>
  );
}
