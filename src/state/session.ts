// Client state of the session (valtio). Server data lives in TanStack Query, not here.
// The session record is kept in sessionStorage under MC_SESSION_INFO, as the spec says.
import { proxy, subscribe } from 'valtio';
import * as z from 'zod/mini';

export const SESSION_STORAGE_KEY = 'MC_SESSION_INFO';

export const sessionInfoSchema = z.object({
  token: z.string().check(z.minLength(1)),
  merchantCode: z.string(),
  userName: z.string(),
  type: z.number(),
  firstTimeLogin: z.boolean(),
  /**
   * A password the platform asks the member to replace (first login or expired), kept apart from
   * firstTimeLogin: replacing it ends the pending state, while the session stays the member's
   * first login (whose announcements, execution F, home shows). Absent in a record written
   * before it existed: firstTimeLogin then says it.
   */
  pendingPassword: z.optional(z.boolean()),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

interface SessionState {
  info: SessionInfo | null;
  /** A password the platform asks the member to replace (first login or expired). */
  pendingPassword: boolean;
  trial: boolean;
  /**
   * The member signed out on this tab and has not logged in since: a member-only page sends them
   * home, not to login (they asked to leave). A session that is gone (expired, logged in elsewhere)
   * is not a sign-out.
   */
  signedOut: boolean;
}

function readStored(): SessionInfo | null {
  try {
    const raw = sessionStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = sessionInfoSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const pendingOf = (info: SessionInfo | null): boolean => Boolean(info && (info.pendingPassword ?? info.firstTimeLogin));

export const sessionStore = proxy<SessionState>({ info: null, pendingPassword: false, trial: false, signedOut: false });

let hydrated = false;
/** Loads the stored session; called once at boot and by tests. */
export function hydrateSession(merchantCode: string): void {
  const stored = readStored();
  sessionStore.info = stored && stored.merchantCode === merchantCode ? stored : null;
  sessionStore.trial = sessionStore.info?.type === 4;
  sessionStore.pendingPassword = pendingOf(sessionStore.info);
  if (!hydrated) {
    hydrated = true;
    subscribe(sessionStore, () => {
      try {
        if (sessionStore.info) sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(sessionStore.info));
        else sessionStorage.removeItem(SESSION_STORAGE_KEY);
      } catch {
        // sessionStorage unavailable: the session lasts as long as the page.
      }
    });
  }
}

const memberChangeListeners = new Set<() => void>();

/**
 * Runs `fn` whenever a member logs in or out, before the new session is visible: the app drops
 * whatever it keeps of the previous member (cached answers, pending request ids). Returns the
 * unsubscribe function.
 */
export function onMemberChange(fn: () => void): () => void {
  memberChangeListeners.add(fn);
  return () => memberChangeListeners.delete(fn);
}

function memberChanged(): void {
  for (const fn of memberChangeListeners) fn();
}

export function startSession(info: SessionInfo): void {
  memberChanged();
  sessionStore.signedOut = false;
  sessionStore.info = info;
  sessionStore.trial = info.type === 4;
  sessionStore.pendingPassword = pendingOf(info);
  try {
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(info));
  } catch {
    /* see hydrateSession */
  }
}

/**
 * The pending (first-login or expired) password has been replaced: the member is not asked again,
 * not even after a reload (the stored record says pendingPassword false). The session stays a
 * first login (firstTimeLogin), so home still shows the first-login announcements (the spec:
 * members on their first login also see execution F).
 */
export function pendingPasswordReplaced(): void {
  sessionStore.pendingPassword = false;
  const info = sessionStore.info;
  if (!info || info.pendingPassword === false) return;
  const next = { ...info, pendingPassword: false };
  sessionStore.info = next;
  try {
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
  } catch {
    /* see hydrateSession */
  }
}

/** Clears everything the spec lists on logout: session info, token, trial user, pending password. */
export function resetSession(how: 'signOut' | 'gone' = 'gone'): void {
  memberChanged();
  sessionStore.signedOut = how === 'signOut';
  sessionStore.info = null;
  sessionStore.trial = false;
  sessionStore.pendingPassword = false;
  try {
    sessionStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    /* see hydrateSession */
  }
}

export const currentToken = (): string | undefined => sessionStore.info?.token;
