// THE registry of screens: the engine's screen id (src/engine/routes.ts, RouteDef.id) → a lazily
// loaded component. Each screen is its own chunk, downloaded when its route is first shown.
// Every route id of the engine's table has its screen here: the compiler checks it (SCREENS is a
// Record over RouteId), and an area's part with an id outside the table does not compile either.
//
// Each area keeps its part in its own file (screens-<area>.ts). To add a screen: export it as the
// default export of its module (a component without props; read route data with
// useParams/useSearchParams, the route's title with useRouteMeta), then add
//   myScreenId: lazy(() => import('@/features/<area>/<file>')),
// to its area's file. Nothing else changes: path, title, guard and chrome come from the engine's table.
import { createElement, lazy, type ReactElement } from 'react';
import type { Screen } from '@/app/screen-type';
import type { RouteId } from '@/engine/routes';
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
  login: lazy(() => import('@/features/account/login-screen')),
  register: lazy(() => import('@/features/account/register-screen')),
  trial: lazy(() => import('@/features/account/trial-screen')),
  forgotPassword: lazy(() => import('@/features/account/forget-screen')),
  changePassword: lazy(() => import('@/features/account/change-password-screen')),
  settings: lazy(() => import('@/features/account/settings-screen')),
  maintenance: lazy(() => import('@/features/system/maintenance-screen')),
  accessDenied: lazy(() => import('@/features/system/access-denied-screen')),
  deviceConflict: lazy(() => import('@/features/system/device-conflict-screen')),
  about: lazy(() => import('@/features/system/about-screen')),
};

/** The component of a screen id (every route id has one, by the registry's type). */
export function screenFor(id: RouteId): Screen {
  return SCREENS[id];
}

/** The registered screen of a route id, rendered (a lookup in the registry above: the same id is the same component). */
export function RegisteredScreen({ id }: { id: RouteId }): ReactElement {
  return createElement(screenFor(id));
}
