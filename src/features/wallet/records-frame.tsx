// The list of a record page: its frame (loading skeleton, failure with retry, the empty notice)
// and its records with the pager.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView, type QueryStates } from '@/ui/query-view';
import { Notice, Section } from '@/ui/page';
import { ReportList, type ReportListProps } from '@/ui/report-table';
import { useMerchant } from '@/shell/config-context';
import { Figures } from '@/features/wallet/wallet-figures';
import { SkeletonLines } from '@/ui/skeleton';

/** Loading skeleton, failure with retry, the empty notice, or the list. */
export function RecordsFrame({ query, empty, children }: { query: QueryStates<unknown>; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation('wallet');
  return (
    <QueryView query={query} loading={<SkeletonLines count={5} label={t('loading')} />} empty={<Notice title={t('records.empty')} />} isEmpty={() => empty}>
      {() => children}
    </QueryView>
  );
}

/** A page of records as the record calls answer it. */
export interface RecordsPage<R> {
  list: readonly R[];
  pageNum: number;
  totalPages: number;
  totals: { count: number };
}

/** A total of a record page's period: an amount, coloured as a gain or a loss when `signed`. */
export interface RecordTotal {
  id: string;
  label: string;
  value: string;
  signed?: boolean;
}

/**
 * A record page's report: the period's totals, then the list with the count in its title, the
 * frame (loading, failure, empty), the records and the pager.
 */
export function RecordsSection<D extends RecordsPage<unknown>>({
  query,
  onPage,
  totals,
  ...list
}: {
  query: { data: D | undefined; isError: boolean; error: unknown; isPending: boolean; refetch: () => unknown };
  onPage: (pageNum: number) => void;
  totals: (data: D) => readonly RecordTotal[];
} & Omit<ReportListProps<D['list'][number]>, 'rows' | 'paging'>) {
  const { t } = useTranslation('wallet');
  const symbol = useMerchant().currency.symbol;
  const data = query.data;
  return (
    <>
      {data ? <Figures label={t('records.count')} items={totals(data).map((f) => ({ ...f, symbol }))} /> : null}
      <Section title={`${t('records.count')}${data ? ` (${data.totals.count})` : ''}`}>
        <RecordsFrame query={query} empty={data?.list.length === 0}>
          {data ? <ReportList rows={data.list} paging={{ pageNum: data.pageNum, totalPages: data.totalPages, onPage }} {...list} /> : null}
        </RecordsFrame>
      </Section>
    </>
  );
}
