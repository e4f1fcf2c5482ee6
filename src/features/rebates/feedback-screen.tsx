// Feedback (/m/feedback): a category, the content with a live word count, the spec's rule
// 'Feedback content is between {0} and {1} words' with the bounds of the merchant file, a submit
// that sends once per intent, and the member's past feedback with its status and the reply.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, isPlatformError } from '@/api/errors';
import { useFeedbackList, type FeedbackItem } from '@/api/endpoints/feedback-list';
import { useSubmitFeedback } from '@/api/endpoints/submit-feedback';
import { useMerchant } from '@/shell/config-context';
import { useViewer } from '@/shell/use-viewer';
import { checkFeedback, countWords, FEEDBACK_CATEGORIES, FEEDBACK_MAX_CHARS, type FeedbackCategory } from '@/engine/feedback-rules';
import { Page, Section } from '@/ui/page';
import { SkeletonLines } from '@/ui/skeleton';
import { toast } from '@/ui/toast';
import { formatUtc as formatWhen } from '@/engine/time';
import { FieldError } from '@/ui/input-field';
import { useForm } from '@/ui/use-form';
import { useIntent } from '@/ui/use-intent';
import '@/features/rebates/rebates.css';
import { QueryView } from '@/ui/query-view';

export default function FeedbackScreen() {
  const { t } = useTranslation('rebates');
  const { viewer } = useViewer();
  const token = viewer.session?.token;
  const list = useFeedbackList(token);

  return (
    <Page className="rb-page">
      <p className="muted rb-note">{t('feedback.intro')}</p>
      <FeedbackForm />
      <Section title={t('feedback.history')}>
        <QueryView
          query={list}
          compact
          loading={<SkeletonLines count={3} label={t('loading')} />}
          empty={<p className="muted rb-note">{t('feedback.empty')}</p>}
          isEmpty={(data) => data.list.length === 0}
        >
          {(data) => (
            <ul className="stack-list" aria-label={t('feedback.history')}>
              {data.list.map((f) => (
                <FeedbackEntry key={f.id} item={f} />
              ))}
            </ul>
          )}
        </QueryView>
      </Section>
    </Page>
  );
}

function FeedbackForm() {
  const { t } = useTranslation('rebates');
  const bounds = useMerchant().feedback;
  const [category, setCategory] = useState<FeedbackCategory | null>(null);
  const form = useForm({ content: '' }, { clearErrorOnChange: true, draft: { name: 'feedback', fields: ['content'] } });
  const { content } = form.values;
  const error = form.error;
  const submit = useSubmitFeedback();
  const intent = useIntent('feedback');
  const contentId = useId();
  const countId = useId();
  const groupId = useId();
  const words = countWords(content);
  const boundsText = t('feedback.bounds', { min: bounds.minWords, max: bounds.maxWords });
  const outside = content.trim() !== '' && (words < bounds.minWords || words > bounds.maxWords);

  const send = async () => {
    const problem = checkFeedback({ category, content }, bounds);
    if (problem === 'categoryRequired') {
      form.fail('category', t('feedback.categoryRequired'));
      return;
    }
    if (problem === 'wordCount' || problem === 'tooLong') {
      form.fail('content', problem === 'tooLong' ? t('feedback.tooLong') : boundsText);
      return;
    }
    if (!category) return;
    form.setError(null);
    const text = content.trim();
    const fingerprint = `${category}:${text.length}:${text.slice(0, 40)}`;
    try {
      await submit.mutateAsync({ category, content: text, requestId: intent.idFor(fingerprint) });
      intent.settle(fingerprint);
      form.setValues({ content: '' });
      setCategory(null);
      toast.success(t('success'));
    } catch (e) {
      if (isPlatformError(e) && e.kind === 'rejected') intent.settle(fingerprint);
      const words = isPlatformError(e) && e.details.reason === 'wordCount';
      const msg = words
        ? t('feedback.bounds', { min: Number(e.details.minWords) || bounds.minWords, max: Number(e.details.maxWords) || bounds.maxWords })
        : t(errorMessageKey(e, 'send'), { ns: 'common' });
      form.fail(words ? 'content' : null, msg);
      toast.error(msg);
    }
  };

  return (
    <form className="rb-form card" noValidate onSubmit={(e) => form.submit(e, send)}>
      <div className="ui-field">
        <span id={groupId} className="ui-field__label">
          {t('feedback.category')}
        </span>
        <div className="chip-row rb-chips" role="radiogroup" aria-labelledby={groupId} aria-invalid={error?.field === 'category' || undefined}>
          {FEEDBACK_CATEGORIES.map((c) => (
            <button
              key={c}
              type="button"
              role="radio"
              aria-checked={category === c}
              className="chip"
              onClick={() => {
                setCategory(c);
                form.setError(null);
              }}
            >
              {t(`feedback.categories.${c}`)}
            </button>
          ))}
        </div>
        {form.errorOf('category') ? <FieldError>{form.errorOf('category')}</FieldError> : null}
      </div>
      <div className={`ui-field${error?.field === 'content' ? ' ui-field--invalid' : ''}`}>
        <label htmlFor={contentId} className="ui-field__label">
          {t('feedback.content')}
        </label>
        <textarea
          id={contentId}
          className="rb-textarea"
          rows={6}
          maxLength={FEEDBACK_MAX_CHARS}
          value={content}
          placeholder={t('feedback.placeholder')}
          aria-invalid={error?.field === 'content' || undefined}
          aria-describedby={countId}
          onChange={(e) => form.set('content', e.target.value)}
        />
        <p id={countId} className={`rb-count${outside ? ' is-outside' : ''}`} aria-live="polite">
          <span>{t('feedback.words', { count: words })}</span>
          <span>
            {bounds.minWords}–{bounds.maxWords}
          </span>
        </p>
        {error && error.field !== 'category' ? <FieldError>{error.message}</FieldError> : null}
      </div>
      <button type="submit" className="button button--primary button--block" disabled={submit.isPending} aria-busy={submit.isPending || undefined}>
        {t('feedback.submit')}
      </button>
    </form>
  );
}

function FeedbackEntry({ item }: { item: FeedbackItem }) {
  const { t } = useTranslation('rebates');
  return (
    <li className="rb-entry card">
      <div className="rb-entry__head">
        <span className="rb-entry__title">
          <strong>{t(`feedback.categories.${item.category}`)}</strong>
          <span className="muted rb-entry__when">{t('feedback.sentAt', { when: formatWhen(item.createdAt) })}</span>
        </span>
        <span className={`rb-badge${item.status === 'pending' ? ' rb-badge--wait' : ''}`}>{t(`feedback.status.${item.status}`)}</span>
      </div>
      <p className="rb-feedback__content">{item.content}</p>
      {item.reply ? (
        <div className="rb-reply">
          <span className="rb-reply__label">
            {t('feedback.reply')}
            {item.repliedAt !== null ? <span className="muted"> · {formatWhen(item.repliedAt)}</span> : null}
          </span>
          <p>{item.reply}</p>
        </div>
      ) : null}
    </li>
  );
}
