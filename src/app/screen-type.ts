import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import type { RouteId } from '@/engine/routes';
import { loadOnce } from '@/ui/load-once';

type ScreenModule = { default: ComponentType };

/**
 * A lazily loaded screen: a component without props (route data comes from the router); its
 * chunk's loader, which boot calls for the screen the address names while the merchant file and
 * the language load; the text namespaces its first render needs, which boot loads with `common`
 * rather than after the screen asked; and, once its chunk is in, the screen itself.
 *
 * Why the last: a lazy component suspends on its first render even when its chunk is already in
 * (it asks its loader then), so the page first commits its Suspense placeholder, and React then
 * holds the screen back for 300 ms after a placeholder appeared (its reveal throttle). ScreenMount
 * renders the loaded component when there is one.
 */
export type Screen = LazyExoticComponent<ComponentType> & {
  readonly preload: () => Promise<ScreenModule>;
  readonly namespaces: readonly string[];
  /** The screen's component once its chunk is in; undefined before. */
  readonly loaded: () => ComponentType | undefined;
};

/** A registry entry: `screen(() => import('@/features/<area>/<file>'), ['<namespace>'])`. */
export function screen(load: () => Promise<ScreenModule>, namespaces: readonly string[] = []): Screen {
  let component: ComponentType | undefined;
  // One load for the lazy component and boot's preload; a failed one is asked again next time.
  const preload = loadOnce(() =>
    load().then((module) => {
      component = module.default;
      return module;
    }),
  );
  return Object.assign(lazy(preload), { preload, namespaces, loaded: () => component });
}

/**
 * One mount of a screen: its component once its chunk is in (drawn in this render), else the lazy
 * one (which suspends until it is). Chosen once per mount, so a chunk arriving later never swaps
 * the component under a mounted screen (key the mount by the screen).
 */
export function ScreenMount({ screen: mounted }: { screen: Screen }): ReactElement {
  const [component] = useState<ComponentType>(() => mounted.loaded() ?? mounted);
  return createElement(component);
}

/** One area's part of the registry: screens by route id (an id outside the route table does not compile). */
export type ScreenPart = Readonly<Partial<Record<RouteId, Screen>>>;
