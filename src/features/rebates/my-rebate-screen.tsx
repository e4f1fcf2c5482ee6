// My rebate (/m/member/rebateReport): the member's rebates from the ledger in a date range (today,
// yesterday, 7 days, 30 days or custom dates, kept in the URL), the range's totals, each rebate
// with its game-type breakdown (manual claims) or as a daily rebate, and a pager.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useRebateRecords, type RebateRecord } from '@/api/endpoints/rebate-records';
import { useMerchant } from '@/shell/config-context';
import { useViewer } from '@/shell/use-viewer';
import { normaliseRange, presetRange, REPORT_RANGE_RULES, type DateRange } from '@/engine/report-range';
import { formatMoney, Money } from '@/ui/money';
import { Notice, Page } from '@/ui/page';
import { SkeletonLines } from '@/ui/skeleton';
import { BreakdownTable } from '@/features/rebates/breakdown-table';
import { formatUtc as formatWhen } from '@/engine/time';
import { Pager, RangePicker } from '@/ui/range-picker';
import '@/features/rebates/rebates.css';
import { QueryView } from '@/ui/query-view';

const PAGE_SIZE = 10;

export default function MyRebateScreen() {
  const { t } = useTranslation('rebates');
  const sym = useMerchant().currency.symbol;
  const { viewer } = useViewer();
  const [params, setParams] = useSearchParams();
  const [now] = useState(Date.now); // when the screen opened: a render never reads the clock
  const fallback = presetRange('last7', now);
  const range = normaliseRange(params.get('start') ?? fallback.startDate, params.get('end') ?? fallback.endDate, now);
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const records = useRebateRecords(viewer.session?.token, { ...range, pageNum, pageSize: PAGE_SIZE });
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };
  const setRange = (r: DateRange) => update({ start: r.startDate, end: r.endDate, page: null });

  return (
    <Page className="rb-page">
      <RangePicker range={range} onChange={setRange} rules={REPORT_RANGE_RULES} />
      <QueryView query={records} loading={<SkeletonLines count={6} label={t('loading')} />}>
        {(data) => (
          <>
            <dl className="rb-figures card" aria-label={t('records.label')}>
              <div>
                <dt>{t('records.count')}</dt>
                <dd data-testid="figure-count">{data.totals.count}</dd>
              </div>
              <div>
                <dt>{t('records.amount')}</dt>
                <dd data-testid="figure-amount" className="rb-gain">
                  {formatMoney(data.totals.amount, sym)}
                </dd>
              </div>
              <div>
                <dt>{t('records.validBet')}</dt>
                <dd data-testid="figure-validBet">{formatMoney(data.totals.validBet, sym)}</dd>
              </div>
            </dl>
            {data.list.length === 0 ? (
              <div className="card">
                <Notice title={t('records.empty')} />
              </div>
            ) : (
              <ul className="stack-list" aria-label={t('records.entries')} aria-busy={records.isFetching || undefined}>
                {data.list.map((r) => (
                  <RebateEntry key={r.id} record={r} symbol={sym} />
                ))}
              </ul>
            )}
            <Pager pageNum={data.pageNum} totalPages={data.totalPages} onPage={(n) => update({ page: n > 1 ? String(n) : null })} />
          </>
        )}
      </QueryView>
    </Page>
  );
}

function RebateEntry({ record, symbol }: { record: RebateRecord; symbol: string }) {
  const { t } = useTranslation('rebates');
  const title = record.source === 'manual' ? t('records.manual') : t('records.auto');
  return (
    <li className="rb-entry card">
      <div className="rb-entry__head">
        <span className="rb-entry__title">
          <strong>{title}</strong>
          <span className="muted rb-entry__when">{formatWhen(record.at)}</span>
        </span>
        <Money value={record.amount} symbol={symbol} className="rb-entry__amount rb-gain" />
      </div>
      {record.lines.length > 0 ? (
        <BreakdownTable lines={record.lines} symbol={symbol} caption={`${title} ${record.ref}`} />
      ) : (
        <p className="muted rb-note">{t('records.noBreakdown')}</p>
      )}
      <span className="muted rb-entry__ref">{record.ref}</span>
    </li>
  );
}
