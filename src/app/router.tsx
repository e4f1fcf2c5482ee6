// The router, built from the engine's route table: every path (and alias) of every RouteDef is a
// child of the shell; any other path renders home (the spec's fallback). The site uses React
// Router's declarative mode (BrowserRouter + useRoutes; MemoryRouter in tests, through the same
// start function): it needs no loaders or actions, and the data router's code (createBrowserRouter
// and its data layer) would add about 20 KB gzip to the first load.
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import {
  BrowserRouter,
  MemoryRouter,
  NavigationType,
  useLocation,
  useNavigate,
  useNavigationType,
  useRoutes,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router-dom';
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

/** Route objects for React Router. */
export function appRoutes(): RouteObject[] {
  return [routeTable().shell];
}

/** Where the app is, as the router last rendered it. */
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  key: string;
}

/**
 * The app's router from outside the React tree: the session-gone handler navigates with it, and
 * route-level tests read where the app is and move it (the same calls as a data router's).
 */
export interface RouterState {
  readonly location: AppLocation;
  /** How the app got there: a new entry, a replaced one, or Back / Forward. */
  readonly historyAction: NavigationType;
}

export interface AppRouter {
  readonly state: RouterState;
  navigate(to: string, opts?: { replace?: boolean }): Promise<void>;
  /** Calls `listener` after every navigation; returns the unsubscribe. */
  subscribe(listener: (state: RouterState) => void): () => void;
}

interface RouterBridge extends AppRouter {
  attach(navigate: NavigateFunction, location: AppLocation, action: NavigationType): void;
}

function createRouterBridge(): RouterBridge {
  let go: NavigateFunction | null = null;
  let location: AppLocation = { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash, key: 'default' };
  let historyAction = NavigationType.Pop;
  const listeners = new Set<(state: RouterState) => void>();
  return {
    get state() {
      return { location, historyAction };
    },
    navigate: async (to, opts) => {
      if (go) await go(to, opts);
      else window.location.replace(to);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    attach: (navigate, next, action) => {
      go = navigate;
      if (next.key === location.key && next.pathname === location.pathname && next.search === location.search) return;
      location = next;
      historyAction = action;
      for (const listener of listeners) listener({ location, historyAction });
    },
  };
}

/** The shell with only the children that can match `pathname`: its screen's paths (by the engine's matcher) and the fallback. */
export function routesForPath(table: ReturnType<typeof routeTable>, pathname: string): RouteObject[] {
  const match = matchRoute(pathname);
  const own = match.fallback ? [] : (table.byScreen.get(match.route.id) ?? []);
  return [{ element: table.shell.element, children: [...own, table.fallback] }];
}

/**
 * The browser's address, where it moved while the app's first render was under way: BrowserRouter
 * reads the address when it first renders and listens for changes from its first commit, so a Back
 * or a script's history change in between (the first render is a transition, and takes a while on
 * a slow phone) left the page on the screen it booted on under another address. Once listening
 * (after the commit's layout effects, BrowserRouter's own included), the router goes to the address
 * shown, in place of the entry it is on.
 */
export function useAddressCaughtUp(browser: boolean, navigate: NavigateFunction, location: Location): void {
  const [first] = useState(location);
  const checked = useRef(false);
  useEffect(() => {
    if (!browser || checked.current) return;
    checked.current = true;
    const { pathname, search, hash } = window.location;
    if (pathname === first.pathname && search === first.search && hash === first.hash) return;
    const state: unknown = (window.history.state as { usr?: unknown } | null)?.usr;
    void navigate({ pathname, search, hash }, { replace: true, state });
  }, [browser, navigate, first]);
}

function Routes({ bridge, browser }: { bridge: RouterBridge; browser: boolean }) {
  const table = useMemo(() => routeTable(), []);
  const location = useLocation();
  // React Router ranks and tries every route on each render (about 120 paths, a regular expression
  // compiled for each one tried). The engine's matcher (a map lookup) picks the screen; React
  // Router then matches among that screen's paths and the fallback only, and renders the same
  // route objects as with the whole table.
  const routes = useMemo(() => routesForPath(table, location.pathname), [table, location.pathname]);
  const navigate = useNavigate();
  const action = useNavigationType();
  useLayoutEffect(() => bridge.attach(navigate, location, action), [bridge, navigate, location, action]);
  useAddressCaughtUp(browser, navigate, location);
  return useRoutes(routes);
}

/**
 * The app's router: the browser's history in the app, a memory history in tests (the same routes,
 * the same declarative mode), and the handle code outside the tree uses.
 */
export function createAppRouter(history: { initialEntries: string[] } | 'browser' = 'browser'): { router: AppRouter; element: ReactElement } {
  const bridge = createRouterBridge();
  const routes = <Routes bridge={bridge} browser={history === 'browser'} />;
  // Navigations apply at once, not as transitions: the next screen (or its skeleton) shows on the
  // tap, and no guard of the page being left sees a state change before the move has committed.
  const element =
    history === 'browser' ? (
      <BrowserRouter useTransitions={false}>{routes}</BrowserRouter>
    ) : (
      <MemoryRouter initialEntries={history.initialEntries} useTransitions={false}>
        {routes}
      </MemoryRouter>
    );
  if (history !== 'browser') {
    const [first = '/'] = history.initialEntries;
    const url = new URL(first, 'http://memory');
    bridge.attach(() => undefined, { pathname: url.pathname, search: url.search, hash: url.hash, key: 'initial' }, NavigationType.Pop);
  }
  return { router: bridge, element };
}
