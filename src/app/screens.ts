// THE registry of screens: the engine's screen id (src/engine/routes.ts, RouteDef.id) → a lazily
// loaded component. Each screen is its own chunk, downloaded when its route is first shown.
// A route whose id is not listed here shows the titled placeholder screen until it is built.
//
// To add a screen: export it as the default export of its module (a component without props;
// read route data with useParams/useSearchParams, the route's title with useRouteMeta), then add
//   myScreenId: lazy(() => import('@/features/<area>/<file>')),
// below. Nothing else changes: path, title, guard and chrome come from the engine's table.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type Screen = LazyExoticComponent<ComponentType>;

export const SCREENS: Readonly<Partial<Record<string, Screen>>> = {
  home: lazy(() => import('@/features/home/home-screen')),
  memberCenter: lazy(() => import('@/features/member/member-center-screen')),
  messageCenter: lazy(() => import('@/features/member/message-center-screen')),
  login: lazy(() => import('@/features/account/login-screen')),
  register: lazy(() => import('@/features/account/register-screen')),
  trial: lazy(() => import('@/features/account/trial-screen')),
  forgotPassword: lazy(() => import('@/features/account/forget-screen')),
  changePassword: lazy(() => import('@/features/account/change-password-screen')),
  settings: lazy(() => import('@/features/account/settings-screen')),
  gameList: lazy(() => import('@/features/lobby/game-list-screen')),
  demoGame: lazy(() => import('@/features/lobby/demo-game-screen')),
  announcements: lazy(() => import('@/features/content/notice-screen')),
  help: lazy(() => import('@/features/content/help-screen')),
  download: lazy(() => import('@/features/content/download-screen')),
  app: lazy(() => import('@/features/content/download-screen')),
  maintenance: lazy(() => import('@/features/system/maintenance-screen')),
  accessDenied: lazy(() => import('@/features/system/access-denied-screen')),
  deviceConflict: lazy(() => import('@/features/system/device-conflict-screen')),
  agentHome: lazy(() => import('@/features/agent/agent-home-screen')),
  teamOverview: lazy(() => import('@/features/agent/team-overview-screen')),
  teamProfitAndLoss: lazy(() => import('@/features/agent/team-pnl-screen')),
  teamBetting: lazy(() => import('@/features/agent/team-betting-screen')),
  teamManagement: lazy(() => import('@/features/agent/team-management-screen')),
  salaryContract: lazy(() => import('@/features/agent/contract-screen')),
  dividendContract: lazy(() => import('@/features/agent/contract-screen')),
  hourContract: lazy(() => import('@/features/agent/contract-screen')),
  agentRegister: lazy(() => import('@/features/agent/agent-register-screen')),
};

export const PlaceholderScreen: Screen = lazy(() => import('@/features/system/placeholder-screen'));

/** The component of a screen id (the placeholder when it is not built yet). */
export function screenFor(id: string): Screen {
  return SCREENS[id] ?? PlaceholderScreen;
}
