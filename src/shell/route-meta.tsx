// The matched route's description, for screens that need it (titles, route data).
import { createContext, useContext } from 'react';

export interface RouteMeta {
  /** The engine's screen id (the key of src/app/screens.ts). */
  screenId: string;
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
