// An error boundary around each routed screen, inside the layout: a screen that throws (an answer
// its schema accepted but it could not show) shows 'Loading failed, click to retry' in its place
// while the header, footer and navigation stay. Retry renders the screen afresh and refetches its
// failed queries; a screen whose code could not be downloaded reloads the page. A live merchant
// with `errorReportUrl` gets a crash record (src/app/crash-report.ts).
import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/ui/icon';

const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|error loading dynamically imported/i;

export const isChunkLoadFailure = (error: unknown): boolean => error instanceof Error && CHUNK_FAILURE.test(error.message);

function ScreenFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="error-state" role="alert">
      <Icon name="warning" size={36} />
      <button type="button" className="link-button" onClick={onRetry}>
        {t('error.loadingFailed')}
      </button>
    </div>
  );
}

interface Props {
  children: ReactNode;
  onCrash?: (error: unknown) => void;
  /** Called instead of a re-render when the screen's code failed to download. */
  reload?: () => void;
  /** A failed screen is tried afresh when this changes (a navigation); a healthy one is kept as it is. */
  resetKey?: string;
}

interface InnerProps extends Props {
  resetQueries: () => void;
}

class Boundary extends Component<InnerProps, { error: unknown; attempt: number }> {
  override state = { error: null as unknown, attempt: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
    this.props.onCrash?.(error);
  }

  override componentDidUpdate(prev: InnerProps) {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.retry();
  }

  retry = () => {
    if (isChunkLoadFailure(this.state.error)) {
      (this.props.reload ?? (() => window.location.reload()))();
      return;
    }
    this.props.resetQueries();
    this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));
  };

  override render() {
    if (this.state.error) return <ScreenFailed onRetry={this.retry} />;
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}

export function ScreenBoundary(props: Props) {
  return <QueryErrorResetBoundary>{({ reset }) => <Boundary {...props} resetQueries={reset} />}</QueryErrorResetBoundary>;
}
