// Home's upcoming hot matches: a strip of match cards; a tap launches the sportsbook on the match.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useHotMatches, type HotMatch } from '@/api/endpoints/hot-matches';
import { useLaunchGame } from '@/api/endpoints/launch-game';
import { errorMessageKey } from '@/api/errors';
import { launchTarget } from '@/engine/game-launch';
import { sessionStore } from '@/state/session';
import { Section } from '@/ui/page';
import { QueryView } from '@/ui/query-view';
import { Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/toast';
import { RouteLink, useGoLogin } from '@/shell/route-link';
import { useImageUrl } from '@/features/home/banner-picture';
import { matchDateTime } from '@/features/home/home-rules';
import { useSingleFlight } from '@/ui/use-single-flight';

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
      <button
        type="button"
        className="match-card__body"
        onClick={() => onLaunch(match)}
        aria-label={t('matches.label', { home: match.homeTeam, away: match.awayTeam, date, time })}
      >
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
  const goLogin = useGoLogin();
  const session = useSnapshot(sessionStore);
  const launch = useLaunchGame();
  const flight = useSingleFlight();
  const onLaunch = async (m: HotMatch) => {
    if (!session.info) {
      goLogin();
      return;
    }
    if (!flight.start()) return;
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
      toast.error(t(errorMessageKey(error, 'send'), { ns: 'common' }));
    } finally {
      flight.done();
    }
  };
  // The section and its title hold the matches or the failure; the placeholder stands alone, and
  // no match hides the section.
  const section = (body: ReactNode) => (
    <Section
      title={
        <RouteLink to="sports" className="section-link">
          {t('matches.title')}
        </RouteLink>
      }
    >
      {body}
    </Section>
  );
  return (
    <QueryView query={matches} compact loading={<Skeleton height={150} radius={12} />} isEmpty={(data) => data.length === 0} errorFrame={section}>
      {(data) =>
        section(
          <ul className="match-strip" aria-label={t('matches.title')}>
            {data.map((m) => (
              <MatchCard key={`${m.homeTeam}-${m.awayTeam}-${m.matchTime}`} match={m} onLaunch={(x) => void onLaunch(x)} />
            ))}
          </ul>,
        )
      }
    </QueryView>
  );
}
