// The router, built from the engine's route table: every path (and alias) of every RouteDef is a
// child of the shell; any other path renders home (the spec's fallback). The site uses React
// Router's data router (createBrowserRouter; createMemoryRouter in tests, through the same
// start function): navigations it is told to flush (sign-out) commit synchronously, and its
// ScrollRestoration keeps scroll positions across Back and Forward.
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { ROUTES, type RouteId } from '@/engine/routes';
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

/** The app's data router: the browser's history in the app, a memory history in tests (same routes, same mode). */
export function createAppRouter(history: { initialEntries: string[] } | 'browser' = 'browser'): DataRouter {
  return history === 'browser' ? createBrowserRouter(appRoutes()) : createMemoryRouter(appRoutes(), history);
}

export type DataRouter = ReturnType<typeof createBrowserRouter>;
