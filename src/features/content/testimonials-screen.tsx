// Testimonials (/m/testimonials): the average rating and what members say.
import { useTranslation } from 'react-i18next';
import { useTestimonials } from '@/api/endpoints/testimonials';
import { QueryView } from '@/ui/query-view';
import { Page } from '@/ui/page';
import { SkeletonTiles } from '@/ui/skeleton';
import { formatDay } from '@/features/content/content-format';
import '@/features/content/content.css';

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('home');
  return (
    <span className="stars" role="img" aria-label={t('testimonials.rating', { rating })}>
      {[1, 2, 3, 4, 5].map((i) => (
        <span key={i} aria-hidden="true" className={i <= rating ? 'stars__on' : 'stars__off'}>
          ★
        </span>
      ))}
    </span>
  );
}

/** The average of 1–5 ratings to one decimal ("4.6"), or null without ratings. */
export function averageRating(ratings: readonly number[]): string | null {
  if (ratings.length === 0) return null;
  const tenths = Math.round((ratings.reduce((a, b) => a + b, 0) * 10) / ratings.length);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

export default function TestimonialsScreen() {
  const { t } = useTranslation('home');
  const list = useTestimonials();
  return (
    <QueryView query={list} loading={<SkeletonTiles count={4} columns={1} height={110} label={t('section.loading', { ns: 'common' })} />}>
      {(data) => {
        const average = averageRating(data.map((x) => x.rating));
        return (
          <Page className="testimonials-page">
            {average ? (
              <div className="card testimonials-summary">
                <strong className="testimonials-summary__score">{average}</strong>
                <Stars rating={Math.round(Number(average))} />
                <span className="muted">{t('testimonials.count', { count: data.length })}</span>
              </div>
            ) : (
              <p className="muted">{t('testimonials.empty')}</p>
            )}
            <ul className="news-list">
              {data.map((x) => (
                <li key={x.id} className="card testimonial">
                  <div className="testimonial__head">
                    <span className="testimonial__avatar" aria-hidden="true">
                      {x.name.slice(0, 1)}
                    </span>
                    <span className="testimonial__who">
                      <strong>{x.name}</strong>
                      <span className="muted">
                        {x.city} · {formatDay(x.at)}
                      </span>
                    </span>
                    <Stars rating={x.rating} />
                  </div>
                  <blockquote className="testimonial__text">{x.text}</blockquote>
                </li>
              ))}
            </ul>
          </Page>
        );
      }}
    </QueryView>
  );
}
