// Promotion detail (/m/activity/:id): reward, status and, for promotions that need one, the
// application (comment of at most 140 characters, up to 3 png/jpg images of at most 5MB each),
// with the spec's messages. After 'Application successful' the status reads Applying until the
// platform issues it. A visitor sees the promotion; its application asks them to log in first.
import { useState, type ChangeEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/api/errors';
import { activitiesKey, useActivities, type Activity } from '@/api/endpoints/activities';
import { useApplyActivity } from '@/api/endpoints/apply-activity';
import { useMerchant } from '@/shell/config-context';
import { useViewer } from '@/shell/use-viewer';
import { loginHref } from '@/shell/tap-target';
import { checkAddImages, checkComment, MAX_COMMENT_CHARS, MAX_IMAGES, commentLength } from '@/engine/promo-rules';
import { QueryView } from '@/ui/query-view';
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
  const a = list.data?.activities.find((x) => x.id === id);
  return (
    <Page className="promo-page">
      <QueryView query={list} loading={<SkeletonLines />} empty={<p className="muted">{t('notFound')}</p>} isEmpty={() => !a}>
        {() =>
          a ? (
            <>
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
              {a.needsApplication && (a.status === 'join' || a.status === 'rejected') ? (
                token ? (
                  <ApplyForm activity={a} token={token} />
                ) : (
                  <LoginToApply />
                )
              ) : null}
            </>
          ) : null
        }
      </QueryView>
    </Page>
  );
}

/** A visitor's way to the application: login, and back to this promotion after. */
function LoginToApply() {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <button type="button" className="button button--primary button--block" onClick={() => void navigate(loginHref(`${location.pathname}${location.search}`))}>
      {t('apply.loginFirst')}
    </button>
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
        onError: (e) => toast.error(t(errorMessageKey(e, 'send'), { ns: 'common' })),
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
      {/* The app's own picker: the browser's control is hidden (it would also repeat a refused
          file's name beside the refusal); the label is the button that opens it. */}
      <div className="promo-field">
        <span id="promo-images-label">{t('apply.images')}</span>
        <label className="button button--outline promo-picker">
          <input className="visually-hidden" type="file" accept="image/png,image/jpeg" multiple aria-labelledby="promo-images-label" onChange={onFiles} />
          {t('apply.choose', { count: images.length, max: MAX_IMAGES })}
        </label>
      </div>
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
