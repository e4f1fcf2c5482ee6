// The status of a deposit or withdrawal order.
import { useTranslation } from 'react-i18next';

export type OrderStatus = 'pending' | 'approved' | 'rejected' | 'processing' | 'paid';

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('wallet');
  const tone = status === 'approved' || status === 'paid' ? 'ok' : status === 'rejected' ? 'bad' : 'wait';
  return <span className={`status-badge status-badge--${tone}`}>{t(`status.${status}`)}</span>;
}
