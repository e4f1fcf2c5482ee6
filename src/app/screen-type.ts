import type { ComponentType, LazyExoticComponent } from 'react';

/** A lazily loaded screen: a component without props (route data comes from the router). */
export type Screen = LazyExoticComponent<ComponentType>;
