// A ranking (deposit or betting) as a list: rank with medals for the top three, masked name,
// amount; the viewer's own row highlighted; and the viewer's own position below it.
import { useTranslation } from 'react-i18next';
import type { Ranking } from '@/api/endpoints/rankings';
import { useMerchant } from '@/shell/config-context';
import { medalOf } from '@/engine/mission-rules';
import { Icon } from '@/ui/icon';
import { Money } from '@/ui/money';
import { Skeleton } from '@/ui/skeleton';

export function RankingList({ ranking, label }: { ranking: Ranking; label: string }) {
  const { t } = useTranslation('referrals');
  const sym = useMerchant().currency.symbol;
  if (ranking.rows.length === 0) return <p className="card ref-muted">{t('rank.empty')}</p>;
  return (
    <ol className="rank-list" aria-label={label}>
      {ranking.rows.map((r) => {
        const medal = medalOf(r.rank);
        return (
          <li
            key={r.rank}
            className={`rank-row${r.self ? ' rank-row--self' : ''}${medal ? ` rank-row--${medal}` : ''}`}
            aria-current={r.self ? 'true' : undefined}
          >
            <span className="rank-row__rank">
              {medal ? (
                <span
                  className={`rank-medal rank-medal--${medal}`}
                  role="img"
                  aria-label={`${t(`rank.medal.${medal}`)}, ${t('rank.rankNo', { rank: r.rank })}`}
                >
                  {r.rank}
                </span>
              ) : (
                <span aria-label={t('rank.rankNo', { rank: r.rank })}>{r.rank}</span>
              )}
            </span>
            <span className="rank-row__name">
              {r.name}
              {r.self ? <span className="rank-you">{t('rank.you')}</span> : null}
            </span>
            <Money className="rank-row__amount" value={r.amount} symbol={sym} />
          </li>
        );
      })}
    </ol>
  );
}

/** The viewer's own position, or a hint to log in. */
export function MyPosition({ ranking }: { ranking: Ranking }) {
  const { t } = useTranslation('referrals');
  const sym = useMerchant().currency.symbol;
  const me = ranking.me;
  return (
    <section className="card rank-me" aria-label={t('rank.myPosition')}>
      <Icon name="trophy" size={22} />
      {me ? (
        <>
          <span className="rank-me__rank">{me.rank === null ? t('rank.notRanked') : t('rank.myRank', { rank: me.rank })}</span>
          <span className="rank-me__name">{me.name}</span>
          <Money className="rank-me__amount" value={me.amount} symbol={sym} />
        </>
      ) : (
        <span className="rank-me__rank">{t('rank.loginToSee')}</span>
      )}
    </section>
  );
}

/** Rows of the size of the list, so nothing shifts when it arrives. */
export function RankingSkeleton({ rows = 8, label }: { rows?: number; label: string }) {
  return (
    <div className="rank-list" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="rank-row rank-row--skeleton">
          <Skeleton width={28} height={28} radius={14} />
          <Skeleton width="45%" />
          <Skeleton width={80} />
        </div>
      ))}
    </div>
  );
}
