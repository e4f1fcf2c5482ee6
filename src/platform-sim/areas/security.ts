// The security center of the demo platform: the overview (payment password, masked mobile and
// email, identity verification status), changing the payment password (the old one checked last
// and counted towards its lock), binding a mobile number or email (with the account's password,
// counted towards the account's lock), and identity verification (pending, then verified within 5 s).
import { http, type HttpHandler } from 'msw';
import { apiPath, bodyOf, fail, isResponse, ok, must, type Simulator } from '@/platform-sim/kernel';
import { accountOf, accountsSlice, type SimAccount, type SimSession } from '@/platform-sim/areas/accounts/state';
import { requireSession } from '@/platform-sim/areas/accounts/sessions';
import { accountLocked, checkPaymentPassword, clearFailures, lockedUntil, recordFailure } from '@/platform-sim/areas/accounts/lockout';
import { securityInfoEndpoint } from '@/api/endpoints/security-info';
import { changePaymentPasswordEndpoint, type ChangePaymentPasswordPayload } from '@/api/endpoints/change-payment-password';
import { bindContactEndpoint, type BindContactPayload } from '@/api/endpoints/bind-contact';
import { submitKycEndpoint } from '@/api/endpoints/submit-kyc';
import { PAYMENT_PASSWORD } from '@/engine/money';
import { checkKyc, maskContact, type KycForm } from '@/engine/kyc-rules';
import { isTrial } from '@/engine/member-types';

/** Identity checks finish this long after they are sent (DESIGN.md: within 5 s). */
export const KYC_REVIEW_MS = 4_000;

const DETAIL_FIELDS = ['idType', 'idNumber', 'nationality', 'occupation', 'incomeSource', 'birthday', 'placeOfBirth', 'permanentAddress', 'currentAddress'] as const;

function begin(sim: Simulator, request: Request): { session: SimSession; account: SimAccount } | Response {
  const session = requireSession(sim, request);
  if (isResponse(session)) return session;
  if (isTrial(session.type)) return fail('REAL_ACCOUNT_ONLY', 'Please login an actual account to use this function');
  const account = accountOf(sim, session.merchantCode, session.userName);
  if (!account) return fail('USER_NOT_FOUND', 'Sorry, the user does not exist or is disabled');
  // A pending verification is reviewed once its time has come.
  if (account.kyc?.status === 'pending' && sim.now() - account.kyc.submittedAt >= KYC_REVIEW_MS) {
    sim.mutate(session.merchantCode, accountsSlice, (s) => {
      const kyc = s.accounts[account.userName]?.kyc;
      if (kyc) {
        kyc.status = 'verified';
        kyc.verifiedAt = sim.now();
      }
    });
  }
  return { session, account: accountOf(sim, session.merchantCode, session.userName) ?? account };
}

export function securityHandlers(sim: Simulator): HttpHandler[] {
  return [
    http.get(apiPath(securityInfoEndpoint.path), ({ request }) => {
      const ctx = begin(sim, request);
      if (isResponse(ctx)) return ctx;
      const a = ctx.account;
      return ok({
        hasPaymentPassword: a.paymentPassword !== null,
        mobile: a.mobile ? maskContact('mobile', a.mobile) : null,
        email: a.email ? maskContact('email', a.email) : null,
        kyc: a.kyc ? { status: a.kyc.status, submittedAt: a.kyc.submittedAt, verifiedAt: a.kyc.verifiedAt } : { status: 'none', submittedAt: null, verifiedAt: null },
      });
    }),

    http.post(apiPath(changePaymentPasswordEndpoint.path), async ({ request }) => {
      const ctx = begin(sim, request);
      if (isResponse(ctx)) return ctx;
      const p = await bodyOf<ChangePaymentPasswordPayload>(request);
      if (ctx.account.paymentPassword === null) return fail('NO_PAYMENT_PASSWORD', 'Please set a payment password first');
      if (!p) return fail('BAD_REQUEST', 'oldPassword, newPassword and confirmPassword are required');
      if (!PAYMENT_PASSWORD.test(p.newPassword ?? '')) return fail('BAD_REQUEST', 'The payment password must be 6 digits', { field: 'newPassword' });
      if (p.newPassword !== p.confirmPassword) return fail('BAD_REQUEST', 'Confirmation password not matched', { field: 'confirmPassword' });
      if (p.newPassword === p.oldPassword) return fail('SAME_PASSWORD', 'The new password and the old password cannot be the same', { field: 'newPassword' });
      // The old payment password last, counted towards its lock.
      const refused = checkPaymentPassword(sim, ctx.session.merchantCode, ctx.account.userName, p.oldPassword, 'oldPassword');
      if (refused) return refused;
      sim.mutate(ctx.session.merchantCode, accountsSlice, (s) => {
        must(s.accounts[ctx.account.userName], ctx.account.userName).paymentPassword = must(p.newPassword, 'new payment password');
      });
      return ok(null);
    }),

    http.post(apiPath(bindContactEndpoint.path), async ({ request }) => {
      const ctx = begin(sim, request);
      if (isResponse(ctx)) return ctx;
      const p = await bodyOf<BindContactPayload>(request);
      if (!p || (p.kind !== 'mobile' && p.kind !== 'email')) return fail('BAD_REQUEST', 'kind must be mobile or email');
      const value = (p.value ?? '').trim();
      const valid = p.kind === 'mobile' ? /^9\d{9}$/.test(value) : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
      if (!valid) return fail('BAD_REQUEST', p.kind === 'mobile' ? 'Please enter a valid mobile number' : 'The email format is incorrect', { field: 'value' });
      // The account's password, a password try like a login's: locked, or counted when wrong.
      const passwordRefusal = sim.mutate(ctx.session.merchantCode, accountsSlice, (s) => {
        const now = sim.now();
        const locked = lockedUntil(s.loginFailures, ctx.account.userName, now);
        if (locked !== null) return accountLocked(locked);
        if (p.password === ctx.account.password) {
          clearFailures(s.loginFailures, ctx.account.userName);
          return null;
        }
        const counted = recordFailure(s.loginFailures, ctx.account.userName, now);
        return 'lockedUntil' in counted ? accountLocked(counted.lockedUntil) : fail('WRONG_OLD_PASSWORD', 'The password is incorrect', { field: 'password' });
      });
      if (passwordRefusal) return passwordRefusal;
      const taken = Object.values(sim.slice(ctx.session.merchantCode, accountsSlice).accounts).some(
        (a) => a.userName !== ctx.account.userName && (p.kind === 'mobile' ? a.mobile === value : a.email === value),
      );
      if (taken) return fail('USERNAME_EXISTS', 'This is already bound to another account', { field: 'value' });
      sim.mutate(ctx.session.merchantCode, accountsSlice, (s) => {
        const a = must(s.accounts[ctx.account.userName], ctx.account.userName);
        if (p.kind === 'mobile') a.mobile = value;
        else a.email = value;
      });
      return ok({ masked: maskContact(p.kind, value) });
    }),

    http.post(apiPath(submitKycEndpoint.path), async ({ request }) => {
      const ctx = begin(sim, request);
      if (isResponse(ctx)) return ctx;
      if (ctx.account.kyc && ctx.account.kyc.status !== 'rejected') return fail('BAD_REQUEST', 'Your identity is already being checked or verified');
      const form = await request.formData().catch(() => null);
      if (!form) return fail('BAD_REQUEST', 'Send the verification as multipart form data');
      const fileOf = (name: string): File | null => {
        const v = form.get(name);
        return v !== null && typeof v !== 'string' ? v : null;
      };
      const text = (name: string) => {
        const v = form.get(name);
        return typeof v === 'string' ? v : '';
      };
      const files = { idFront: fileOf('idFront'), idBack: fileOf('idBack'), selfie: fileOf('selfie') };
      const details = Object.fromEntries(DETAIL_FIELDS.map((f) => [f, text(f).trim()])) as Record<(typeof DETAIL_FIELDS)[number], string>;
      const merchant = sim.merchant(ctx.session.merchantCode);
      const input: KycForm = { ...details, ...files, ageConfirmed: true };
      const problem = checkKyc(input, merchant?.registration.minimumAge ?? 21, sim.now());
      if (problem) return fail('BAD_REQUEST', `Identity verification: ${problem.error}`, { field: problem.field, error: problem.error });
      sim.mutate(ctx.session.merchantCode, accountsSlice, (s) => {
        must(s.accounts[ctx.account.userName], ctx.account.userName).kyc = {
          status: 'pending',
          submittedAt: sim.now(),
          verifiedAt: null,
          details,
          files: Object.entries(files).map(([field, f]) => ({ field, name: f?.name ?? '', type: f?.type ?? '', size: f?.size ?? 0 })),
        };
      });
      return ok({ status: 'pending' });
    }),
  ];
}
