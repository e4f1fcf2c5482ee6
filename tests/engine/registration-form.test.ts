// @vitest-environment node
import {
  buildRegistrationForm,
  loginMethods,
  LOGIN_RULES_BY_METHOD,
  registrationMethods,
  validateField,
  validateLogin,
  validatePasswordChange,
  validateRegistration,
  type FormField,
} from '@/engine/registration-form';
import { merchant } from './fixtures';

const ids = (form: readonly FormField[]): string[] => form.map((f) => f.id);
const field = (form: readonly FormField[], id: string) => form.find((f) => f.id === id);

describe('registrationMethods', () => {
  it.each([
    [true, false, ['username'], 'username', false],
    [true, true, ['username', 'mobile'], 'username', true],
    [false, true, ['mobile'], 'mobile', false],
  ])('username %s, mobile %s → %j, default %s, toggle %s', (username, mobile, methods, def, toggle) => {
    const c = merchant({ registration: { methods: { username, mobile } } });
    expect(registrationMethods(c)).toEqual({ methods, default: def, showToggle: toggle });
  });

  it('shipped merchants', () => {
    expect(registrationMethods(merchant({}, 'manila'))).toEqual({ methods: ['mobile'], default: 'mobile', showToggle: false });
    expect(registrationMethods(merchant({}, 'demo')).showToggle).toBe(true);
  });
});

describe('buildRegistrationForm', () => {
  const demo = merchant();

  it('username method: username, the mobile number where enabled (no SMS code), enabled fields in spec order', () => {
    expect(ids(buildRegistrationForm(demo, 'username'))).toEqual(['username', 'mobileNum', 'password', 'confimpsw', 'email', 'nickname', 'affiliateCode']);
  });

  it('mobile method: mobile number and SMS code, no username', () => {
    expect(ids(buildRegistrationForm(demo, 'mobile'))).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confimpsw',
      'email',
      'nickname',
      'affiliateCode',
    ]);
  });

  it('input details of the method fields', () => {
    const form = buildRegistrationForm(demo, 'mobile');
    expect(field(form, 'mobileNum')).toMatchObject({
      inputType: 'tel',
      maxLength: 20,
      required: true,
      pattern: '^9\\d{9}$',
      messageKey: 'error.format.mobile',
    });
    expect(field(form, 'verificationCode')).toMatchObject({ inputType: 'numeric', maxLength: 10, required: true, autoComplete: 'one-time-code' });
    expect(field(form, 'password')).toMatchObject({ inputType: 'password', required: true, autoComplete: 'new-password' });
    expect(field(form, 'confimpsw')).toMatchObject({ inputType: 'password', required: true });
    expect(field(form, 'email')).toMatchObject({ inputType: 'email', required: false, autoComplete: 'email' });
    expect(field(form, 'nickname')?.labelKey).toBe('field.nickname');
  });

  it.each([
    ['captcha field on, module CAPTCHA3 off', { registration: { fields: { captcha: { enabled: true, required: false } } } }, false],
    ['module on, captcha field off', { modules: ['REG3', 'CAPTCHA3'] }, false],
    ['both on', { modules: ['REG3', 'CAPTCHA3'], registration: { fields: { captcha: { enabled: true, required: false } } } }, true],
  ])('captcha: %s → shown %s', (_label, patch, shown) => {
    const form = buildRegistrationForm(merchant(patch), 'username');
    expect(ids(form).includes('captcha')).toBe(shown);
    if (shown) expect(field(form, 'captcha')).toMatchObject({ inputType: 'numeric', maxLength: 6, required: true });
  });

  it('manila (mobile only, captcha): the captcha comes last', () => {
    expect(ids(buildRegistrationForm(merchant({}, 'manila'), 'mobile'))).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confimpsw',
      'payeeName',
      'captcha',
    ]);
  });

  it('confirmation is required even when the file says otherwise', () => {
    const c = merchant({ registration: { fields: { confimpsw: { enabled: true, required: false } } } });
    expect(field(buildRegistrationForm(c, 'username'), 'confimpsw')?.required).toBe(true);
  });

  it('no password, no confirmation', () => {
    const c = merchant({ registration: { fields: { password: { enabled: false, required: false } } } });
    expect(ids(buildRegistrationForm(c, 'username'))).toEqual(['username', 'mobileNum', 'email', 'nickname', 'affiliateCode']);
  });

  it.each<[string, Parameters<typeof buildRegistrationForm>[2], string, boolean | undefined, boolean | undefined]>([
    ['platform switches a field off', { fields: { email: { enabled: false } } }, 'email', false, undefined],
    ['platform cannot switch on a field the file switches off', { fields: { qqNum: { enabled: true } } }, 'qqNum', false, undefined],
    ['platform makes a field required', { fields: { nickname: { required: true } } }, 'nickname', true, true],
    ['platform cannot make a required field optional', { fields: { username: { required: false } } }, 'username', true, true],
    ['platform silent', {}, 'email', true, false],
  ])('%s', (_label, platform, id, shown, required) => {
    const form = buildRegistrationForm(demo, 'username', platform);
    expect(ids(form).includes(id)).toBe(shown);
    if (required !== undefined) expect(field(form, id)?.required).toBe(required);
  });

  it('platform switching the password off drops the confirmation too', () => {
    expect(ids(buildRegistrationForm(demo, 'username', { fields: { password: { enabled: false } } }))).not.toContain('confimpsw');
  });
});

describe('validateRegistration', () => {
  const form = buildRegistrationForm(
    merchant({
      modules: ['REG3', 'CAPTCHA3'],
      registration: { fields: { captcha: { enabled: true, required: true, pattern: '^\\d{1,6}$', message: 'error.format.captcha' } } },
    }),
    'username',
  );
  const good = { username: 'player01', password: 'abc12345', confimpsw: 'abc12345', captcha: '1234' };

  it('accepts a valid form with optional fields left empty', () => {
    expect(validateRegistration(form, good)).toBeNull();
    expect(validateRegistration(form, { ...good, email: '', nickname: '   ', affiliateCode: undefined })).toBeNull();
  });

  it.each<[string, Record<string, string>, string, string]>([
    ['empty required username', { username: '' }, 'username', 'error.required'],
    ['blank required username', { username: '  ' }, 'username', 'error.required'],
    ['username pattern', { username: '1abc' }, 'username', 'error.format.account'],
    ['password pattern', { password: 'short' }, 'password', 'error.format.password'],
    ['empty confirmation', { confimpsw: '' }, 'confimpsw', 'error.required'],
    ['confirmation mismatch', { confimpsw: 'abc12346' }, 'confimpsw', 'error.confirmMismatch'],
    ['optional email filled wrongly', { email: 'nope' }, 'email', 'error.format.email'],
    ['empty captcha', { captcha: '' }, 'captcha', 'error.captchaRequired'],
    ['captcha too long', { captcha: '1234567' }, 'captcha', 'error.format.captcha'],
    ['captcha not numeric', { captcha: '12a' }, 'captcha', 'error.format.captcha'],
  ])('%s', (_label, patch, fieldId, messageKey) => {
    expect(validateRegistration(form, { ...good, ...patch })).toEqual({ field: fieldId, messageKey });
  });

  it('reports the first invalid field in form order', () => {
    expect(validateRegistration(form, { username: '', password: 'x', confimpsw: 'y', captcha: '' })?.field).toBe('username');
    expect(validateRegistration(form, { ...good, password: 'x', confimpsw: 'y', captcha: '' })?.field).toBe('password');
    expect(validateRegistration(form, { ...good, email: 'bad', captcha: '' })?.field).toBe('email');
  });

  it('re-checks the confirmation against the current password', () => {
    const confirm = field(form, 'confimpsw');
    if (!confirm) throw new Error('no confirmation field');
    expect(validateField(confirm, { password: 'abc12345', confimpsw: 'abc12345' })).toBeNull();
    expect(validateField(confirm, { password: 'abc99999', confimpsw: 'abc12345' })?.messageKey).toBe('error.confirmMismatch');
  });

  it('mobile form: SMS code length and the mobile pattern', () => {
    const mobile = buildRegistrationForm(merchant(), 'mobile');
    const ok = { mobileNum: '9171234567', verificationCode: '123456', password: 'abc12345', confimpsw: 'abc12345' };
    expect(validateRegistration(mobile, ok)).toBeNull();
    expect(validateRegistration(mobile, { ...ok, mobileNum: '0917' })).toEqual({ field: 'mobileNum', messageKey: 'error.format.mobile' });
    expect(validateRegistration(mobile, { ...ok, verificationCode: '12345678901' })).toEqual({
      field: 'verificationCode',
      messageKey: 'error.format.verificationCode',
    });
    expect(validateRegistration(mobile, { ...ok, verificationCode: '' })).toEqual({ field: 'verificationCode', messageKey: 'error.required' });
  });

  it('a field without a rule message falls back to error.invalid', () => {
    const f: FormField = { id: 'nickname', labelKey: 'field.nickname', inputType: 'text', required: false, pattern: '^a+$', autoComplete: 'off' };
    expect(validateField(f, { nickname: 'b' })).toEqual({ field: 'nickname', messageKey: 'error.invalid' });
  });
});

describe('login', () => {
  const demo = merchant();

  it('methods and rule sets', () => {
    expect(loginMethods(demo)).toEqual(['username', 'sms']);
    expect(loginMethods(merchant({}, 'manila'))).toEqual(['username']);
    expect(LOGIN_RULES_BY_METHOD).toEqual({ username: ['loginUsername', 'loginPassword'], sms: ['loginMobileNum', 'verificationCode'] });
  });

  it.each<[string, 'username' | 'sms', Record<string, string>, { captchaShown?: boolean }, unknown]>([
    ['valid username login', 'username', { username: 'demoplayer', password: 'Demo1234' }, {}, null],
    ['empty username', 'username', { username: '', password: 'Demo1234' }, {}, { field: 'username', messageKey: 'error.enterUsernamePassword' }],
    ['empty password', 'username', { username: 'demoplayer', password: '' }, {}, { field: 'password', messageKey: 'error.enterUsernamePassword' }],
    ['username rule', 'username', { username: 'ab', password: 'Demo1234' }, {}, { field: 'username', messageKey: 'error.rule.loginUsername' }],
    ['password rule', 'username', { username: 'demoplayer', password: '123' }, {}, { field: 'password', messageKey: 'error.rule.loginPassword' }],
    [
      'captcha shown and empty',
      'username',
      { username: 'demoplayer', password: 'Demo1234' },
      { captchaShown: true },
      { field: 'captcha', messageKey: 'error.captchaRequired' },
    ],
    ['captcha shown and filled', 'username', { username: 'demoplayer', password: 'Demo1234', captcha: '1234' }, { captchaShown: true }, null],
    ['valid sms login', 'sms', { mobileNum: '9171234567', verificationCode: '123456' }, {}, null],
    ['mobile rule', 'sms', { mobileNum: '123', verificationCode: '123456' }, {}, { field: 'mobileNum', messageKey: 'error.rule.loginMobileNum' }],
    ['empty mobile', 'sms', { mobileNum: '', verificationCode: '123456' }, {}, { field: 'mobileNum', messageKey: 'error.rule.loginMobileNum' }],
    ['code rule', 'sms', { mobileNum: '9171234567', verificationCode: '12' }, {}, { field: 'verificationCode', messageKey: 'error.rule.verificationCode' }],
  ])('%s', (_label, method, values, opts, expected) => {
    expect(validateLogin(demo, method, values, opts)).toEqual(expected);
  });

  it('uses the merchant rules', () => {
    const strict = merchant({ login: { rules: { loginUsername: { pattern: '^x+$', message: 'custom.rule' } } } });
    expect(validateLogin(strict, 'username', { username: 'demoplayer', password: 'Demo1234' })).toEqual({ field: 'username', messageKey: 'custom.rule' });
  });
});

describe('validatePasswordChange', () => {
  const demo = merchant();
  it.each<[string, Parameters<typeof validatePasswordChange>[0], unknown]>([
    ['valid', { old: 'Demo1234', next: 'Demo5678', confirm: 'Demo5678', hasPendingPassword: false }, null],
    ['old missing', { old: '', next: 'Demo5678', confirm: 'Demo5678', hasPendingPassword: false }, { field: 'old', messageKey: 'error.enterPassword' }],
    [
      'old fails loginPassword',
      { old: '12', next: 'Demo5678', confirm: 'Demo5678', hasPendingPassword: false },
      { field: 'old', messageKey: 'error.rule.loginPassword' },
    ],
    ['old not asked with a pending password', { next: 'Demo5678', confirm: 'Demo5678', hasPendingPassword: true }, null],
    ['new missing', { old: 'Demo1234', next: '', confirm: '', hasPendingPassword: false }, { field: 'next', messageKey: 'error.enterPassword' }],
    [
      'new fails loginPassword',
      { old: 'Demo1234', next: 'abc', confirm: 'abc', hasPendingPassword: false },
      { field: 'next', messageKey: 'error.format.password' },
    ],
    [
      'a reset (no old password) to a password no login accepts',
      { next: 'abc', confirm: 'abc', hasPendingPassword: true },
      { field: 'next', messageKey: 'error.format.password' },
    ],
    [
      'a reset to a password with a space',
      { next: 'Demo 1234', confirm: 'Demo 1234', hasPendingPassword: true },
      { field: 'next', messageKey: 'error.format.password' },
    ],
    [
      'new equals old',
      { old: 'Demo1234', next: 'Demo1234', confirm: 'Demo1234', hasPendingPassword: false },
      { field: 'next', messageKey: 'error.samePassword' },
    ],
    ['confirm missing', { old: 'Demo1234', next: 'Demo5678', confirm: '', hasPendingPassword: false }, { field: 'confirm', messageKey: 'error.required' }],
    [
      'confirm mismatch',
      { old: 'Demo1234', next: 'Demo5678', confirm: 'Demo5679', hasPendingPassword: false },
      { field: 'confirm', messageKey: 'error.confirmMismatch' },
    ],
  ])('%s', (_label, values, expected) => {
    expect(validatePasswordChange(values, demo)).toEqual(expected);
  });

  it('without a config, only the structural rules apply', () => {
    expect(validatePasswordChange({ old: 'a', next: 'b', confirm: 'b', hasPendingPassword: false })).toBeNull();
    expect(validatePasswordChange({ old: 'a', next: 'a', confirm: 'a', hasPendingPassword: false })?.messageKey).toBe('error.samePassword');
  });
});
