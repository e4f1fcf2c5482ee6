// The router, built from the engine's route table: every path (and alias) of every RouteDef is a
// child of the shell; any other path renders home (the spec's fallback).
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ROUTES } from '@/engine/routes';
import { AppLayout } from '@/app/app-layout';
import { RouteScreen } from '@/app/route-screen';
import { RouteError } from '@/app/route-error';

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
  return [{ element: <AppLayout />, errorElement: <RouteError />, children }];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
