// Passwords of the demo platform: change (or replace a pending one; it ends the member's other
// sessions, and a wrong old password counts towards the account's lock), and reset by SMS or mail
// code (each code allows CODE_TRIES wrong entries; a reset ends every session).
import { http, type HttpHandler } from 'msw';
import { apiPath, fail, isResponse, ok, type Simulator } from '@/platform-sim/kernel';
import { decryptRequest } from '@/platform-sim/decrypt';
import { changePasswordEndpoint, type ChangePasswordPayload } from '@/api/endpoints/change-password';
import { resetMailCodeEndpoint, resetPasswordEndpoint, type ResetPasswordPayload } from '@/api/endpoints/reset-password';
import { accountOf, accountsSlice, DEMO_SMS_CODE, SMS_CODE_TTL_MS, type SimAccount } from '@/platform-sim/areas/accounts/state';
import { endSessionsOf, requireSession } from '@/platform-sim/areas/accounts/sessions';
import { checkCode, spendCode, lockedUntil, recordFailure, clearFailures, accountLocked } from '@/platform-sim/areas/accounts/lockout';
import { checkSms, loginPasswordOk, merchantFor, nonEmpty } from '@/platform-sim/areas/accounts/checks';

/** A new password no login would accept is refused: the member would be locked out by it. */
const PASSWORD_FORMAT = 'The password format is incorrect';

export function passwordHandlers(sim: Simulator): HttpHandler[] {
  return [
    http.post(apiPath(changePasswordEndpoint.path), async ({ request }) => {
      const session = requireSession(sim, request);
      if (isResponse(session)) return session;
      const p = (await request.json().catch(() => null)) as ChangePasswordPayload | null;
      if (!p || !nonEmpty(p.newPassword) || p.newPassword !== p.confirmNewPassword) {
        return fail('BAD_REQUEST', 'Confirmation password not matched');
      }
      if (!loginPasswordOk(sim.merchant(session.merchantCode), p.newPassword)) return fail('BAD_REQUEST', PASSWORD_FORMAT);
      const error = sim.mutate(session.merchantCode, accountsSlice, (s) => {
        const account = s.accounts[session.userName];
        if (!account) return 'USER_NOT_FOUND' as const;
        const now = sim.now();
        if (!account.pendingPassword) {
          // The old password is a password try like a login's: locked, or counted when wrong.
          const locked = lockedUntil(s.loginFailures, account.userName, now);
          if (locked !== null) return { until: locked };
          if (account.password !== p.oldPassword) {
            const counted = recordFailure(s.loginFailures, account.userName, now);
            return 'lockedUntil' in counted ? { until: counted.lockedUntil } : ('WRONG_OLD_PASSWORD' as const);
          }
          clearFailures(s.loginFailures, account.userName);
        }
        if (account.password === p.newPassword) return 'SAME_PASSWORD' as const;
        account.password = p.newPassword;
        account.pendingPassword = false;
        // Whoever else holds a session of this member (a stolen token) is out.
        endSessionsOf(s.sessions, account.userName, session.token);
        return null;
      });
      if (typeof error === 'object' && error !== null) return accountLocked(error.until);
      if (error === 'SAME_PASSWORD') return fail(error, 'The new password and the old password cannot be the same');
      if (error === 'WRONG_OLD_PASSWORD') return fail(error, 'The old password is wrong');
      if (error) return fail(error, 'Sorry, the user does not exist or is disabled');
      return ok(null);
    }),

    http.post(apiPath(resetMailCodeEndpoint.path), async ({ request }) => {
      const merchant = merchantFor(sim, request);
      if (isResponse(merchant)) return merchant;
      const p = (await request.json().catch(() => null)) as { username?: string; email?: string } | null;
      const account = p?.username ? accountOf(sim, merchant.code, p.username) : undefined;
      if (!account || !account.email || account.email !== p?.email) {
        return fail('USER_NOT_FOUND', 'Sorry, the user does not exist or is disabled');
      }
      const expirationTime = sim.now() + SMS_CODE_TTL_MS * 10;
      sim.mutate(merchant.code, accountsSlice, (s) => {
        s.mailCodes[account.userName] = { code: DEMO_SMS_CODE, expiresAt: expirationTime };
      });
      return ok({ expirationTime });
    }),

    http.post(apiPath(resetPasswordEndpoint.path), async ({ request }) => {
      const merchant = merchantFor(sim, request);
      if (isResponse(merchant)) return merchant;
      const p = await decryptRequest<ResetPasswordPayload>(request, sim.privateKey(merchant.code));
      if (!p) return fail('BAD_REQUEST', 'The reset payload must be encrypted');
      if (!nonEmpty(p.newPassword) || p.newPassword !== p.confirmNewPassword) return fail('BAD_REQUEST', 'Confirmation password not matched');
      if (!loginPasswordOk(merchant, p.newPassword)) return fail('BAD_REQUEST', PASSWORD_FORMAT);
      const error = sim.mutate(merchant.code, accountsSlice, (s) => {
        let account: SimAccount | undefined;
        if (p.channel === 'sms') {
          if (!checkSms(s, p.mobileNum, p.verificationCode, sim.now())) return 'VERIFICATION_CODE' as const;
          account = Object.values(s.accounts).find((a) => a.mobile === p.mobileNum);
        } else {
          account = s.accounts[p.username];
          if (!account || account.email !== p.email) return 'USER_NOT_FOUND' as const;
          if (!checkCode(s.mailCodes, account.userName, p.mailCode, sim.now())) return 'VERIFICATION_CODE' as const;
        }
        if (!account) return 'USER_NOT_FOUND' as const;
        if (p.channel === 'sms') spendCode(s.smsCodes, p.mobileNum);
        else spendCode(s.mailCodes, account.userName);
        account.password = p.newPassword;
        account.pendingPassword = false;
        clearFailures(s.loginFailures, account.userName);
        endSessionsOf(s.sessions, account.userName);
        return null;
      });
      if (error === 'VERIFICATION_CODE') return fail(error, 'Verification code error');
      if (error) return fail(error, 'Sorry, the user does not exist or is disabled');
      return ok(null);
    }),
  ];
}
