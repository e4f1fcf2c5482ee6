// A failed load, in the spec's words: 'Loading failed, click to retry' (a button that retries),
// 'Slow Connection' or 'No Internet', or the platform's own message for a refusal.
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/api/errors';
import { Icon } from '@/ui/icon';
import { IconButton } from '@/ui/icon-button';

export interface ErrorStateProps {
  error: unknown;
  /** Called by the retry button (typically a query's `refetch`). */
  onRetry?: () => void;
  /** Smaller, inline variant for a section of a page. */
  compact?: boolean;
  /**
   * The smallest, for a bar with no room for a sentence (the home top bar's balance): the icon
   * alone, as a button named by the message that retries, the message also its tooltip.
   */
  iconOnly?: boolean;
}

export function ErrorState({ error, onRetry, compact, iconOnly }: ErrorStateProps) {
  const { t } = useTranslation();
  const key = errorMessageKey(error, 'load');
  const message = t(key);
  const icon = key === 'error.noInternet' ? 'wifiOff' : 'warning';
  if (iconOnly) {
    return (
      <span className="error-state error-state--icon" role="alert">
        {onRetry ? <IconButton icon={icon} label={message} title={message} onClick={onRetry} /> : <Icon name={icon} size={20} label={message} />}
      </span>
    );
  }
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
