// Sessions of the demo platform: the caller's session, captcha, login (encrypted payload, captcha
// after a failure, one device at a time), logout and test play.
import { http, type HttpHandler } from 'msw';
import { apiPath, fail, isResponse, merchantOf, ok, type Simulator } from '@/platform-sim/kernel';
import { decryptRequest } from '@/platform-sim/decrypt';
import { prng } from '@/platform-sim/seed-utils';
import { captchaPng } from '@/platform-sim/captcha-png';
import { loginEndpoint, type LoginPayload } from '@/api/endpoints/login';
import { logoutEndpoint } from '@/api/endpoints/logout';
import { testPlayEndpoint } from '@/api/endpoints/test-play';
import { captchaEndpoint } from '@/api/endpoints/captcha';
import { accountsSlice, newAccount, type SimAccount, type SimSession } from '@/platform-sim/areas/accounts/state';
import { checkSms, merchantFor, solveCaptcha } from '@/platform-sim/areas/accounts/checks';
import { acceptsChannel, socialAccount, verifyIdToken } from '@/platform-sim/areas/accounts/social';

export function sessionOf(sim: Simulator, request: Request): SimSession | null {
  const token = request.headers.get('token');
  const merchantCode = merchantOf(request);
  if (!token || !sim.merchant(merchantCode)) return null;
  const state = sim.slice(merchantCode, accountsSlice);
  const record = state.sessions[token];
  if (!record || record.superseded) return null;
  const account = state.accounts[record.userName];
  return account ? { merchantCode, userName: account.userName, type: account.type, token } : null;
}

/** The caller's session, or the answer that says it is gone (HTTP 401). */
export function requireSession(sim: Simulator, request: Request): SimSession | Response {
  const session = sessionOf(sim, request);
  if (session) return session;
  const token = request.headers.get('token');
  const merchantCode = merchantOf(request);
  if (token && sim.merchant(merchantCode) && sim.slice(merchantCode, accountsSlice).sessions[token]?.superseded) {
    return fail('LOGGED_IN_ELSEWHERE', 'Your account was logged in on another device', undefined, 401);
  }
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
    s.sessions[token] = { userName, deviceId, createdAt: sim.now(), superseded: false };
    return token;
  });
}

export function sessionHandlers(sim: Simulator): HttpHandler[] {
  return [
    http.get(apiPath(captchaEndpoint.path), ({ request }) => {
      const merchant = merchantFor(sim, request);
      if (isResponse(merchant)) return merchant;
      const { id, answer } = sim.mutate(merchant.code, accountsSlice, (s) => {
        const n = s.seq++;
        const digits = String(1000 + Math.floor(prng(n * 7919)() * 9000));
        const captchaId = `C${n}`;
        s.captchas[captchaId] = digits;
        return { id: captchaId, answer: digits };
      });
      return ok({ id, image: captchaPng(answer, id) });
    }),

    http.post(apiPath(loginEndpoint.path), async ({ request }) => {
      const merchant = merchantFor(sim, request);
      if (isResponse(merchant)) return merchant;
      const payload = await decryptRequest<LoginPayload>(request, sim.privateKey(merchant.code));
      if (!payload) return fail('BAD_REQUEST', 'The login payload must be encrypted');
      const deviceId = request.headers.get('X-Device-Id') ?? payload.deviceId ?? 'unknown';
      // Social sign-in: the provider's id token, checked before anything else.
      let claims: Awaited<ReturnType<typeof verifyIdToken>> = null;
      if (payload.type === 'firebase') {
        if (!acceptsChannel(merchant, payload.firebaseChannel)) return fail('NO_PERMISSION', 'This sign-in is not available');
        claims = await verifyIdToken(merchant.code, payload.firebaseIdToken, sim.now());
        if (!claims || claims.provider !== payload.firebaseChannel) return fail('USER_NOT_FOUND', 'Sorry, the user does not exist or is disabled');
      }
      const outcome = sim.mutate(merchant.code, accountsSlice, (s) => {
        let account: SimAccount | undefined;
        if (claims) {
          account = socialAccount(s, claims, sim.now());
        } else if (payload.type === 'sms') {
          if (!payload.mobileNum || !checkSms(s, payload.mobileNum, payload.verificationCode, sim.now())) {
            return { error: 'VERIFICATION_CODE' as const };
          }
          account = Object.values(s.accounts).find((a) => a.mobile === payload.mobileNum);
        } else {
          account = payload.username ? s.accounts[payload.username] : undefined;
        }
        const captchaKey = payload.username ?? payload.mobileNum ?? '';
        const needsCaptcha = s.captchaRequired.includes(captchaKey) || s.captchaRequired.includes(`device:${deviceId}`);
        if (needsCaptcha && !solveCaptcha(s, payload.captchaId, payload.captcha)) {
          return { error: 'CAPTCHA_WRONG' as const, captcha: true };
        }
        if (!account || (payload.type !== 'sms' && !claims && account.password !== payload.password)) {
          if (!s.captchaRequired.includes(captchaKey)) s.captchaRequired.push(captchaKey);
          if (!s.captchaRequired.includes(`device:${deviceId}`)) s.captchaRequired.push(`device:${deviceId}`);
          return { error: 'USER_NOT_FOUND' as const, captcha: true };
        }
        if (payload.accountKind === 'agent' && account.type in { 0: 1, 4: 1, 40: 1 }) return { error: 'NON_AGENT' as const };
        const rest = account.responsible;
        if (rest?.breakUntil && rest.breakUntil > sim.now()) {
          return { error: 'EXCLUDED' as const, until: rest.breakUntil, breakKind: rest.breakKind ?? 'selfExclusion' };
        }
        s.captchaRequired = s.captchaRequired.filter((k) => k !== captchaKey && k !== `device:${deviceId}`);
        return { account };
      });
      if ('error' in outcome && outcome.error !== undefined) {
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
