import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteId } from '@/engine/routes';

/** A lazily loaded screen: a component without props (route data comes from the router). */
export type Screen = LazyExoticComponent<ComponentType>;

/** One area's part of the registry: screens by route id (an id outside the route table does not compile). */
export type ScreenPart = Readonly<Partial<Record<RouteId, Screen>>>;
