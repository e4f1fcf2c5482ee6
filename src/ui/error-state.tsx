// A failed load, in the spec's words: 'Loading failed, click to retry' (a button that retries),
// 'Slow Connection' or 'No Internet', or the platform's own message for a refusal.
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/api/errors';
import { Icon } from '@/ui/icon';

export interface ErrorStateProps {
  error: unknown;
  /** Called by the retry button (typically a query's `refetch`). */
  onRetry?: () => void;
  /** Smaller, inline variant for a section of a page. */
  compact?: boolean;
}

export function ErrorState({ error, onRetry, compact }: ErrorStateProps) {
  const { t } = useTranslation();
  const key = errorMessageKey(error);
  const message = t(key);
  const icon = key === 'error.noInternet' ? 'wifiOff' : 'warning';
  return (
    <div className={`error-state${compact ? ' error-state--compact' : ''}`} role="alert">
      <Icon name={icon} size={compact ? 20 : 36} />
      {key === 'error.loadingFailed' && onRetry ? (
        <button type="button" className="link-button" onClick={onRetry}>
          {message}
        </button>
      ) : (
        <>
          <p className="error-state__text">{message}</p>
          {onRetry ? (
            <button type="button" className="link-button" onClick={onRetry}>
              {t('action.retry')}
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}
