// One view of a query's states, for every screen and section that shows loaded data: the
// placeholder while it loads, the spec's 'Loading failed, click to retry' (ErrorState, whose
// button refetches) when it failed, the empty state when the answer has nothing to show, else
// the data. Replaces the hand-written `isError ? <ErrorState/> : !data ? <Skeleton/> : …` ladder.
import type { ReactNode } from 'react';
import { ErrorState } from '@/ui/error-state';

/** What the view reads of a query (a TanStack Query result, or several combined). */
export interface QueryStates<T> {
  readonly data: T | undefined;
  readonly isError: boolean;
  readonly error: unknown;
  readonly refetch: () => unknown;
}

export interface QueryViewProps<T> {
  query: QueryStates<T>;
  /** Shown while there is no data yet: a placeholder of the content's size. */
  loading: ReactNode;
  /** Shown instead of the data when `isEmpty` says it has nothing to show. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** The smaller error, for a section of a page. */
  compact?: boolean;
  /** A failure replaces data already shown (default); false keeps the data and shows the error only without it. */
  errorOverData?: boolean;
  children: (data: T) => ReactNode;
}

export function QueryView<T>({ query, loading, empty, isEmpty, compact, errorOverData = true, children }: QueryViewProps<T>) {
  const { data } = query;
  if (query.isError && (errorOverData || data === undefined)) return <ErrorState error={query.error} onRetry={() => void query.refetch()} compact={compact} />;
  if (data === undefined) return <>{loading}</>;
  if (isEmpty?.(data)) return <>{empty ?? null}</>;
  return <>{children(data)}</>;
}
