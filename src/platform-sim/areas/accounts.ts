// Accounts and sessions of the demo platform: registration, login (encrypted payloads, captcha
// after a failure), SMS codes with expiry, invitation codes, password change and reset, test
// play, logout, member info, and the wallet as a ledger in integer centavos.
import { http, type HttpHandler } from 'msw';
import type { MerchantConfig } from '@/config/schema';
import { apiPath, defineSlice, fail, isResponse, merchantOf, ok, type Simulator } from '@/platform-sim/kernel';
import { decryptRequest } from '@/platform-sim/decrypt';
import { prng } from '@/platform-sim/seed-utils';
import { captchaPng } from '@/platform-sim/captcha-png';
import { memberHistory } from '@/platform-sim/seed/member-history';
import type { BreakKind, LimitPeriod, LimitState } from '@/engine/responsible';
import { loginEndpoint, type LoginPayload } from '@/api/endpoints/login';
import { logoutEndpoint } from '@/api/endpoints/logout';
import { testPlayEndpoint } from '@/api/endpoints/test-play';
import { registerEndpoint, type RegisterPayload } from '@/api/endpoints/register';
import { captchaEndpoint } from '@/api/endpoints/captcha';
import { smsCodeEndpoint, type SmsCodePayload } from '@/api/endpoints/sms-code';
import { invitationCodeEndpoint } from '@/api/endpoints/invitation-code';
import { fieldAvailabilityEndpoint } from '@/api/endpoints/field-availability';
import { registrationSettingsEndpoint } from '@/api/endpoints/registration-settings';
import { changePasswordEndpoint, type ChangePasswordPayload } from '@/api/endpoints/change-password';
import { resetMailCodeEndpoint, resetPasswordEndpoint, type ResetPasswordPayload } from '@/api/endpoints/reset-password';
import { memberInfoEndpoint } from '@/api/endpoints/member-info';
import { merchantWalletEndpoint } from '@/api/endpoints/wallet';
import { DAY_MS as DAY } from '@/engine/time';

export const DEMO_SMS_CODE = '123456';
export const SMS_CODE_TTL_MS = 60_000;
export const DEMO_INVITATION_CODE = 'AGENT01';

export type LedgerKind = 'deposit' | 'withdrawal' | 'bet' | 'win' | 'bonus' | 'rebate' | 'transfer' | 'recall' | 'opening';

/** What an entry is about: the game of a bet or win, the channel of a deposit, the game wallet of a transfer. */
export interface LedgerMeta {
  game?: string;
  vendor?: string;
  gameType?: string;
  channel?: string;
  wallet?: string;
  account?: string;
}

export interface LedgerEntry {
  id: string;
  at: number;
  kind: LedgerKind;
  amountCents: number;
  balanceAfterCents: number;
  ref: string;
  meta?: LedgerMeta;
}

export interface PayoutAccount {
  id: string;
  channel: string;
  accountName: string;
  accountNumber: string;
}

/** The member's responsible-gaming settings and breaks (areas/responsible.ts). */
export interface SimResponsible {
  limits: Partial<Record<LimitPeriod, LimitState>>;
  realityCheckMinutes: number | null;
  breakKind: BreakKind | null;
  breakPeriod: string | null;
  breakUntil: number | null;
}

export interface SimAccount {
  userName: string;
  password: string;
  paymentPassword: string | null;
  type: number;
  nickname: string;
  mobile: string | null;
  email: string | null;
  regDate: string;
  vipLabel: string | null;
  toUpline: boolean;
  upline: string | null;
  invitationCode: string | null;
  /** A password the member must replace before anything else (first login or expired). */
  pendingPassword: boolean;
  ledger: LedgerEntry[];
  payoutAccounts: PayoutAccount[];
  responsible?: SimResponsible;
  /** Identity verification (areas/security.ts): the details and the images' names, types and sizes. */
  kyc?: SimKyc;
}

export interface SimKyc {
  status: 'pending' | 'verified' | 'rejected';
  submittedAt: number;
  verifiedAt: number | null;
  details: Record<string, string>;
  files: { field: string; name: string; type: string; size: number }[];
}

export interface SimSession {
  merchantCode: string;
  userName: string;
  type: number;
  token: string;
}

interface SessionRecord {
  userName: string;
  deviceId: string;
  createdAt: number;
  /** Set when a login of the same account on another device took this session over. */
  superseded: boolean;
}

interface AccountsState {
  accounts: Record<string, SimAccount>;
  sessions: Record<string, SessionRecord>;
  /** Usernames and device ids that must solve a captcha before their next login. */
  captchaRequired: string[];
  captchas: Record<string, string>;
  smsCodes: Record<string, { code: string; expiresAt: number }>;
  mailCodes: Record<string, { code: string; expiresAt: number }>;
  seq: number;
}

/** The seed's "today": 1 October 2026, 08:00 UTC. */
export const SEED_TIME = Date.UTC(2026, 9, 1, 8, 0, 0);

function openingLedger(cents: number, at: number): LedgerEntry[] {
  return cents === 0 ? [] : [{ id: 'L0', at, kind: 'opening', amountCents: cents, balanceAfterCents: cents, ref: 'opening balance' }];
}

function newAccount(init: Partial<SimAccount> & Pick<SimAccount, 'userName' | 'password' | 'type'>, at: number, openingCents = 0): SimAccount {
  return {
    paymentPassword: null,
    nickname: init.userName,
    mobile: null,
    email: null,
    regDate: new Date(at).toISOString().slice(0, 10),
    vipLabel: null,
    toUpline: false,
    upline: null,
    invitationCode: null,
    pendingPassword: false,
    payoutAccounts: [],
    ...init,
    ledger: init.ledger ?? openingLedger(openingCents, at),
  };
}

const DOWNLINE_NAMES = ['juan', 'maria', 'jose', 'ana', 'pedro', 'liza', 'mark', 'joy', 'paolo', 'kim', 'rico', 'bea'];

export const accountsSlice = defineSlice<AccountsState>({
  name: 'accounts',
  version: 3,
  seed: () => {
    const rand = prng(7);
    const accounts: Record<string, SimAccount> = {};
    accounts.demoplayer = newAccount(
      {
        userName: 'demoplayer',
        password: 'Demo1234',
        type: 0,
        paymentPassword: '654321',
        nickname: 'Demo Player',
        mobile: '9171234567',
        email: 'demoplayer@example.com',
        vipLabel: 'VIP 1',
        toUpline: true,
        upline: 'demoagent',
        payoutAccounts: [{ id: 'P1', channel: 'gcash', accountName: 'Demo Player', accountNumber: '09171234567' }],
        ledger: memberHistory(SEED_TIME, 1_000_000),
      },
      SEED_TIME - 120 * DAY,
    );
    accounts.demoagent = newAccount(
      {
        userName: 'demoagent',
        password: 'Demo1234',
        type: 1,
        paymentPassword: '654321',
        nickname: 'Demo Agent',
        mobile: '9179876543',
        vipLabel: 'VIP 3',
        invitationCode: DEMO_INVITATION_CODE,
      },
      SEED_TIME - 400 * DAY,
      5_000_000,
    );
    DOWNLINE_NAMES.forEach((name, i) => {
      const userName = `${name}${String(100 + i)}`;
      const at = SEED_TIME - (30 + Math.floor(rand() * 60)) * DAY;
      const deposit = (1 + Math.floor(rand() * 20)) * 50_000;
      const bet = Math.floor(rand() * deposit);
      // The first four bet "today" (the agent area shifts the seed's day onto the current one).
      const betAt = i < 4 ? SEED_TIME : SEED_TIME - (1 + Math.floor(rand() * 20)) * DAY;
      accounts[userName] = newAccount(
        {
          userName,
          password: 'Demo1234',
          type: 0,
          upline: 'demoagent',
          ledger: [
            { id: 'L1', at, kind: 'deposit', amountCents: deposit, balanceAfterCents: deposit, ref: `D${i}` },
            { id: 'L2', at: betAt, kind: 'bet', amountCents: -bet, balanceAfterCents: deposit - bet, ref: `B${i}` },
          ],
        },
        at,
      );
    });
    return { accounts, sessions: {}, captchaRequired: [], captchas: {}, smsCodes: {}, mailCodes: {}, seq: 1 };
  },
});

// ---------------------------------------------------------------------------------------------
// Helpers other areas build on

export const balanceCentsOf = (account: SimAccount): number => account.ledger.at(-1)?.balanceAfterCents ?? 0;

/** Decimal string with two decimals from integer centavos, without floating point. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Appends a ledger entry; the balance is always derived from the ledger. */
export function adjustBalance(
  sim: Simulator,
  merchantCode: string,
  userName: string,
  entry: { kind: LedgerKind; amountCents: number; ref: string; meta?: LedgerMeta },
): LedgerEntry {
  if (!Number.isInteger(entry.amountCents)) throw new Error('amounts are integer centavos');
  return sim.mutate(merchantCode, accountsSlice, (s) => {
    const account = s.accounts[userName];
    if (!account) throw new Error(`no account ${userName}`);
    const next: LedgerEntry = {
      id: `L${s.seq++}`,
      at: sim.now(),
      kind: entry.kind,
      amountCents: entry.amountCents,
      balanceAfterCents: balanceCentsOf(account) + entry.amountCents,
      ref: entry.ref,
      ...(entry.meta ? { meta: entry.meta } : {}),
    };
    account.ledger.push(next);
    return next;
  });
}

export function accountOf(sim: Simulator, merchantCode: string, userName: string): SimAccount | undefined {
  return sim.slice(merchantCode, accountsSlice).accounts[userName];
}

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

// ---------------------------------------------------------------------------------------------

const merchantFor = (sim: Simulator, request: Request): MerchantConfig | Response => {
  const merchant = sim.merchant(merchantOf(request));
  return merchant ?? fail('BAD_REQUEST', 'Unknown merchant', undefined, 400);
};

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

function checkSms(state: AccountsState, mobile: string, code: string | undefined, now: number): boolean {
  const entry = state.smsCodes[mobile];
  return Boolean(entry && code && entry.code === code && entry.expiresAt >= now);
}

function solveCaptcha(state: AccountsState, id: string | undefined, answer: string | undefined): boolean {
  if (!id || !answer) return false;
  const expected = state.captchas[id];
  delete state.captchas[id];
  return expected !== undefined && expected === answer;
}

const nonEmpty = (v: string | undefined): v is string => typeof v === 'string' && v.trim() !== '';

function checkRegistrationFields(merchant: MerchantConfig, method: 'username' | 'mobile', p: RegisterPayload): string | null {
  const fields = merchant.registration.fields;
  for (const [id, rule] of Object.entries(fields)) {
    if (!rule.enabled || id === 'captcha' || id === 'verificationCode' || id === 'confimpsw') continue;
    if (id === 'username' && method !== 'username') continue;
    if (id === 'mobileNum' && method !== 'mobile') continue;
    const value = (p as unknown as Record<string, string | undefined>)[id];
    const required = rule.required || (id === 'username' && method === 'username') || (id === 'mobileNum' && method === 'mobile');
    if (!nonEmpty(value)) {
      if (required) return id;
      continue;
    }
    if (rule.pattern && !new RegExp(rule.pattern).test(value)) return id;
  }
  return null;
}

export function accountHandlers(sim: Simulator): HttpHandler[] {
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
      const outcome = sim.mutate(merchant.code, accountsSlice, (s) => {
        let account: SimAccount | undefined;
        if (payload.type === 'sms') {
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
        if (!account || (payload.type !== 'sms' && account.password !== payload.password)) {
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

    http.put(apiPath(registerEndpoint.path), async ({ request }) => {
      const merchant = merchantFor(sim, request);
      if (isResponse(merchant)) return merchant;
      const p = await decryptRequest<RegisterPayload>(request, sim.privateKey(merchant.code));
      if (!p) return fail('BAD_REQUEST', 'The registration payload must be encrypted');
      const method: 'username' | 'mobile' = nonEmpty(p.username) ? 'username' : 'mobile';
      if (!merchant.registration.methods[method]) return fail('BAD_REQUEST', `Registration by ${method} is off`);
      const badField = checkRegistrationFields(merchant, method, p);
      if (badField) return fail('BAD_REQUEST', `Invalid ${badField}`, { field: badField });
      if (!nonEmpty(p.password) || p.password !== p.confirmPassword) {
        return fail('BAD_REQUEST', 'Confirmation password not matched', { field: 'confimpsw' });
      }
      const result = sim.mutate(merchant.code, accountsSlice, (s) => {
        const withCaptcha = merchant.modules.includes('CAPTCHA3') && merchant.registration.fields.captcha.enabled;
        if (withCaptcha && !solveCaptcha(s, p.captchaId, p.captcha)) return { error: 'CAPTCHA_WRONG' as const, field: 'captcha' };
        let upline: string | null = null;
        if (nonEmpty(p.affiliateCode)) {
          const code = p.affiliateCode.trim();
          const agent = Object.values(s.accounts).find((a) => a.invitationCode === code);
          if (!agent) return { error: 'INVALID_INVITATION' as const, field: 'affiliateCode' };
          upline = agent.userName;
        }
        if (method === 'mobile') {
          if (!p.mobileNum || !checkSms(s, p.mobileNum, p.verificationCode, sim.now())) {
            return { error: 'VERIFICATION_CODE' as const, field: 'verificationCode' };
          }
          if (Object.values(s.accounts).some((a) => a.mobile === p.mobileNum)) return { error: 'USERNAME_EXISTS' as const, field: 'mobileNum' };
        }
        const userName = method === 'username' ? (p.username ?? '').trim() : `m${p.mobileNum ?? ''}`;
        if (s.accounts[userName] || s.accounts[userName.toLowerCase()]) return { error: 'USERNAME_EXISTS' as const, field: 'username' };
        s.accounts[userName] = newAccount(
          {
            userName,
            password: p.password,
            type: 0,
            paymentPassword: nonEmpty(p.paymentPassword) ? p.paymentPassword : null,
            nickname: nonEmpty(p.nickname) ? p.nickname : userName,
            mobile: p.mobileNum ?? null,
            email: p.email ?? null,
            upline,
          },
          sim.now(),
        );
        if (p.mobileNum) delete s.smsCodes[p.mobileNum];
        return { userName };
      });
      if ('error' in result && result.error !== undefined) {
        const messages = {
          CAPTCHA_WRONG: 'Verification code error',
          INVALID_INVITATION: 'Invalid invitation code',
          VERIFICATION_CODE: 'Verification code error',
          USERNAME_EXISTS: 'Sorry, the username already exists',
        } as const;
        return fail(result.error, messages[result.error], { field: result.field });
      }
      return ok({ userName: result.userName });
    }),

    http.post(apiPath(smsCodeEndpoint.path), async ({ request }) => {
      const merchant = merchantFor(sim, request);
      if (isResponse(merchant)) return merchant;
      const p = (await request.json().catch(() => null)) as SmsCodePayload | null;
      if (!p || !/^\d{6,15}$/.test(p.mobileNo ?? '')) return fail('BAD_REQUEST', 'Please enter a valid mobile number');
      if (p.purpose !== 'register') {
        const known = Object.values(sim.slice(merchant.code, accountsSlice).accounts).some((a) => a.mobile === p.mobileNo);
        if (!known) return fail('USER_NOT_FOUND', 'Sorry, the user does not exist or is disabled');
      }
      const expirationTime = sim.now() + SMS_CODE_TTL_MS;
      sim.mutate(merchant.code, accountsSlice, (s) => {
        s.smsCodes[p.mobileNo] = { code: DEMO_SMS_CODE, expiresAt: expirationTime };
      });
      return ok({ expirationTime });
    }),

    http.get(apiPath(invitationCodeEndpoint.path), ({ request }) => {
      const merchant = merchantFor(sim, request);
      if (isResponse(merchant)) return merchant;
      const code = new URL(request.url).searchParams.get('code')?.trim() ?? '';
      const accounts = sim.slice(merchant.code, accountsSlice).accounts;
      return ok({ success: code !== '' && Object.values(accounts).some((a) => a.invitationCode === code) });
    }),

    http.get(apiPath(fieldAvailabilityEndpoint.path), ({ request }) => {
      const merchant = merchantFor(sim, request);
      if (isResponse(merchant)) return merchant;
      const q = new URL(request.url).searchParams;
      const value = q.get('value')?.trim() ?? '';
      const accounts = Object.values(sim.slice(merchant.code, accountsSlice).accounts);
      const taken = q.get('field') === 'email' ? accounts.some((a) => a.email === value) : accounts.some((a) => a.userName === value);
      return ok({ available: value !== '' && !taken });
    }),

    http.get(apiPath(registrationSettingsEndpoint.path), ({ request }) => {
      const merchant = merchantFor(sim, request);
      if (isResponse(merchant)) return merchant;
      const fields = Object.fromEntries(
        Object.entries(merchant.registration.fields).map(([id, rule]) => [id, { enabled: rule.enabled, required: rule.required }]),
      );
      return ok({ fields });
    }),

    http.post(apiPath(changePasswordEndpoint.path), async ({ request }) => {
      const session = requireSession(sim, request);
      if (isResponse(session)) return session;
      const p = (await request.json().catch(() => null)) as ChangePasswordPayload | null;
      if (!p || !nonEmpty(p.newPassword) || p.newPassword !== p.confirmNewPassword) {
        return fail('BAD_REQUEST', 'Confirmation password not matched');
      }
      const error = sim.mutate(session.merchantCode, accountsSlice, (s) => {
        const account = s.accounts[session.userName];
        if (!account) return 'USER_NOT_FOUND' as const;
        if (!account.pendingPassword && account.password !== p.oldPassword) return 'WRONG_OLD_PASSWORD' as const;
        if (account.password === p.newPassword) return 'SAME_PASSWORD' as const;
        account.password = p.newPassword;
        account.pendingPassword = false;
        return null;
      });
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
      const error = sim.mutate(merchant.code, accountsSlice, (s) => {
        let account: SimAccount | undefined;
        if (p.channel === 'sms') {
          if (!checkSms(s, p.mobileNum, p.verificationCode, sim.now())) return 'VERIFICATION_CODE' as const;
          account = Object.values(s.accounts).find((a) => a.mobile === p.mobileNum);
        } else {
          account = s.accounts[p.username];
          const code = account ? s.mailCodes[account.userName] : undefined;
          if (!account || account.email !== p.email) return 'USER_NOT_FOUND' as const;
          if (!code || code.code !== p.mailCode || code.expiresAt < sim.now()) return 'VERIFICATION_CODE' as const;
        }
        if (!account) return 'USER_NOT_FOUND' as const;
        account.password = p.newPassword;
        account.pendingPassword = false;
        for (const [token, rec] of Object.entries(s.sessions)) if (rec.userName === account.userName) delete s.sessions[token];
        return null;
      });
      if (error === 'VERIFICATION_CODE') return fail(error, 'Verification code error');
      if (error) return fail(error, 'Sorry, the user does not exist or is disabled');
      return ok(null);
    }),

    http.get(apiPath(memberInfoEndpoint.path), ({ request }) => {
      const session = requireSession(sim, request);
      if (isResponse(session)) return session;
      const a = accountOf(sim, session.merchantCode, session.userName);
      if (!a) return fail('USER_NOT_FOUND', 'Sorry, the user does not exist or is disabled');
      return ok({
        id: `U-${a.userName}`,
        account: a.userName,
        nickname: a.nickname,
        regDate: a.regDate,
        type: a.type,
        ...(a.vipLabel ? { clubLabel: { labelName: a.vipLabel } } : {}),
        toUpline: a.toUpline,
        avatarUrl: `/sim-assets/avatar/${encodeURIComponent(a.userName)}.svg`,
      });
    }),

    http.get(apiPath(merchantWalletEndpoint.path), ({ request }) => {
      const merchant = merchantFor(sim, request);
      if (isResponse(merchant)) return merchant;
      // The merchant's jackpot float grows slowly with time, deterministically.
      const cents = 125_000_000 + Math.floor((sim.now() - SEED_TIME) / 60_000) * 137;
      return ok({ sumBalance: formatCents(cents), currencySymbol: merchant.currency.symbol });
    }),
  ];
}
