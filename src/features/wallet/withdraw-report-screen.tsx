// Withdraw report (/m/withdrawReport): withdrawals of a period, by status, with the period's totals.
import { useTranslation } from 'react-i18next';
import { useWithdrawRecords, type WithdrawRecordQuery } from '@/api/endpoints/withdraw-records';
import { useMerchant } from '@/app/config-context';
import { useViewer } from '@/app/use-viewer';
import { Money } from '@/ui/money';
import { Page, Section } from '@/ui/page';
import { FilterSelect, Pager, RangePicker, RecordsFrame, useRecordRange } from '@/features/wallet/record-bits';
import { Figures, formatWhen, StatusBadge } from '@/features/wallet/wallet-bits';
import '@/features/wallet/wallet.css';

const STATUSES = ['', 'processing', 'paid', 'rejected'] as const;
type Status = (typeof STATUSES)[number];
const isStatus = (v: string): v is Status => (STATUSES as readonly string[]).includes(v);

export function WithdrawReportScreen() {
  const { t } = useTranslation('wallet');
  const sym = useMerchant().currency.symbol;
  const { viewer } = useViewer();
  const { range, pageNum, params, setRange, setPage, setFilter } = useRecordRange('last30');
  const statusParam = params.get('status') ?? '';
  const status: Status = isStatus(statusParam) ? statusParam : '';
  const q: WithdrawRecordQuery = { ...range, status, pageNum, pageSize: 20 };
  const records = useWithdrawRecords(viewer.session?.token, q);
  const data = records.data;
  return (
    <Page className="wallet-page">
      <RangePicker range={range} onChange={setRange} />
      <FilterSelect
        label={t('records.filter')}
        value={status}
        onChange={(v) => setFilter('status', v)}
        options={STATUSES.map((s) => ({ value: s, label: t(s === '' ? 'status.all' : `status.${s}`) }))}
      />
      {data ? (
        <Figures
          label={t('records.count')}
          items={[
            { id: 'paid', label: t('totals.paid'), value: data.totals.paidAmount, symbol: sym },
            { id: 'processing', label: t('totals.processing'), value: data.totals.processingAmount, symbol: sym },
          ]}
        />
      ) : null}
      <Section title={`${t('records.count')}${data ? ` (${data.totals.count})` : ''}`}>
        <RecordsFrame query={records} empty={data?.list.length === 0}>
          <ul className="record-list">
            {data?.list.map((w) => (
              <li key={w.orderNo} className="record">
                <div className="record__main">
                  <span className="record__title">
                    {w.channelName} {w.accountNumber}
                  </span>
                  <Money value={w.amount} symbol={sym} className="record__amount" />
                </div>
                <div className="record__sub">
                  <span>
                    {w.orderNo} · {formatWhen(w.createdAt)}
                  </span>
                  <StatusBadge status={w.status} />
                </div>
              </li>
            ))}
          </ul>
          {data ? <Pager pageNum={data.pageNum} totalPages={data.totalPages} onPage={setPage} /> : null}
        </RecordsFrame>
      </Section>
    </Page>
  );
}

export default WithdrawReportScreen;
