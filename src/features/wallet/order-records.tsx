// The page of a record of orders (deposits or withdrawals): range, status filter, the range's
// totals, the orders with their status, and the pager.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '@/shell/config-context';
import { useViewer } from '@/shell/use-viewer';
import { REPORT_RANGE_RULES, type RangePreset } from '@/engine/report-range';
import { Money } from '@/ui/money';
import { Page } from '@/ui/page';
import { SelectField } from '@/ui/input-field';
import { RecordsSection, type RecordTotal } from '@/features/wallet/records-frame';
import { useRecordRange } from '@/features/wallet/record-range';
import { RangePicker } from '@/ui/range-picker';
import { formatUtc as formatWhen } from '@/engine/time';
import { StatusBadge, type OrderStatus } from '@/features/wallet/status-badge';
import '@/features/wallet/wallet.css';

interface Order {
  orderNo: string;
  amount: string;
  status: OrderStatus;
  createdAt: number;
}

interface RecordsAnswer<T extends Order> {
  list: T[];
  pageNum: number;
  totalPages: number;
  totals: { count: number };
}

export interface RecordQueryBase {
  startDate: string;
  endDate: string;
  pageNum: number;
  pageSize: number;
}

interface OrderRecordsProps<T extends Order, S extends string, A extends RecordsAnswer<T>> {
  statuses: readonly ('' | S)[];
  fallbackRange: RangePreset;
  useRecords: (
    token: string | undefined,
    q: RecordQueryBase & { status: '' | S },
  ) => {
    data: A | undefined;
    isError: boolean;
    error: unknown;
    isPending: boolean;
    refetch: () => unknown;
  };
  totals: (data: A) => RecordTotal[];
  title: (order: T) => ReactNode;
}

export function OrderRecords<T extends Order, S extends string, A extends RecordsAnswer<T>>({
  statuses,
  fallbackRange,
  useRecords,
  totals,
  title,
}: OrderRecordsProps<T, S, A>) {
  const { t } = useTranslation('wallet');
  const sym = useMerchant().currency.symbol;
  const { viewer } = useViewer();
  const { range, pageNum, params, setRange, setPage, setFilter } = useRecordRange(fallbackRange);
  const statusParam = params.get('status') ?? '';
  const status = (statuses as readonly string[]).includes(statusParam) ? (statusParam as '' | S) : '';
  const records = useRecords(viewer.session?.token, { ...range, status, pageNum, pageSize: 20 });
  return (
    <Page className="wallet-page">
      <RangePicker range={range} onChange={setRange} rules={REPORT_RANGE_RULES} />
      <SelectField
        label={t('records.filter')}
        value={status}
        onChange={(v) => setFilter('status', v)}
        options={statuses.map((s) => ({ value: s, label: t(s === '' ? 'status.all' : `status.${s}`) }))}
      />
      <RecordsSection
        query={records}
        onPage={setPage}
        totals={totals}
        rowKey={(o) => o.orderNo}
        title={title}
        amount={(o) => <Money value={o.amount} symbol={sym} className="record__amount" />}
        detail={(o) => `${o.orderNo} · ${formatWhen(o.createdAt)}`}
        side={(o) => <StatusBadge status={o.status} />}
      />
    </Page>
  );
}
