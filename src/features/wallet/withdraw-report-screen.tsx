// Withdraw report (/m/withdrawReport): withdrawals of a period, by status, with the period's totals.
import { useTranslation } from 'react-i18next';
import { useWithdrawRecords } from '@/api/endpoints/withdraw-records';
import type { WithdrawalOrder } from '@/api/endpoints/create-withdrawal';
import { OrderRecords } from '@/features/wallet/order-records';

const STATUSES = ['', 'processing', 'paid', 'rejected'] as const;

function WithdrawReportScreen() {
  const { t } = useTranslation('wallet');
  return (
    <OrderRecords
      statuses={STATUSES}
      fallbackRange="last30"
      useRecords={useWithdrawRecords}
      totals={(data) => [
        { id: 'paid', label: t('totals.paid'), value: data.totals.paidAmount },
        { id: 'processing', label: t('totals.processing'), value: data.totals.processingAmount },
      ]}
      title={(w: WithdrawalOrder) => `${w.channelName} ${w.accountNumber}`}
    />
  );
}

export default WithdrawReportScreen;
