// Who is looking: the session record, the member info the platform returns, and the rules on
// member type numbers (spec: non-agents 0, 4, 40; trial 4; the free check passes 0, 1, 2;
// contract prompts exclude 4, 40, 41, 42). Pure data, no storage access.

/** The session record kept under MC_SESSION_INFO; null when logged out. */
export type Session = {
  token: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
  merchantCode: string;
} | null;

/** The member info the platform returns (renewed on home); null until loaded or when logged out. */
export type MemberInfo = {
  type: number;
  clubLabel?: { labelName?: string };
  toUpline?: boolean;
  nickname?: string;
  account?: string;
} | null;

export interface Viewer {
  readonly session: Session;
  readonly member: MemberInfo;
}

export type ViewerKind = 'guest' | 'member' | 'trial' | 'agent';

export const NON_AGENT_TYPES: readonly number[] = [0, 4, 40];
export const TRIAL_TYPE = 4;
export const FREE_CHECK_TYPES: readonly number[] = [0, 1, 2];
export const CONTRACT_ALERT_EXCLUDED_TYPES: readonly number[] = [4, 40, 41, 42];
/** Type that may not use the superior (upline) transfer. */
export const NO_SUPERIOR_TRANSFER_TYPE = 2;

export const isAgent = (type: number): boolean => !NON_AGENT_TYPES.includes(type);
export const isTrial = (type: number): boolean => type === TRIAL_TYPE;
export const passesFreeCheck = (type: number): boolean => FREE_CHECK_TYPES.includes(type);
export const isContractAlertExcluded = (type: number): boolean => CONTRACT_ALERT_EXCLUDED_TYPES.includes(type);

/**
 * The member type that counts: the member info's (renewed from the platform, so the freshest)
 * when it is loaded, else the session record's. Null when logged out (no session record).
 */
export function memberType(viewer: Viewer): number | null {
  if (!viewer.session) return null;
  return viewer.member?.type ?? viewer.session.type;
}

/** Logged in or out is decided by the presence of the session record alone. */
export function viewerKind(viewer: Viewer): ViewerKind {
  const type = memberType(viewer);
  if (type === null) return 'guest';
  if (isTrial(type)) return 'trial';
  if (isAgent(type)) return 'agent';
  return 'member';
}
