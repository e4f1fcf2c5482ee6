// The frame of a record list: loading skeleton, failure with retry, the empty notice, or the list.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/ui/error-state';
import { Notice } from '@/ui/page';
import { SkeletonLines } from '@/ui/skeleton';

/** Loading skeleton, failure with retry, the empty notice, or the list. */
export function RecordsFrame({
  query,
  empty,
  children,
}: {
  query: { isError: boolean; error: unknown; isPending: boolean; refetch: () => unknown };
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('wallet');
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <SkeletonLines count={5} label={t('loading')} />;
  if (empty) return <Notice title={t('records.empty')} />;
  return <>{children}</>;
}
