// Registration of the demo platform: the merchant's fields and methods, SMS codes with expiry (the
// code request answers alike for registered and unknown numbers), invitation codes, field
// availability and the registration settings.
import { http, type HttpHandler } from 'msw';
import type { MerchantConfig } from '@/config/schema';
import { apiPath, fail, isResponse, ok, type Simulator } from '@/platform-sim/kernel';
import { decryptRequest } from '@/platform-sim/decrypt';
import { registerEndpoint, type RegisterPayload } from '@/api/endpoints/register';
import { smsCodeEndpoint, type SmsCodePayload } from '@/api/endpoints/sms-code';
import { invitationCodeEndpoint } from '@/api/endpoints/invitation-code';
import { fieldAvailabilityEndpoint } from '@/api/endpoints/field-availability';
import { registrationSettingsEndpoint } from '@/api/endpoints/registration-settings';
import { accountsSlice, DEMO_SMS_CODE, newAccount, SMS_CODE_TTL_MS } from '@/platform-sim/areas/accounts/state';
import { checkSms, merchantFor, nonEmpty, solveCaptcha } from '@/platform-sim/areas/accounts/checks';
import { loginMethods } from '@/engine/registration-form';

function checkRegistrationFields(merchant: MerchantConfig, method: 'username' | 'mobile', p: RegisterPayload): string | null {
  const fields = merchant.registration.fields;
  for (const [id, rule] of Object.entries(fields)) {
    if (!rule.enabled || id === 'captcha' || id === 'verificationCode' || id === 'confimpsw') continue;
    if (id === 'username' && method !== 'username') continue;
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

export function registrationHandlers(sim: Simulator): HttpHandler[] {
  return [
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
        if (withCaptcha && !solveCaptcha(s, p.captchaId, p.captcha, sim.now())) return { error: 'CAPTCHA_WRONG' as const, field: 'captcha' };
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
        }
        if (nonEmpty(p.mobileNum) && Object.values(s.accounts).some((a) => a.mobile === p.mobileNum))
          return { error: 'USERNAME_EXISTS' as const, field: 'mobileNum' };
        const userName = method === 'username' ? (p.username ?? '').trim() : `m${p.mobileNum ?? ''}`;
        if (s.accounts[userName] || s.accounts[userName.toLowerCase()]) return { error: 'USERNAME_EXISTS' as const, field: 'username' };
        s.accounts[userName] = newAccount(
          {
            userName,
            password: p.password,
            type: 0,
            paymentPassword: nonEmpty(p.paymentPassword) ? p.paymentPassword : null,
            nickname: nonEmpty(p.nickname) ? p.nickname : userName,
            mobile: nonEmpty(p.mobileNum) ? p.mobileNum : null,
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
      if (p.purpose === 'login' && !loginMethods(merchant).includes('sms')) return fail('SMS_LOGIN_OFF', 'SMS login is not available');
      // The same answer whether or not the number is registered: the request tells nobody who is
      // (a code sent to an unknown number opens nothing).
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
  ];
}
