// Home sections below the fold, in their own chunk (loaded when the visitor scrolls near them):
// upcoming hot matches, video banners (m_video), the partners slider (m_partners, 3 per view,
// looping), the exclusive banner (m_exclusive) and the follow-us icons.
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useBanners, type Banner } from '@/api/endpoints/banners';
import { useDownloadLinks } from '@/api/endpoints/download-links';
import { useHotMatches, type HotMatch } from '@/api/endpoints/hot-matches';
import { useLaunchGame } from '@/api/endpoints/launch-game';
import { errorMessageKey } from '@/api/errors';
import { resolveImageUrl } from '@/api/image-url';
import { useMerchant } from '@/shell/config-context';
import { classifyUrl } from '@/config/url-gate';
import { useFollowBanner } from '@/shell/use-follow-banner';
import { launchTarget } from '@/engine/game-launch';
import { languageStore } from '@/state/preferences';
import { sessionStore } from '@/state/session';
import { ErrorState } from '@/ui/error-state';
import { Carousel } from '@/ui/carousel';
import { Section } from '@/ui/page';
import { Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/toast';
import { matchDateTime } from '@/features/home/home-rules';
import { videoSource } from '@/features/home/video-source';

export const PARTNER_AUTOPLAY_MS = 2500;

function useImageUrl() {
  const config = useMerchant();
  return (path: string) => resolveImageUrl(path, config.imageCdns);
}


function BannerPicture({ banner }: { banner: Banner }) {
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

// ------------------------------------------------------------------ video banners

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
      <video className="home-video" controls playsInline muted loop preload="metadata" poster={imageUrl(banner.url)} aria-label={banner.title} width={640} height={360}>
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

/** A banner group is shown only when the merchant file lists it. */
function useGroupOn(group: Banner['groupName']): boolean {
  return useMerchant().bannerGroups.includes(group);
}

export function VideoBanners() {
  const { t } = useTranslation('home');
  const banners = useBanners('m_video');
  if (banners.isError) return <ErrorState compact error={banners.error} onRetry={() => void banners.refetch()} />;
  if (!banners.data) return <Skeleton height={200} radius={12} />;
  if (banners.data.length === 0) return null;
  return (
    <Section title={t('video.title')}>
      <div className="home-videos">
        {banners.data.map((b) => (
          <figure key={b.id} className="home-video-card">
            <VideoBanner banner={b} />
            <figcaption>{b.title}</figcaption>
          </figure>
        ))}
      </div>
    </Section>
  );
}

// ------------------------------------------------------------------ partners

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

// ------------------------------------------------------------------ exclusive

export function ExclusiveBanner() {
  const { t } = useTranslation('home');
  const banners = useBanners('m_exclusive');
  if (banners.isError) return <ErrorState compact error={banners.error} onRetry={() => void banners.refetch()} />;
  if (!banners.data) return <Skeleton height={140} radius={12} />;
  const first = banners.data[0];
  if (!first) return null;
  return (
    <Section title={t('exclusive.title')}>
      <div className="home-exclusive">
        <BannerPicture banner={first} />
      </div>
    </Section>
  );
}

// ------------------------------------------------------------------ follow us

const SOCIALS = ['FACEBOOK', 'INSTAGRAM', 'TWITTER'] as const;
const SOCIAL_ICONS: Record<(typeof SOCIALS)[number], ReactNode> = {
  FACEBOOK: <path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v7h4v-7H16l.6-4h-3.1V8.9c0-.6.3-.9.9-.9Z" fill="currentColor" stroke="none" />,
  INSTAGRAM: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="1" fill="currentColor" stroke="none" />
    </>
  ),
  TWITTER: <path d="M4 4l16 16M20 4L4 20" />,
};

export function FollowUs() {
  const { t } = useTranslation('home');
  const links = useDownloadLinks();
  const present = SOCIALS.flatMap((type) => {
    const verdict = classifyUrl(links.data?.find((l) => l.resourceType === type)?.url, window.location.origin);
    return verdict.kind === 'external' ? [{ type, url: verdict.href }] : [];
  });
  if (present.length === 0) return null;
  return (
    <Section title={t('follow.title')}>
      <ul className="follow-us">
        {present.map((s) => (
          <li key={s.type}>
            <a href={s.url} target="_blank" rel="noopener noreferrer" aria-label={t(`follow.${s.type}`)} className="follow-us__link">
              <svg viewBox="0 0 24 24" width={24} height={24} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" aria-hidden="true">
                {SOCIAL_ICONS[s.type]}
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

// ------------------------------------------------------------------ hot matches

function TeamBadge({ name, image }: { name: string; image: string }) {
  const imageUrl = useImageUrl();
  return (
    <span className="match-team">
      <img src={imageUrl(image)} alt="" width={44} height={44} loading="lazy" />
      <span>{name}</span>
    </span>
  );
}

function MatchCard({ match, onLaunch }: { match: HotMatch; onLaunch: (m: HotMatch) => void }) {
  const { t } = useTranslation('home');
  const { date, time } = matchDateTime(match.matchTime);
  return (
    <li className="match-card">
      <button type="button" className="match-card__body" onClick={() => onLaunch(match)} aria-label={t('matches.label', { home: match.homeTeam, away: match.awayTeam, date, time })}>
        <span className="match-card__when">
          <span>{date}</span>
          <strong>{time}</strong>
        </span>
        <span className="match-card__teams">
          <TeamBadge name={match.homeTeam} image={match.homeTeamImageUrl} />
          <span className="match-card__vs">VS</span>
          <TeamBadge name={match.awayTeam} image={match.awayTeamImageUrl} />
        </span>
        <span className="match-card__support muted">{t('matches.support')}</span>
        <span className="button button--primary button--small match-card__bet">{t('matches.betNow')}</span>
      </button>
    </li>
  );
}

export function HotMatches() {
  const { t } = useTranslation('home');
  const matches = useHotMatches();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSnapshot(sessionStore);
  const launch = useLaunchGame();
  const busy = useRef(false);
  const onLaunch = async (m: HotMatch) => {
    if (!session.info) {
      void navigate(`/m/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
      return;
    }
    if (busy.current) return;
    busy.current = true;
    const dismiss = toast.loading(t('matches.launching'), 9999);
    try {
      const { url } = await launch.mutateAsync({ nodeId: m.nodeId, vendor: m.vendor, gameId: m.roomId, freePlay: false });
      dismiss();
      const target = launchTarget(url, window.location.origin);
      if (target.kind === 'navigate') void navigate(target.to, target.state ? { state: target.state } : undefined);
      else if (target.kind === 'assign') window.location.assign(target.href);
      else toast.error(t('error.invalidLink', { ns: 'common' }));
    } catch (error) {
      dismiss();
      toast.error(t(errorMessageKey(error), { ns: 'common' }));
    } finally {
      busy.current = false;
    }
  };
  const title = (
    <Link to="/m/sports" className="section-link">
      {t('matches.title')}
    </Link>
  );
  if (matches.isError) {
    return (
      <Section title={title}>
        <ErrorState compact error={matches.error} onRetry={() => void matches.refetch()} />
      </Section>
    );
  }
  if (!matches.data) return <Skeleton height={150} radius={12} />;
  if (matches.data.length === 0) return null;
  return (
    <Section title={title}>
      <ul className="match-strip" aria-label={t('matches.title')}>
        {matches.data.map((m) => (
          <MatchCard key={`${m.homeTeam}-${m.awayTeam}-${m.matchTime}`} match={m} onLaunch={(x) => void onLaunch(x)} />
        ))}
      </ul>
    </Section>
  );
}

/** Everything of this chunk, in page order. */
export default function HomeExtras() {
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
