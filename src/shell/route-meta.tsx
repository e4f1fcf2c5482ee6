// The matched route's description, for screens that need it (titles, route data).
import { createContext, useContext } from 'react';
import type { RouteId } from '@/engine/routes';

export interface RouteMeta {
  /** The engine's screen id (the key of src/app/screens.ts): how a screen knows which route it is. */
  screenId: RouteId;
  /** i18n key of the route's title (common namespace). */
  titleKey: string;
  /** The route's path pattern, e.g. `/m/member/home`. */
  path: string;
}

export const RouteMetaContext = createContext<RouteMeta | null>(null);

export function useRouteMeta(): RouteMeta {
  const meta = useContext(RouteMetaContext);
  if (!meta) throw new Error('useRouteMeta() is only available inside a routed screen');
  return meta;
}
