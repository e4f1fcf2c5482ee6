// Sessions of the demo platform: the caller's session (expiring after sim.sessionIdleMs idle and
// SESSION_MAX_MS after login), captcha (random, single use, expiring), login (encrypted payload,
// captcha after a failure, the account locked after LOCK_AFTER_FAILURES wrong passwords, SMS login
// only where the merchant offers it, one device at a time), logout and test play.
import { http, type HttpHandler } from 'msw';
import { apiPath, fail, isResponse, merchantOf, ok, SESSION_MAX_MS, type Simulator } from '@/platform-sim/kernel';
import { decryptRequest } from '@/platform-sim/decrypt';
import { captchaPng } from '@/platform-sim/captcha-png';
import { loginEndpoint, type LoginPayload } from '@/api/endpoints/login';
import { logoutEndpoint } from '@/api/endpoints/logout';
import { testPlayEndpoint } from '@/api/endpoints/test-play';
import { captchaEndpoint } from '@/api/endpoints/captcha';
import { accountsSlice, newAccount, type SessionRecord, type SimAccount, type SimSession } from '@/platform-sim/areas/accounts/state';
import { checkSms, merchantFor, openCaptcha, solveCaptcha } from '@/platform-sim/areas/accounts/checks';
import { accountLocked, clearFailures, lockedUntil, recordFailure, spendCode } from '@/platform-sim/areas/accounts/lockout';
import { loginMethods } from '@/engine/registration-form';
import { acceptsChannel, socialAccount, verifyIdToken } from '@/platform-sim/areas/accounts/social';

/** A session's calls move its idle deadline on, but the record is saved at most this often. */
const TOUCH_EVERY_MS = 60_000;

/** Whether a session has run out at `now`: idle too long, or older than SESSION_MAX_MS. */
export function hasExpired(sim: Simulator, record: SessionRecord, now = sim.now()): boolean {
  if (record.expiredAt !== undefined) return true;
  return now - record.createdAt >= SESSION_MAX_MS || now - (record.lastSeenAt ?? record.createdAt) >= sim.sessionIdleMs;
}

/** Whether a session still opens the account (not superseded, not expired). */
export const isLive = (sim: Simulator, record: SessionRecord, now = sim.now()): boolean => !record.superseded && !hasExpired(sim, record, now);

export function sessionOf(sim: Simulator, request: Request): SimSession | null {
  const token = request.headers.get('token');
  const merchantCode = merchantOf(request);
  if (!token || !sim.merchant(merchantCode)) return null;
  const state = sim.slice(merchantCode, accountsSlice);
  const record = state.sessions[token];
  if (!record || record.superseded) return null;
  const now = sim.now();
  if (hasExpired(sim, record, now)) {
    // Marked once, so that it answers SESSION_EXPIRED from then on, whatever the clock does.
    if (record.expiredAt === undefined) sim.mutate(merchantCode, accountsSlice, () => void (record.expiredAt = now));
    return null;
  }
  const account = state.accounts[record.userName];
  if (!account) return null;
  if (now - (record.lastSeenAt ?? record.createdAt) >= TOUCH_EVERY_MS) sim.mutate(merchantCode, accountsSlice, () => void (record.lastSeenAt = now));
  return { merchantCode, userName: account.userName, type: account.type, token };
}

/** The caller's session, or the answer that says it is gone (HTTP 401). */
export function requireSession(sim: Simulator, request: Request): SimSession | Response {
  const session = sessionOf(sim, request);
  if (session) return session;
  const token = request.headers.get('token');
  const merchantCode = merchantOf(request);
  const record = token && sim.merchant(merchantCode) ? sim.slice(merchantCode, accountsSlice).sessions[token] : undefined;
  if (record?.superseded) return fail('LOGGED_IN_ELSEWHERE', 'Your account was logged in on another device', undefined, 401);
  if (record?.expiredAt !== undefined) return fail('SESSION_EXPIRED', 'Your session has expired, please log in again', undefined, 401);
  return fail('NOT_LOGGED_IN', 'Please login', undefined, 401);
}

function newToken(): string {
  return crypto.randomUUID();
}

function openSession(sim: Simulator, merchantCode: string, userName: string, deviceId: string): string {
  return sim.mutate(merchantCode, accountsSlice, (s) => {
    for (const record of Object.values(s.sessions)) {
      if (record.userName === userName && record.deviceId !== deviceId) record.superseded = true;
    }
    const token = newToken();
    const now = sim.now();
    s.sessions[token] = { userName, deviceId, createdAt: now, lastSeenAt: now, superseded: false };
    return token;
  });
}

/** Ends every session of a member but `keep` (a password change keeps the session that made it). */
export function endSessionsOf(sessions: Record<string, SessionRecord>, userName: string, keep?: string): void {
  for (const [token, record] of Object.entries(sessions)) if (record.userName === userName && token !== keep) delete sessions[token];
}

export function sessionHandlers(sim: Simulator): HttpHandler[] {
  return [
    http.get(apiPath(captchaEndpoint.path), ({ request }) => {
      const merchant = merchantFor(sim, request);
      if (isResponse(merchant)) return merchant;
      const { id, answer } = sim.mutate(merchant.code, accountsSlice, (s) => openCaptcha(s, sim.now()));
      return ok({ id, image: captchaPng(answer, id) });
    }),

    http.post(apiPath(loginEndpoint.path), async ({ request }) => {
      const merchant = merchantFor(sim, request);
      if (isResponse(merchant)) return merchant;
      const payload = await decryptRequest<LoginPayload>(request, sim.privateKey(merchant.code));
      if (!payload) return fail('BAD_REQUEST', 'The login payload must be encrypted');
      const deviceId = request.headers.get('X-Device-Id') ?? payload.deviceId ?? 'unknown';
      // What names the account: the user name and password, or the mobile number (SMS login).
      const username = payload.type === 'username' ? payload.username : undefined;
      const password = payload.type === 'username' ? payload.password : undefined;
      const mobileNum = payload.type === 'sms' ? payload.mobileNum : undefined;
      // SMS login only where the merchant offers it (its file's login.smsTab).
      if (payload.type === 'sms' && !loginMethods(merchant).includes('sms')) return fail('SMS_LOGIN_OFF', 'SMS login is not available');
      // Social sign-in: the provider's id token, checked before anything else.
      let claims: Awaited<ReturnType<typeof verifyIdToken>> = null;
      if (payload.type === 'firebase') {
        if (!acceptsChannel(merchant, payload.firebaseChannel)) return fail('NO_PERMISSION', 'This sign-in is not available');
        claims = await verifyIdToken(merchant.code, payload.firebaseIdToken, sim.now());
        if (!claims || claims.provider !== payload.firebaseChannel) return fail('USER_NOT_FOUND', 'Sorry, the user does not exist or is disabled');
      }
      const outcome = sim.mutate(merchant.code, accountsSlice, (s) => {
        const now = sim.now();
        const byPassword = !claims && payload.type !== 'sms';
        // A locked name is refused before anything else, so a right password tells nothing either.
        const lockKey = byPassword ? (username ?? '') : '';
        const locked = byPassword ? lockedUntil(s.loginFailures, lockKey, now) : null;
        if (locked !== null) return { error: 'ACCOUNT_LOCKED' as const, until: locked };
        let account: SimAccount | undefined;
        if (claims) {
          account = socialAccount(s, claims, now);
        } else if (payload.type === 'sms') {
          if (!payload.mobileNum || !checkSms(s, payload.mobileNum, payload.verificationCode, now)) {
            return { error: 'VERIFICATION_CODE' as const };
          }
          account = Object.values(s.accounts).find((a) => a.mobile === payload.mobileNum);
        } else {
          account = username ? s.accounts[username] : undefined;
        }
        const captchaKey = username ?? mobileNum ?? '';
        const needsCaptcha = s.captchaRequired.includes(captchaKey) || s.captchaRequired.includes(`device:${deviceId}`);
        if (needsCaptcha && !solveCaptcha(s, payload.captchaId, payload.captcha, now)) {
          return { error: 'CAPTCHA_WRONG' as const, captcha: true };
        }
        if (!account || (byPassword && account.password !== password)) {
          if (!s.captchaRequired.includes(captchaKey)) s.captchaRequired.push(captchaKey);
          if (!s.captchaRequired.includes(`device:${deviceId}`)) s.captchaRequired.push(`device:${deviceId}`);
          // Counted for any name, known or not: a lock tells nobody whether the account exists.
          if (byPassword) {
            const counted = recordFailure(s.loginFailures, lockKey, now);
            if ('lockedUntil' in counted) return { error: 'ACCOUNT_LOCKED' as const, until: counted.lockedUntil };
          }
          return { error: 'USER_NOT_FOUND' as const, captcha: true };
        }
        if (byPassword) clearFailures(s.loginFailures, lockKey);
        if (payload.type === 'sms' && payload.mobileNum) spendCode(s.smsCodes, payload.mobileNum);
        if (payload.accountKind === 'agent' && account.type in { 0: 1, 4: 1, 40: 1 }) return { error: 'NON_AGENT' as const };
        const rest = account.responsible;
        if (rest?.breakUntil && rest.breakUntil > sim.now()) {
          return { error: 'EXCLUDED' as const, until: rest.breakUntil, breakKind: rest.breakKind ?? 'selfExclusion' };
        }
        s.captchaRequired = s.captchaRequired.filter((k) => k !== captchaKey && k !== `device:${deviceId}`);
        return { account };
      });
      if ('error' in outcome && outcome.error !== undefined) {
        if (outcome.error === 'ACCOUNT_LOCKED') return accountLocked(outcome.until);
        if (outcome.error === 'EXCLUDED') {
          const until = new Date(outcome.until).toISOString();
          return fail('EXCLUDED', `This account is on a break until ${until}`, { until: outcome.until, breakKind: outcome.breakKind });
        }
        const messages = {
          VERIFICATION_CODE: 'Verification code error',
          CAPTCHA_WRONG: 'Verification code error',
          USER_NOT_FOUND: 'Sorry, the user does not exist or is disabled',
          NON_AGENT: 'Non-agents cannot log in',
        } as const;
        return fail(outcome.error, messages[outcome.error], 'captcha' in outcome ? { captcha: true } : undefined);
      }
      const { account } = outcome;
      const token = openSession(sim, merchant.code, account.userName, deviceId);
      return ok({
        token,
        userName: account.userName,
        type: account.type,
        firstTimeLogin: account.pendingPassword,
        passwordExpired: false,
      });
    }),

    http.delete(apiPath(logoutEndpoint.path), ({ request }) => {
      const session = requireSession(sim, request);
      if (isResponse(session)) return session;
      sim.mutate(session.merchantCode, accountsSlice, (s) => {
        delete s.sessions[session.token];
      });
      return ok(null);
    }),

    http.post(apiPath(testPlayEndpoint.path), async ({ request }) => {
      const merchant = merchantFor(sim, request);
      if (isResponse(merchant)) return merchant;
      const deviceId = request.headers.get('X-Device-Id') ?? 'unknown';
      // A trial account lives on the merchant's trial merchant code, which the caller must name.
      const body = (await request.json().catch(() => null)) as { merchantCode?: unknown } | null;
      if (body?.merchantCode !== merchant.trialMerchantCode) return fail('BAD_REQUEST', 'Unknown trial merchant');
      const userName = sim.mutate(merchant.code, accountsSlice, (s) => {
        let name = '';
        do {
          name = `trial${String(100000 + ((s.seq++ * 7919) % 900000))}`;
        } while (s.accounts[name]);
        s.accounts[name] = newAccount({ userName: name, password: crypto.randomUUID(), type: 4 }, sim.now(), 200_000);
        return name;
      });
      const token = openSession(sim, merchant.code, userName, deviceId);
      return ok({ token, userName, customerType: 4 });
    }),
  ];
}
