import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteId } from '@/engine/routes';

/**
 * A lazily loaded screen: a component without props (route data comes from the router); its
 * chunk's loader, which boot calls for the screen the address names while the merchant file and
 * the language load (the chunk then is in when the app first renders it); and the text namespaces
 * its first render needs, which boot loads with `common` rather than after the screen asked.
 */
export type Screen = LazyExoticComponent<ComponentType> & { readonly preload: () => Promise<unknown>; readonly namespaces: readonly string[] };

/** A registry entry: `screen(() => import('@/features/<area>/<file>'), ['<namespace>'])`. */
export function screen(load: () => Promise<{ default: ComponentType }>, namespaces: readonly string[] = []): Screen {
  return Object.assign(lazy(load), { preload: load, namespaces });
}

/** One area's part of the registry: screens by route id (an id outside the route table does not compile). */
export type ScreenPart = Readonly<Partial<Record<RouteId, Screen>>>;
