// Home's sections below the fold, in their own chunk (loaded when the visitor scrolls near them):
// upcoming hot matches, video banners (m_video), the exclusive banner (m_exclusive), the partners
// slider (m_partners) and the follow-us icons.
import type { Banner } from '@/api/endpoints/banners';
import { useMerchant } from '@/shell/config-context';
import { ExclusiveBanner } from '@/features/home/exclusive-banner';
import { FollowUs } from '@/features/home/follow-us';
import { HotMatches } from '@/features/home/hot-matches';
import { PartnersSlider } from '@/features/home/partners-slider';
import { VideoBanners } from '@/features/home/video-banners';

/** A banner group is shown only when the merchant file lists it. */
function useGroupOn(group: Banner['groupName']): boolean {
  return useMerchant().bannerGroups.includes(group);
}

/** Everything of this chunk, in page order. */
export default function HomeBelowFold() {
  const video = useGroupOn('m_video');
  const exclusive = useGroupOn('m_exclusive');
  const partners = useGroupOn('m_partners');
  return (
    <>
      <HotMatches />
      {video ? <VideoBanners /> : null}
      {exclusive ? <ExclusiveBanner /> : null}
      {partners ? <PartnersSlider /> : null}
      <FollowUs />
    </>
  );
}
