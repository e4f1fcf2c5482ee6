// What a successful login does, whichever way it came (user name, mobile, social sign-in): the
// session starts, pending a password change when the platform asks for one (first login or an
// expired password), and the answer says where to go next.
import type { LoginAnswer } from '@/api/endpoints/login';
import { startSession } from '@/state/session';
import { href } from '@/engine/routes';

/** Starts the session; returns '/m/changePsw' when the password must change first, else `next`. */
export function beginSession(answer: LoginAnswer, merchantCode: string, next: string): string {
  const mustChange = answer.firstTimeLogin || Boolean(answer.passwordExpired);
  // An expired password is pending too, but only the first login shows the first-login popup.
  startSession({
    token: answer.token,
    merchantCode,
    userName: answer.userName,
    type: answer.type,
    firstTimeLogin: answer.firstTimeLogin,
    pendingPassword: mustChange,
  });
  return mustChange ? href('changePassword') : next;
}
