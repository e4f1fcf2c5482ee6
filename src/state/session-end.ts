// Why the platform ended this tab's last session, when it says (the session expired), and whose
// it was: the login page that follows says so and fills in the user name. In memory only (a
// reload forgets it, nothing of a member is stored); the next login clears it.

export interface SessionEnd {
  reason: 'expired';
  userName: string;
}

let ended: SessionEnd | null = null;

/** Notes why the session ended (the session-gone handler). */
export function noteSessionEnd(end: SessionEnd): void {
  ended = end;
}

/** Why the last session ended, if the platform said. */
export const sessionEnd = (): SessionEnd | null => ended;

/** Forgets it: the login page has said it, or another session began. */
export function clearSessionEnd(): void {
  ended = null;
}
