// The router, built from the engine's route table: every path (and alias) of every RouteDef is a
// child of the shell; any other path renders home (the spec's fallback). The site uses React
// Router's declarative mode (BrowserRouter + useRoutes): it needs no loaders or actions, and the
// data router's code is half the router's bytes on the first load.
import { useLayoutEffect, useMemo } from 'react';
import { BrowserRouter, useNavigate, useRoutes, type NavigateFunction, type RouteObject } from 'react-router-dom';
import { ROUTES } from '@/engine/routes';
import { AppLayout } from '@/app/app-layout';
import { RouteScreen } from '@/app/route-screen';
import { RouteErrorBoundary } from '@/app/route-error';

/** Route objects for React Router (also used by tests with createMemoryRouter). */
export function appRoutes(): RouteObject[] {
  const seen = new Set<string>();
  const children: RouteObject[] = [];
  for (const def of ROUTES) {
    for (const path of def.paths) {
      // React Router ignores a trailing slash, so '/m' and '/m/' are one route.
      const key = path.length > 1 ? path.replace(/\/+$/, '') : path;
      if (seen.has(key)) continue;
      seen.add(key);
      children.push({ path, caseSensitive: true, element: <RouteScreen routeId={def.id} path={path} /> });
    }
  }
  children.push({ path: '*', element: <RouteScreen routeId="home" path="*" /> });
  return [
    {
      element: (
        <RouteErrorBoundary>
          <AppLayout />
        </RouteErrorBoundary>
      ),
      children,
    },
  ];
}

/** Navigation for code outside the React tree (the session-gone handler): set once the router renders. */
export interface AppNavigator {
  navigate: (to: string, opts: { replace: boolean }) => void;
  /** pathname + search of the screen on show. */
  currentPath: () => string;
}

export function createAppNavigator(): AppNavigator & { attach: (navigate: NavigateFunction) => void } {
  let go: NavigateFunction | null = null;
  return {
    attach: (navigate) => {
      go = navigate;
    },
    navigate: (to, opts) => {
      if (go) void go(to, opts);
      else window.location.replace(to);
    },
    currentPath: () => `${window.location.pathname}${window.location.search}`,
  };
}

function Routes({ attach }: { attach: (navigate: NavigateFunction) => void }) {
  const routes = useMemo(() => appRoutes(), []);
  const navigate = useNavigate();
  useLayoutEffect(() => attach(navigate), [attach, navigate]);
  return useRoutes(routes);
}

export function AppRouter({ navigator }: { navigator: ReturnType<typeof createAppNavigator> }) {
  return (
    <BrowserRouter>
      <Routes attach={navigator.attach} />
    </BrowserRouter>
  );
}
