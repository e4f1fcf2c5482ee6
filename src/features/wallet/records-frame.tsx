// The list of a record page: its frame (loading skeleton, failure with retry, the empty notice)
// and its records with the pager.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView, type QueryStates } from '@/ui/query-view';
import { Notice, Section } from '@/ui/page';
import { ReportList, type ReportListProps } from '@/ui/report-table';
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

/** A record page's list: the count in its title, the frame (loading, failure, empty), the records and the pager. */
export function RecordsSection<R>({
  query,
  onPage,
  ...list
}: {
  query: { data: RecordsPage<R> | undefined; isError: boolean; error: unknown; isPending: boolean; refetch: () => unknown };
  onPage: (pageNum: number) => void;
} & Omit<ReportListProps<R>, 'rows' | 'paging'>) {
  const { t } = useTranslation('wallet');
  const data = query.data;
  return (
    <Section title={`${t('records.count')}${data ? ` (${data.totals.count})` : ''}`}>
      <RecordsFrame query={query} empty={data?.list.length === 0}>
        {data ? <ReportList rows={data.list} paging={{ pageNum: data.pageNum, totalPages: data.totalPages, onPage }} {...list} /> : null}
      </RecordsFrame>
    </Section>
  );
}
