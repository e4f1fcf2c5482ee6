// What happens when the platform says the session is gone: the session and every cached answer
// are cleared, then the member goes to login (back to where they were after logging in), or to
// the "logged in on another device" page for LOGGED_IN_ELSEWHERE. A session that expired says so
// on the login page, with the member's user name filled in (src/state/session-end.ts); what the
// member had typed on the page is filled in again once they are back (src/app/form-drafts.ts).
import type { QueryClient } from '@tanstack/react-query';
import type { PlatformError } from '@/api/errors';
import { resetSession, sessionStore } from '@/state/session';
import { noteSessionEnd } from '@/state/session-end';
import { href } from '@/engine/routes';
import { keepFormDraft } from '@/app/form-drafts';

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
    const info = sessionStore.info;
    if (!info) return;
    const target = sessionGoneTarget(error, deps.currentPath());
    // The login page says why (the screen's own guard may send the member there first).
    if (error.code === 'SESSION_EXPIRED') noteSessionEnd({ reason: 'expired', userName: info.userName });
    // Sent to login with the way back: what was typed here comes back with the member.
    if (error.code !== 'LOGGED_IN_ELSEWHERE') keepFormDraft(info.userName, { currentPath: deps.currentPath, currentMember: () => sessionStore.info?.userName });
    resetSession();
    deps.queryClient.clear();
    deps.clearPersisted?.();
    deps.navigate(target, { replace: true });
  };
}
