// Promotion detail (/m/activity/:id): reward, status and, for promotions that need one, the
// application (comment of at most 140 characters, up to 3 png/jpg images of at most 5MB each),
// with the spec's messages. After 'Application successful' the status reads Applying until the
// platform issues it.
import { useState, type ChangeEvent } from 'react';
import { useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/api/errors';
import { activitiesKey, useActivities, type Activity } from '@/api/endpoints/activities';
import { useApplyActivity } from '@/api/endpoints/apply-activity';
import { useMerchant } from '@/shell/config-context';
import { useViewer } from '@/shell/use-viewer';
import { checkAddImages, checkComment, MAX_COMMENT_CHARS, commentLength } from '@/engine/promo-rules';
import { ErrorState } from '@/ui/error-state';
import { Money } from '@/ui/money';
import { Page, Section } from '@/ui/page';
import { SkeletonLines } from '@/ui/skeleton';
import { toast } from '@/ui/toast';
import '@/features/promotions/promotions.css';
import { useSingleFlight } from '@/ui/use-single-flight';

export default function ActivityDetailScreen() {
  const { t } = useTranslation('promotions');
  const { id } = useParams();
  const { viewer } = useViewer();
  const token = viewer.session?.token;
  const sym = useMerchant().currency.symbol;
  const list = useActivities(token);
  if (list.isPending)
    return (
      <Page>
        <SkeletonLines />
      </Page>
    );
  if (list.isError)
    return (
      <Page>
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      </Page>
    );
  const a = list.data.activities.find((x) => x.id === id);
  if (!a)
    return (
      <Page>
        <p className="muted">{t('notFound')}</p>
      </Page>
    );
  return (
    <Page className="promo-page">
      <div className="promo-card card">
        <div className="promo-card__body">
          <span className="promo-card__cat">{t(`category.${a.category}`, { defaultValue: a.category })}</span>
          <h1 className="promo-card__title">{a.title}</h1>
          <span className="promo-card__reward">
            {t('reward')} <Money value={a.reward} symbol={sym} />
          </span>
        </div>
        <span className={`promo-status promo-status--${a.status}`} aria-label={t('statusLabel')}>
          {t(`status.${a.status}`)}
        </span>
      </div>
      {a.needsApplication && (a.status === 'join' || a.status === 'rejected') ? <ApplyForm activity={a} token={token} /> : null}
    </Page>
  );
}

function ApplyForm({ activity, token }: { activity: Activity; token: string | undefined }) {
  const { t } = useTranslation('promotions');
  const qc = useQueryClient();
  const apply = useApplyActivity();
  const flight = useSingleFlight();
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const added = Array.from(e.target.files ?? []);
    e.target.value = '';
    const refused = checkAddImages(images.length, added);
    if (refused) {
      toast.error(t(`apply.${refused}`));
      return;
    }
    setImages((xs) => [...xs, ...added]);
  };
  const onSubmit = () => {
    const refused = checkComment(comment) ?? checkAddImages(0, images);
    if (refused) {
      toast.error(t(`apply.${refused}`));
      return;
    }
    if (!flight.start()) return;
    apply.mutate(
      { id: activity.id, comment, images: images.map((f) => ({ name: f.name, type: f.type, size: f.size })) },
      {
        onSettled: flight.done,
        onSuccess: () => {
          toast.success(t('apply.success'));
          void qc.invalidateQueries({ queryKey: activitiesKey(token) });
          // The platform reviews it within seconds: look again.
          window.setTimeout(() => void qc.invalidateQueries({ queryKey: activitiesKey(token) }), 5000);
        },
        onError: (e) => toast.error(t(errorMessageKey(e), { ns: 'common' })),
      },
    );
  };
  return (
    <Section title={t('apply.title')}>
      <label className="promo-field">
        <span>{t('apply.comment')}</span>
        <textarea aria-label={t('apply.comment')} value={comment} maxLength={MAX_COMMENT_CHARS} rows={3} onChange={(e) => setComment(e.target.value)} />
        <span className="muted promo-count">
          {commentLength(comment)}/{MAX_COMMENT_CHARS}
        </span>
      </label>
      <label className="promo-field">
        <span>{t('apply.images')}</span>
        <input type="file" accept="image/png,image/jpeg" multiple onChange={onFiles} />
      </label>
      <ul className="promo-files" aria-label={t('apply.chosen')}>
        {images.map((f, i) => (
          <li key={`${f.name}-${i}`}>
            {f.name}
            <button
              type="button"
              className="button"
              aria-label={t('apply.remove', { name: f.name })}
              onClick={() => setImages((xs) => xs.filter((_, j) => j !== i))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--primary button--block" disabled={apply.isPending} onClick={onSubmit}>
        {t('apply.submit')}
      </button>
    </Section>
  );
}
