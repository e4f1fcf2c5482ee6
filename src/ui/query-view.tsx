// One view of a query's states, for every screen and section that shows loaded data: the
// placeholder while it loads, the spec's 'Loading failed, click to retry' (ErrorState, whose
// button refetches) when it failed with nothing of its own to show, the empty state when the
// answer has nothing to show, else the data. A refresh that fails keeps the data already shown
// (and a form typed over it: a deposit whose request failed refreshes the balance and channels,
// and their failure must not wipe the amount and the channel chosen); data kept from another
// query (a report's previous range, placeholder data) gives way to the error. Replaces the
// hand-written `isError ? <ErrorState/> : !data ? <Skeleton/> : …` ladder.
import type { ReactNode } from 'react';
import { ErrorState } from '@/ui/error-state';

/** What the view reads of a query (a TanStack Query result, or several combined). */
export interface QueryStates<T> {
  readonly data: T | undefined;
  readonly isError: boolean;
  readonly error: unknown;
  readonly refetch: () => unknown;
  /** The data is another query's, shown while this one loads (TanStack Query's placeholder data). */
  readonly isPlaceholderData?: boolean;
}

interface CommonProps<T> {
  query: QueryStates<T>;
  /** The smaller error, for a section of a page. */
  compact?: boolean;
  /** The error as its icon alone (a button that retries, named by the message), for a bar. */
  iconOnly?: boolean;
  /**
   * What stands around the error where it takes the place of more than the data: the page, a
   * section's title, the controls kept above it. The bare error without it.
   */
  errorFrame?: (error: ReactNode) => ReactNode;
}

export interface QueryViewProps<T> extends CommonProps<T> {
  /** Shown while there is no data yet: a placeholder of the content's size. */
  loading: ReactNode;
  /** Shown instead of the data when `isEmpty` says it has nothing to show. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** Without `loading`, the content draws its own placeholders (figures that show a skeleton each): it gets the data or undefined. */
export interface QueryViewProgressiveProps<T> extends CommonProps<T> {
  loading?: undefined;
  children: (data: T | undefined) => ReactNode;
}

const isProgressive = <T,>(p: QueryViewProps<T> | QueryViewProgressiveProps<T>): p is QueryViewProgressiveProps<T> => p.loading === undefined;

export function QueryView<T>(props: QueryViewProps<T>): ReactNode;
// Two signatures, not one taking the union: a union of two callbacks would leave the children's
// parameter without a type.
// eslint-disable-next-line @typescript-eslint/unified-signatures
export function QueryView<T>(props: QueryViewProgressiveProps<T>): ReactNode;
export function QueryView<T>(props: QueryViewProps<T> | QueryViewProgressiveProps<T>): ReactNode {
  const { query, compact, iconOnly, errorFrame } = props;
  const { data } = query;
  if (query.isError && (data === undefined || query.isPlaceholderData === true)) {
    const error = <ErrorState error={query.error} onRetry={() => void query.refetch()} compact={compact} iconOnly={iconOnly} />;
    return errorFrame ? errorFrame(error) : error;
  }
  if (isProgressive(props)) return props.children(data);
  if (data === undefined) return props.loading;
  if (props.isEmpty?.(data)) return props.empty ?? null;
  return props.children(data);
}
