// The app's router matches among the screen's own paths (picked by the engine's matcher) instead
// of the whole table: for every path of every screen, and for paths no screen has, it must pick
// what React Router picks over the whole table.
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { ReactElement } from 'react';
import { appRoutes, routesForPath, routeTable } from '@/app/router';
import { ROUTES } from '@/engine/routes';

function screenOf(routes: RouteObject[], pathname: string): string | undefined {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route.element as ReactElement<{ routeId: string; path: string }> | undefined;
  return leaf ? `${leaf.props.routeId} ${leaf.props.path}` : undefined;
}

const samples = [
  ...ROUTES.flatMap((def) => def.paths.map((p) => p.replace(/:[A-Za-z]+/g, 'A104'))),
  '/m/home/',
  '/m/activity/A104',
  '/m/nowhere',
  '/M/HOME',
  '/m/gameList',
  '/',
];

describe('router: the screen first, then its paths', () => {
  const whole = appRoutes();
  const table = routeTable();
  it.each(samples)('%s: the same screen and path as the whole table', (pathname) => {
    expect(screenOf(routesForPath(table, pathname), pathname)).toBe(screenOf(whole, pathname));
  });
});
