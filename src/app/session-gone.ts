// What happens when the platform says the session is gone: the session and every cached answer
// are cleared, then the member goes to login (back to where they were after logging in), or to
// the "logged in on another device" page for LOGGED_IN_ELSEWHERE.
import type { QueryClient } from '@tanstack/react-query';
import type { PlatformError } from '@/api/errors';
import { resetSession, sessionStore } from '@/state/session';
import { href } from '@/engine/routes';

export const DEVICE_CONFLICT_PATH = href('deviceConflict');
export const LOGIN_PATH = href('login');

/** Where to send the member; `currentPath` is pathname + search. */
export function sessionGoneTarget(error: Pick<PlatformError, 'code'>, currentPath: string): string {
  if (error.code === 'LOGGED_IN_ELSEWHERE') return DEVICE_CONFLICT_PATH;
  const path = currentPath.split('?')[0] ?? '';
  if (path === LOGIN_PATH || path === '/login' || path === DEVICE_CONFLICT_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(currentPath)}`;
}

export interface SessionGoneDeps {
  queryClient: Pick<QueryClient, 'clear'>;
  /** Drops answers persisted in localStorage (member info of the old session). */
  clearPersisted?: () => void;
  navigate: (to: string, opts: { replace: boolean }) => void;
  currentPath: () => string;
}

/** The client's onSessionGone. Several failing calls at once act only once. */
export function createSessionGoneHandler(deps: SessionGoneDeps): (error: PlatformError) => void {
  return (error) => {
    if (!sessionStore.info) return;
    const target = sessionGoneTarget(error, deps.currentPath());
    resetSession();
    deps.queryClient.clear();
    deps.clearPersisted?.();
    deps.navigate(target, { replace: true });
  };
}
