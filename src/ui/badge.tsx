// Unread badges: hidden at zero (or for guests, by not rendering them), "99+" above 99.
import { useTranslation } from 'react-i18next';

/** The text of a count badge: '' when there is nothing to show. */
export function countBadgeText(count: number | null | undefined): string {
  if (!count || count <= 0 || !Number.isFinite(count)) return '';
  return count > 99 ? '99+' : String(Math.floor(count));
}

export interface BadgeProps {
  count?: number | null;
  /** A plain dot instead of a number. */
  dot?: boolean;
  className?: string;
}

export function Badge({ count, dot, className }: BadgeProps) {
  const { t } = useTranslation();
  const cls = `badge${dot ? ' badge--dot' : ''}${className ? ` ${className}` : ''}`;
  if (dot) return <span className={cls} role="status" aria-label={t('badge.new')} />;
  const text = countBadgeText(count);
  if (!text) return null;
  return (
    <span className={cls} aria-label={t('badge.unread', { count: count ?? 0, text })}>
      {text}
    </span>
  );
}
