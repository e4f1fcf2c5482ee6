// THE registry of screens: the engine's screen id (src/engine/routes.ts, RouteDef.id) → a lazily
// loaded component. Each screen is its own chunk, downloaded when its route is first shown.
// Every route id of the engine's table has its screen here: the compiler checks it (SCREENS is a
// Record over RouteId), and an area's part with an id outside the table does not compile either.
//
// Each area keeps its part in its own file (screens-<area>.ts). To add a screen: export it as the
// default export of its module (a component without props; read route data with
// useParams/useSearchParams, the route's title with useRouteMeta), then add
//   myScreenId: screen(() => import('@/features/<area>/<file>')),
// to its area's file. Nothing else changes: path, title, guard and chrome come from the engine's table.
import { createElement, type ReactElement } from 'react';
import { screen, ScreenMount, type Screen } from '@/app/screen-type';
import { matchRoute, type RouteId } from '@/engine/routes';
import { AGENT_SCREENS } from '@/app/screens-agent';
import { CONTENT_SCREENS } from '@/app/screens-content';
import { LOBBY_SCREENS } from '@/app/screens-lobby';
import { MONEY_SCREENS } from '@/app/screens-money';
import { SERVICE_SCREENS } from '@/app/screens-services';
import { PROMOTION_SCREENS } from '@/app/screens-promotions';
import { REWARD_SCREENS } from '@/app/screens-rewards';
import { REFERRAL_SCREENS } from '@/app/screens-referrals';
import { REBATE_SCREENS } from '@/app/screens-rebates';

export type { Screen } from '@/app/screen-type';

/** Every route id has its screen: a route without one does not compile. */
export const SCREENS: Readonly<Record<RouteId, Screen>> = {
  ...CONTENT_SCREENS,
  ...LOBBY_SCREENS,
  ...AGENT_SCREENS,
  ...MONEY_SCREENS,
  ...SERVICE_SCREENS,
  ...PROMOTION_SCREENS,
  ...REWARD_SCREENS,
  ...REFERRAL_SCREENS,
  ...REBATE_SCREENS,
  login: screen(() => import('@/features/account/login-screen')),
  register: screen(() => import('@/features/account/register-screen')),
  trial: screen(() => import('@/features/account/trial-screen')),
  forgotPassword: screen(() => import('@/features/account/forget-screen')),
  changePassword: screen(() => import('@/features/account/change-password-screen')),
  settings: screen(() => import('@/features/account/settings-screen')),
  maintenance: screen(() => import('@/features/system/maintenance-screen')),
  accessDenied: screen(() => import('@/features/system/access-denied-screen')),
  deviceConflict: screen(() => import('@/features/system/device-conflict-screen')),
  about: screen(() => import('@/features/system/about-screen')),
};

/** The component of a screen id (every route id has one, by the registry's type). */
export function screenFor(id: RouteId): Screen {
  return SCREENS[id];
}

/** The registered screen of a route id, rendered (a lookup in the registry above: the same id is the same screen). */
export function RegisteredScreen({ id }: { id: RouteId }): ReactElement {
  return createElement(ScreenMount, { screen: screenFor(id), key: id });
}

/**
 * Starts loading the chunk of the screen that `pathname` names (home for an unknown path), so that
 * it downloads beside the merchant file and the language instead of after them. Returns the text
 * namespaces its first render needs (for boot to load with `common`) and when its chunk is in,
 * failed or not (boot renders once it is: the first render then draws the screen, not a
 * placeholder). Its guard still decides, once the app runs, whether it is shown.
 */
export function preloadScreenOf(pathname: string): { namespaces: readonly string[]; loaded: Promise<void> } {
  const first = screenFor(matchRoute(pathname).route.id);
  // A failure shows where the screen renders (its boundary offers the retry).
  const loaded = first.preload().then(
    () => undefined,
    () => undefined,
  );
  return { namespaces: first.namespaces, loaded };
}
