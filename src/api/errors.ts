// Typed errors of platform calls. The client turns every failure into a PlatformError; screens
// show `errorMessageKey(error, action)` (an i18n key) or `errorMessage(error)` (a key and its
// values, for a send) and never a raw exception.
import { formatLocal } from '@/engine/time';

/** How a call failed, from the member's point of view. */
export type PlatformErrorKind =
  | 'offline' // the device has no network: 'No Internet'
  | 'timeout' // no answer in time: 'Slow Connection'
  | 'unavailable' // HTTP 5xx or a connection refused: 'Loading failed, click to retry' (a send: 'Request failed, please try again')
  | 'malformed' // an answer that does not match its schema: likewise
  | 'rejected' // the platform said no, with one of PLATFORM_CODES
  | 'session'; // the session is gone: NOT_LOGGED_IN, LOGGED_IN_ELSEWHERE or SESSION_EXPIRED

/**
 * Error codes of the platform contract (the `code` of a failed answer envelope) and the i18n key
 * of the message shown for each. A backend that implements this API answers with these codes.
 */
export const PLATFORM_CODES = {
  NOT_LOGGED_IN: 'error.server.notLoggedIn', // 'Please login'
  LOGGED_IN_ELSEWHERE: 'error.server.loggedInElsewhere',
  SESSION_EXPIRED: 'error.server.sessionExpired', // idle too long or too old: log in again
  NO_PERMISSION: 'error.server.noPermission',
  USERNAME_EXISTS: 'error.server.usernameExists', // 'Sorry, the username already exists'
  USER_NOT_FOUND: 'error.server.userNotFound', // 'Sorry, the user does not exist or is disabled'
  VERIFICATION_CODE: 'error.server.verificationCode', // 'Verification code error'
  CAPTCHA_WRONG: 'error.server.captchaWrong',
  ACCOUNT_LOCKED: 'error.server.accountLocked', // too many wrong passwords; value.until (epoch ms)
  SMS_LOGIN_OFF: 'error.server.smsLoginOff', // the merchant offers no SMS login
  INVALID_REFERRER: 'error.server.invalidReferrer',
  INVALID_INVITATION: 'error.invalidInvitation', // 'Invalid invitation code'
  SAME_PASSWORD: 'error.samePassword',
  WRONG_OLD_PASSWORD: 'error.server.wrongOldPassword',
  NON_MEMBER: 'error.nonMember', // 'Non-member account unable to login'
  NON_AGENT: 'error.nonAgent', // 'Non-agents cannot log in'
  FREE_REJECT: 'refuse.freeReject', // 'Please log into a real account'
  REAL_ACCOUNT_ONLY: 'refuse.realAccountOnly',
  EMPTY_URL: 'error.server.emptyUrl', // 'The requested url is empty'
  UPGRADING: 'error.server.upgrading', // 'System upgrading, please try again later.'
  MAINTENANCE: 'error.server.maintenance',
  ACCESS_DENIED: 'error.server.accessDenied',
  CONTACT_SERVICE: 'error.server.contactService',
  UPDATE_APP: 'error.server.updateApp',
  BAD_REQUEST: 'error.server.badRequest',
  LIMIT_REACHED: 'error.server.limitReached',
  INSUFFICIENT_BALANCE: 'error.server.insufficientBalance',
  DUPLICATE_REQUEST: 'error.server.duplicateRequest',
  EXCLUDED: 'error.server.excluded',
  WRONG_PAYMENT_PASSWORD: 'error.server.wrongPaymentPassword', // 'The payment password is incorrect'
  PAYMENT_PASSWORD_LOCKED: 'error.server.paymentPasswordLocked', // too many wrong payment passwords; value.until (epoch ms)
  NO_PAYMENT_PASSWORD: 'error.server.noPaymentPassword',
  TURNOVER_NOT_MET: 'error.server.turnoverNotMet', // money still to be bet cannot be transferred
  AMOUNT_OUT_OF_RANGE: 'error.server.amountOutOfRange',
  DEPOSIT_LIMIT: 'error.server.depositLimit',
  LOSS_LIMIT: 'error.server.lossLimit',
  WAGER_LIMIT: 'error.server.wagerLimit',
  UNKNOWN: 'error.server.unknown', // 'Unknown error'
} as const;
export type PlatformCode = keyof typeof PLATFORM_CODES;

export const isPlatformCode = (code: string): code is PlatformCode => code in PLATFORM_CODES;

export class PlatformError extends Error {
  readonly kind: PlatformErrorKind;
  /** The platform's code for 'rejected' and 'session' errors. */
  readonly code: PlatformCode | undefined;
  /** Extra data of a failed answer (e.g. `{ captcha: true }` after a failed login). */
  readonly details: Readonly<Record<string, unknown>>;
  /** The platform's own message, if any (shown only when no translation exists). */
  readonly serverMessage: string | undefined;

  constructor(kind: PlatformErrorKind, init: { code?: PlatformCode; details?: Record<string, unknown>; serverMessage?: string; cause?: unknown } = {}) {
    super(init.serverMessage ?? `${kind}${init.code ? `: ${init.code}` : ''}`, { cause: init.cause });
    this.name = 'PlatformError';
    this.kind = kind;
    this.code = init.code;
    this.details = Object.freeze({ ...(init.details ?? {}) });
    this.serverMessage = init.serverMessage;
  }
}

export const isPlatformError = (e: unknown): e is PlatformError => e instanceof PlatformError;

/**
 * What failed: a `load` (a query, shown where the data goes, with a retry that loads it again) or
 * a `send` (a tap that asked the platform to do something: the member taps again, and a money
 * request repeats its idempotency key). The spec's 'Loading failed, click to retry' promises a
 * click that retries, which only a load's error state keeps.
 */
export type ErrorAction = 'load' | 'send';

/** The i18n key of the message a member sees for an error. */
export function errorMessageKey(error: unknown, action: ErrorAction): string {
  const failed = action === 'load' ? 'error.loadingFailed' : 'error.sendFailed';
  if (!isPlatformError(error)) return failed;
  switch (error.kind) {
    case 'offline':
      return 'error.noInternet';
    case 'timeout':
      return 'error.slowConnection';
    case 'unavailable':
    case 'malformed':
      return failed;
    case 'rejected':
    case 'session':
      return error.code ? PLATFORM_CODES[error.code] : 'error.server.unknown';
  }
}

/** Refusals whose message names until when (`{{date}}`), with the key of that message. */
const UNTIL_KEYS: Partial<Record<PlatformCode, string>> = {
  ACCOUNT_LOCKED: 'error.server.accountLockedUntil',
  PAYMENT_PASSWORD_LOCKED: 'error.server.paymentPasswordLockedUntil',
  // A break (self-exclusion) on login.
  EXCLUDED: 'error.server.excludedUntil',
};

/**
 * The message a member sees for a failed send, with the values it names: a lock's end (`until`, on
 * the device's clock, which the member waits by) where the platform gave one; otherwise errorMessageKey's.
 */
export function errorMessage(error: unknown): { key: string; values?: Record<string, string> } {
  if (isPlatformError(error) && error.code) {
    const key = UNTIL_KEYS[error.code];
    const until = error.details.until;
    if (key && typeof until === 'number' && Number.isFinite(until)) return { key, values: { date: formatLocal(until) } };
  }
  return { key: errorMessageKey(error, 'send') };
}

/** Errors worth retrying automatically (queries only; never money or account creation). */
export const isTransient = (error: unknown): boolean =>
  isPlatformError(error) && (error.kind === 'offline' || error.kind === 'timeout' || error.kind === 'unavailable');
