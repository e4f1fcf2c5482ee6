// Deposit record (/m/vouReport): deposit orders of a period, by status, with the period's totals.
import { useTranslation } from 'react-i18next';
import { useDepositRecords, type DepositRecordQuery } from '@/api/endpoints/deposit-records';
import { useMerchant } from '@/app/config-context';
import { useViewer } from '@/app/use-viewer';
import { Money } from '@/ui/money';
import { Page, Section } from '@/ui/page';
import { FilterSelect, Pager, RangePicker, RecordsFrame, useRecordRange } from '@/features/wallet/record-bits';
import { Figures, formatWhen, StatusBadge } from '@/features/wallet/wallet-bits';
import '@/features/wallet/wallet.css';

const STATUSES = ['', 'pending', 'approved', 'rejected'] as const;
type Status = (typeof STATUSES)[number];
const isStatus = (v: string): v is Status => (STATUSES as readonly string[]).includes(v);

export function DepositRecordScreen() {
  const { t } = useTranslation('wallet');
  const sym = useMerchant().currency.symbol;
  const { viewer } = useViewer();
  const { range, pageNum, params, setRange, setPage, setFilter } = useRecordRange();
  const statusParam = params.get('status') ?? '';
  const status: Status = isStatus(statusParam) ? statusParam : '';
  const q: DepositRecordQuery = { ...range, status, pageNum, pageSize: 20 };
  const records = useDepositRecords(viewer.session?.token, q);
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
            { id: 'approved', label: t('totals.approved'), value: data.totals.approvedAmount, symbol: sym },
            { id: 'pending', label: t('totals.pending'), value: data.totals.pendingAmount, symbol: sym },
          ]}
        />
      ) : null}
      <Section title={`${t('records.count')}${data ? ` (${data.totals.count})` : ''}`}>
        <RecordsFrame query={records} empty={data?.list.length === 0}>
          <ul className="record-list">
            {data?.list.map((d) => (
              <li key={d.orderNo} className="record">
                <div className="record__main">
                  <span className="record__title">{d.channelName}</span>
                  <Money value={d.amount} symbol={sym} className="record__amount" />
                </div>
                <div className="record__sub">
                  <span>
                    {d.orderNo} · {formatWhen(d.createdAt)}
                  </span>
                  <StatusBadge status={d.status} />
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

export default DepositRecordScreen;
