// What a tap on a menu entry, shortcut or button does. Screens interpret these; the engine only
// decides which one applies.

export const LOGIN_PATH = '/m/login';
export const HOME_PATH = '/m/home';
export const REGISTER_PATH = '/m/register';

export type RefusalKey = 'refuse.freeReject' | 'refuse.realAccountOnly';

export type Tap =
  /** Go to an in-app path. */
  | { kind: 'navigate'; to: string }
  /** Go to /m/login; `replace` replaces the current history entry. */
  | { kind: 'login'; replace: boolean }
  /** Trial user: free_reject dialog with Cancel and Register now (to /m/register). */
  | { kind: 'askRegister'; messageKey: 'refuse.freeReject'; registerTo: typeof REGISTER_PATH }
  /** A short toast with the message; no navigation. */
  | { kind: 'refuse'; messageKey: RefusalKey }
  /** A link outside the app (new tab). */
  | { kind: 'external'; url: string }
  /** Launch the live chat (CBS3). */
  | { kind: 'openChat' }
  /** Open the customer-service link. */
  | { kind: 'openService'; url: string }
  /** Open the app-download popup. */
  | { kind: 'openDownloadPopup' }
  /** Nothing happens. */
  | { kind: 'none' };

export const ASK_REGISTER: Tap = Object.freeze({
  kind: 'askRegister',
  messageKey: 'refuse.freeReject',
  registerTo: REGISTER_PATH,
});
