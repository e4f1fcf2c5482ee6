// The shell itself threw while rendering (the layout, not one screen: screens have their own
// boundary, screen-boundary.tsx): the spec's retry message instead of a blank page.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/ui/icon';
import { Notice } from '@/ui/page';
import { href } from '@/engine/routes';

function RouteError() {
  const { t } = useTranslation();
  return (
    <main className="system-page">
      <Notice level={1} icon={<Icon name="warning" size={36} />} title={t('error.loadingFailed')}>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('action.reload')}
        </button>
        <a className="link-button" href={href('home')}>
          {t('action.goHome')}
        </a>
      </Notice>
    </main>
  );
}

export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
