// The shell around every route: the platform-status gate (maintenance, access denied), the
// shared header and footer as the engine's chrome rules say, the document title, the 300 ms
// page transition, and the toast and dialog hosts.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useScrollRestoration } from '@/app/scroll-restoration';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { systemStatusQuery } from '@/api/endpoints/system-status';
import { chromeFor, href } from '@/engine/routes';
import { useMerchant } from '@/shell/config-context';
import { Footer } from '@/app/footer';
import { Header } from '@/app/header';
import { ResponsibleNote } from '@/app/responsible-note';
import { PageSkeleton } from '@/app/page-skeleton';
import { RegisteredScreen } from '@/app/screens';
import { systemGate } from '@/app/system-gate';
import { useThemeSync } from '@/app/use-theme-sync';
import { DialogHost } from '@/ui/dialog';
import { ToastHost } from '@/ui/toast';
import { sessionStore } from '@/state/session';
import { pageTitleStore } from '@/shell/page-title';
import { ModalTurnHold } from '@/shell/modal-turn';

/** The contract prompts of the agent area, shown on every load of home to members (lobby spec); not loaded for visitors. */
const ContractPrompts = lazy(() => import('@/features/agent/contract-prompts'));

/** The reality-check reminder, for members only (not downloaded for visitors). */
const RealityCheck = lazy(() => import('@/features/responsible/reality-check'));

/** Routes without right-hand header buttons (lobby spec). */
const NO_RIGHT_BUTTONS = new Set(['login', 'register', 'startLottery']);

/**
 * Platform status, asked for on every page load (the demo switches it with ?sim=): the answer kept
 * from an earlier visit is stale from the start (src/api/query.ts), so the mount asks again, and
 * an answer that the boot already asked for on this load (home's prefetch) is not asked for twice.
 */
function useGate() {
  const status = useQuery({ ...systemStatusQuery(), refetchInterval: 60_000 });
  return systemGate(status.data);
}

function SystemPage({ id }: { id: 'maintenance' | 'accessDenied' }) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <RegisteredScreen id={id} />
    </Suspense>
  );
}

export function AppLayout() {
  const { t } = useTranslation();
  const config = useMerchant();
  const { pathname } = useLocation();
  const chrome = chromeFor(pathname);
  const signedIn = Boolean(useSnapshot(sessionStore).info);
  // The page transition plays on a move within the app, not on the first page of a visit (whose
  // content would otherwise start transparent and paint 300 ms late).
  const [firstPath] = useState(pathname);
  const [moved, setMoved] = useState(false);
  if (!moved && pathname !== firstPath) setMoved(true);
  const gate = useGate();
  useThemeSync();
  useScrollRestoration();

  const titleOverride = useSnapshot(pageTitleStore).title;
  const title = titleOverride ?? t(chrome.titleKey);
  useEffect(() => {
    document.title = chrome.routeId === 'home' ? config.name : `${title} · ${config.name}`;
  }, [title, chrome.routeId, config.name]);

  if (gate !== 'normal') {
    return (
      <div className="app">
        <SystemPage id={gate === 'maintenance' ? 'maintenance' : 'accessDenied'} />
        <ToastHost />
      </div>
    );
  }

  const cls = `app${chrome.header ? ' app--with-header' : ''}${chrome.footer ? ' app--with-footer' : ''}`;
  return (
    <div className={cls}>
      {chrome.header ? (
        <Header
          title={title}
          back={chrome.back === 'none' ? null : chrome.back}
          showRight={!NO_RIGHT_BUTTONS.has(chrome.routeId)}
          searchTo={chrome.searchGameType ? href('gameList', {}, { gameType: chrome.searchGameType }) : undefined}
        />
      ) : null}
      <main className={moved ? 'app__main page-transition' : 'app__main'} key={pathname} id="main">
        <Outlet />
        <ResponsibleNote />
      </main>
      {chrome.footer ? <Footer /> : null}
      {signedIn ? (
        <Suspense fallback={null}>
          <RealityCheck />
        </Suspense>
      ) : null}
      {chrome.routeId === 'home' && signedIn ? (
        <Suspense fallback={<ModalTurnHold kind="contractPrompt" />}>
          <ContractPrompts key={pathname} />
        </Suspense>
      ) : null}
      <ToastHost />
      <DialogHost />
    </div>
  );
}
