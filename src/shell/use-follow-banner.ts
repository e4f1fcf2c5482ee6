// A tap on a banner (home, the exclusive and video banners, registration) follows its linkage
// through the URL gate: an in-app path navigates, an https URL opens a new tab, anything else
// does nothing.
import { useNavigate } from 'react-router-dom';
import type { Banner } from '@/api/endpoints/banners';
import { linkageTarget } from '@/config/url-gate';

export function useFollowBanner(): (banner: Banner) => void {
  const navigate = useNavigate();
  return (b) => {
    const target = linkageTarget(b.linkage, window.location.origin);
    if (target.kind === 'inApp') void navigate(target.path);
    else if (target.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
  };
}
