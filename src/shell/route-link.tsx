// Typed links: a screen is named by its route id (src/engine/routes.ts), never by a path string,
// so renaming a path changes one line of the route table and a wrong id does not compile.
// <RouteLink to="depositRecord" params={…} query={…}> renders a link; useGo() navigates.
import { useCallback } from 'react';
import { Link, useLocation, useNavigate, type LinkProps, type NavigateOptions } from 'react-router-dom';
import { href, type RouteId } from '@/engine/routes';
import { loginHref } from '@/shell/tap-target';

/** Where a typed link goes: a screen, its path parameters and an optional query. */
interface RouteTarget {
  to: RouteId;
  params?: Readonly<Record<string, string | number>>;
  /** Query parameters; an undefined value is left out. */
  query?: Readonly<Record<string, string | number | undefined>>;
}

function definedQuery(query: RouteTarget['query']): Record<string, string> | undefined {
  if (!query) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined) out[k] = String(v);
  return out;
}

/** The in-app path of a typed target (href of the route table, undefined query values dropped). */
export function routeHref(to: RouteId, params?: RouteTarget['params'], query?: RouteTarget['query']): string {
  return href(to, params, definedQuery(query));
}

type RouteLinkProps = Omit<LinkProps, 'to'> & RouteTarget;

export function RouteLink({ to, params, query, ...rest }: RouteLinkProps) {
  return <Link to={routeHref(to, params, query)} {...rest} />;
}

interface GoOptions extends NavigateOptions {
  params?: RouteTarget['params'];
  query?: RouteTarget['query'];
}

/** Navigates to a screen by its route id. */
type Go = (to: RouteId, options?: GoOptions) => void | Promise<void>;

export function useGo(): Go {
  const navigate = useNavigate();
  return useCallback<Go>((to, { params, query, ...options } = {}) => navigate(routeHref(to, params, query), options), [navigate]);
}

/** Sends the visitor to login with a way back to where they are now. */
export function useGoLogin(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => void navigate(loginHref(`${location.pathname}${location.search}`)), [navigate, location.pathname, location.search]);
}
