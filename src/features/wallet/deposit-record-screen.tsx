// Deposit record (/m/vouReport): deposit orders of a period, by status, with the period's totals.
import { useTranslation } from 'react-i18next';
import { useDepositRecords } from '@/api/endpoints/deposit-records';
import type { DepositOrder } from '@/api/endpoints/deposit-order';
import { OrderRecords } from '@/features/wallet/order-records';

const STATUSES = ['', 'pending', 'approved', 'rejected'] as const;

function DepositRecordScreen() {
  const { t } = useTranslation('wallet');
  return (
    <OrderRecords
      statuses={STATUSES}
      fallbackRange="last7"
      useRecords={useDepositRecords}
      totals={(data) => [
        { id: 'approved', label: t('totals.approved'), value: data.totals.approvedAmount },
        { id: 'pending', label: t('totals.pending'), value: data.totals.pendingAmount },
      ]}
      title={(d: DepositOrder) => d.channelName}
    />
  );
}

export default DepositRecordScreen;
