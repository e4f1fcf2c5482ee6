// The router, built from the engine's route table: every path (and alias) of every RouteDef is a
// child of the shell; any other path renders home (the spec's fallback). The site uses React
// Router's declarative mode (BrowserRouter + useRoutes): it needs no loaders or actions, and the
// data router's code is half the router's bytes on the first load.
import { useLayoutEffect, useMemo } from 'react';
import { BrowserRouter, useLocation, useNavigate, useRoutes, type NavigateFunction, type RouteObject } from 'react-router-dom';
import { matchRoute, ROUTES, type RouteId } from '@/engine/routes';
import { AppLayout } from '@/app/app-layout';
import { RouteScreen } from '@/app/route-screen';
import { RouteErrorBoundary } from '@/app/route-error';

/** The shell route and its children, with each screen's own children by route id. */
export function routeTable(): { shell: RouteObject; byScreen: Map<RouteId, RouteObject[]>; fallback: RouteObject } {
  const seen = new Set<string>();
  const children: RouteObject[] = [];
  const byScreen = new Map<RouteId, RouteObject[]>();
  for (const def of ROUTES) {
    for (const path of def.paths) {
      // React Router ignores a trailing slash, so '/m' and '/m/' are one route.
      const key = path.length > 1 ? path.replace(/\/+$/, '') : path;
      if (seen.has(key)) continue;
      seen.add(key);
      const child: RouteObject = { path, caseSensitive: true, element: <RouteScreen routeId={def.id} path={path} /> };
      children.push(child);
      byScreen.set(def.id, [...(byScreen.get(def.id) ?? []), child]);
    }
  }
  const fallback: RouteObject = { path: '*', element: <RouteScreen routeId="home" path="*" /> };
  children.push(fallback);
  const shell: RouteObject = {
    element: (
      <RouteErrorBoundary>
        <AppLayout />
      </RouteErrorBoundary>
    ),
    children,
  };
  return { shell, byScreen, fallback };
}

/** Route objects for React Router (also used by tests with createMemoryRouter). */
export function appRoutes(): RouteObject[] {
  return [routeTable().shell];
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

/** The shell with only the children that can match `pathname`: its screen's paths (by the engine's matcher) and the fallback. */
export function routesForPath(table: ReturnType<typeof routeTable>, pathname: string): RouteObject[] {
  const match = matchRoute(pathname);
  const own = match.fallback ? [] : (table.byScreen.get(match.route.id) ?? []);
  return [{ element: table.shell.element, children: [...own, table.fallback] }];
}

function Routes({ attach }: { attach: (navigate: NavigateFunction) => void }) {
  const table = useMemo(() => routeTable(), []);
  const { pathname } = useLocation();
  // React Router ranks and tries every route on each render (about 120 paths, a regular expression
  // compiled for each one tried: the largest part of a first render). The engine's matcher (a map
  // lookup) picks the screen; React Router then matches among that screen's paths and the
  // fallback only, and renders the same route objects as with the whole table.
  const routes = useMemo(() => routesForPath(table, pathname), [table, pathname]);
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
