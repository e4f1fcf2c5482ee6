// Registration, login and password-change forms: which fields show, in which order, with which
// rules; and their validation (first invalid field wins; optional empty fields pass).
import { REGISTRATION_FIELD_IDS, type MerchantConfig, type RegistrationFieldId } from '@/config/schema';

export type RegistrationMethod = 'username' | 'mobile';
export type InputType = 'text' | 'password' | 'tel' | 'email' | 'numeric';

export interface FormField {
  readonly id: RegistrationFieldId;
  readonly labelKey: string;
  readonly inputType: InputType;
  readonly required: boolean;
  /** Regular expression source the value must match (when not empty). */
  readonly pattern?: string;
  /** Message (i18n key) when the pattern fails. */
  readonly messageKey?: string;
  readonly maxLength?: number;
  readonly autoComplete: string;
}

export interface PlatformRegistrationSettings {
  readonly fields?: Partial<Record<RegistrationFieldId, { enabled?: boolean; required?: boolean }>>;
}

export const CAPTCHA_MAX_LENGTH = 6;
export const VERIFICATION_CODE_MAX_LENGTH = 10;
export const MOBILE_MAX_LENGTH = 20;

/** The registration payload's name of each field: its id, but for the confirmation (the spec's `confimpsw`). */
const PAYLOAD_NAMES = { confimpsw: 'confirmPassword' } as const;
type Renamed = keyof typeof PAYLOAD_NAMES;
export type RegistrationPayloadName = Exclude<RegistrationFieldId, Renamed> | (typeof PAYLOAD_NAMES)[Renamed];

const isRenamed = (id: RegistrationFieldId): id is Renamed => id in PAYLOAD_NAMES;

/** Where a field's value goes in the registration payload. */
export const payloadNameOf = (id: RegistrationFieldId): RegistrationPayloadName => (isRenamed(id) ? PAYLOAD_NAMES[id] : id);

/** Every payload name of a registration field (for the payload's contract). */
export const REGISTRATION_PAYLOAD_NAMES: readonly RegistrationPayloadName[] = REGISTRATION_FIELD_IDS.map(payloadNameOf);

/** How each registration field is typed in. A new field is its entry here, in the merchant schema and in the texts. */
const INPUT: Readonly<Record<RegistrationFieldId, { inputType: InputType; autoComplete: string; maxLength?: number; asTyped?: true }>> = {
  username: { inputType: 'text', autoComplete: 'username' },
  mobileNum: { inputType: 'tel', autoComplete: 'tel-national', maxLength: MOBILE_MAX_LENGTH },
  verificationCode: { inputType: 'numeric', autoComplete: 'one-time-code', maxLength: VERIFICATION_CODE_MAX_LENGTH },
  password: { inputType: 'password', autoComplete: 'new-password', asTyped: true },
  confimpsw: { inputType: 'password', autoComplete: 'new-password', asTyped: true },
  paymentPassword: { inputType: 'password', autoComplete: 'off' },
  idNumber: { inputType: 'text', autoComplete: 'off' },
  qqNum: { inputType: 'numeric', autoComplete: 'off' },
  facebook: { inputType: 'text', autoComplete: 'off' },
  wechat: { inputType: 'text', autoComplete: 'off' },
  line: { inputType: 'text', autoComplete: 'off' },
  whatsapp: { inputType: 'tel', autoComplete: 'off' },
  zalo: { inputType: 'text', autoComplete: 'off' },
  email: { inputType: 'email', autoComplete: 'email' },
  nickname: { inputType: 'text', autoComplete: 'nickname' },
  payeeName: { inputType: 'text', autoComplete: 'name' },
  recommenderId: { inputType: 'text', autoComplete: 'off' },
  affiliateCode: { inputType: 'text', autoComplete: 'off' },
  captcha: { inputType: 'numeric', autoComplete: 'off', maxLength: CAPTCHA_MAX_LENGTH },
};

/** Fields that belong to one method only; the method needs them, so they show and are required. */
const METHOD_FIELDS: Readonly<Record<RegistrationMethod, readonly RegistrationFieldId[]>> = {
  username: ['username'],
  mobile: ['mobileNum', 'verificationCode'],
};
const METHOD_ONLY = new Set<RegistrationFieldId>([...METHOD_FIELDS.username, ...METHOD_FIELDS.mobile]);

export interface RegistrationMethods {
  readonly methods: readonly RegistrationMethod[];
  readonly default: RegistrationMethod;
  /** The username/mobile toggle shows only when both methods are on. */
  readonly showToggle: boolean;
}

export function registrationMethods(config: MerchantConfig): RegistrationMethods {
  const { username, mobile } = config.registration.methods;
  const methods: RegistrationMethod[] = [];
  if (username) methods.push('username');
  if (mobile) methods.push('mobile');
  return { methods, default: mobile && !username ? 'mobile' : 'username', showToggle: username && mobile };
}

/**
 * The registration form for a method. A field shows when it is enabled in the merchant file and
 * the platform does not switch it off (the file wins for enabled=false); the platform may make a
 * field required. The method's own fields always show and are required (registering by username,
 * the mobile number is an ordinary field, shown when enabled); the captcha needs module
 * CAPTCHA3 too and is then required; the confirmation shows, required, whenever the password does.
 */
export function buildRegistrationForm(config: MerchantConfig, method: RegistrationMethod, platformSettings?: PlatformRegistrationSettings): FormField[] {
  const rules = config.registration.fields;
  const form: FormField[] = [];
  const passwordShown = rules.password.enabled && platformSettings?.fields?.password?.enabled !== false;
  for (const id of REGISTRATION_FIELD_IDS) {
    const rule = rules[id];
    const platform = platformSettings?.fields?.[id];
    let shown: boolean;
    let required: boolean;
    if (METHOD_FIELDS[method].includes(id)) {
      shown = true;
      required = true;
    } else if (id === 'mobileNum') {
      // Registering by username, the mobile number is an ordinary field: shown when enabled.
      shown = rule.enabled && platform?.enabled !== false;
      required = rule.required || platform?.required === true;
    } else if (METHOD_ONLY.has(id)) {
      shown = false;
      required = false;
    } else if (id === 'confimpsw') {
      shown = passwordShown;
      required = true;
    } else if (id === 'captcha') {
      shown = config.modules.includes('CAPTCHA3') && rule.enabled && platform?.enabled !== false;
      required = true;
    } else {
      shown = rule.enabled && platform?.enabled !== false;
      required = rule.required || platform?.required === true;
    }
    if (!shown) continue;
    const input = INPUT[id];
    form.push({
      id,
      labelKey: `field.${id}`,
      inputType: input.inputType,
      required,
      ...(rule.pattern ? { pattern: rule.pattern } : {}),
      ...(rule.message ? { messageKey: rule.message } : {}),
      ...(input.maxLength ? { maxLength: input.maxLength } : {}),
      autoComplete: input.autoComplete,
    });
  }
  return form;
}

/**
 * The registration payload's part that comes from the form: the value of every field the form
 * shows, under its payload name, trimmed (a password as typed); empty values are left out.
 */
export function registrationPayloadFields(form: readonly FormField[], values: FormValues): Partial<Record<RegistrationPayloadName, string>> {
  const out: Partial<Record<RegistrationPayloadName, string>> = {};
  for (const field of form) {
    const raw = values[field.id];
    const value = INPUT[field.id].asTyped ? raw : raw?.trim();
    if (value !== undefined && value !== null && value !== '') out[payloadNameOf(field.id)] = value;
  }
  return out;
}

export type FormValues = Readonly<Partial<Record<string, string | null | undefined>>>;

export interface FieldError {
  readonly field: string;
  readonly messageKey: string;
}

const isEmpty = (v: string | null | undefined): boolean => v === null || v === undefined || v.trim() === '';

const patternCache = new Map<string, RegExp>();
function matches(pattern: string, value: string): boolean {
  let re = patternCache.get(pattern);
  if (!re) {
    re = new RegExp(pattern);
    patternCache.set(pattern, re);
  }
  return re.test(value);
}

/** The error of one field of the form, or null. Use it to re-check the confirmation live. */
export function validateField(field: FormField, values: FormValues): FieldError | null {
  const value = values[field.id];
  if (isEmpty(value)) {
    if (!field.required) return null;
    return { field: field.id, messageKey: field.id === 'captcha' ? 'error.captchaRequired' : 'error.required' };
  }
  const v = value ?? '';
  const invalid = field.messageKey ?? 'error.invalid';
  if (field.maxLength !== undefined && v.length > field.maxLength) return { field: field.id, messageKey: invalid };
  if (field.inputType === 'numeric' && !/^\d+$/.test(v)) return { field: field.id, messageKey: invalid };
  if (field.pattern && !matches(field.pattern, v)) return { field: field.id, messageKey: invalid };
  if (field.id === 'confimpsw' && v !== (values.password ?? '')) {
    return { field: field.id, messageKey: 'error.confirmMismatch' };
  }
  return null;
}

/** The first invalid field in form order (the one to focus), or null when the form is valid. */
export function validateRegistration(form: readonly FormField[], values: FormValues): FieldError | null {
  for (const field of form) {
    const error = validateField(field, values);
    if (error) return error;
  }
  return null;
}

// ------------------------------------------------------------------ login

export type LoginMethod = 'username' | 'sms';
export type LoginRuleId = keyof MerchantConfig['login']['rules'];

export const LOGIN_RULES_BY_METHOD: Readonly<Record<LoginMethod, readonly LoginRuleId[]>> = {
  username: ['loginUsername', 'loginPassword'],
  sms: ['loginMobileNum', 'verificationCode'],
};

/** Login tabs: username and password always; the SMS-code tab when the merchant turns it on. */
export function loginMethods(config: MerchantConfig): LoginMethod[] {
  return config.login.smsTab ? ['username', 'sms'] : ['username'];
}

export interface LoginValues {
  readonly username?: string | null;
  readonly password?: string | null;
  readonly mobileNum?: string | null;
  readonly verificationCode?: string | null;
  readonly captcha?: string | null;
}

function ruleError(config: MerchantConfig, rule: LoginRuleId, field: string, value: string): FieldError | null {
  const r = config.login.rules[rule];
  return matches(r.pattern, value) ? null : { field, messageKey: r.message };
}

/**
 * Login validation with the named rule sets. Username tab: an empty username or password gives
 * 'error.enterUsernamePassword' (EN 'Please enter the username and password'), else each rule's
 * message. SMS tab: each rule's message. The captcha, when shown, must be filled.
 */
export function validateLogin(config: MerchantConfig, method: LoginMethod, values: LoginValues, opts: { captchaShown?: boolean } = {}): FieldError | null {
  if (method === 'username') {
    const { username, password } = values;
    if (isEmpty(username)) return { field: 'username', messageKey: 'error.enterUsernamePassword' };
    if (isEmpty(password)) return { field: 'password', messageKey: 'error.enterUsernamePassword' };
    const e = ruleError(config, 'loginUsername', 'username', (username ?? '').trim()) ?? ruleError(config, 'loginPassword', 'password', password ?? '');
    if (e) return e;
  } else {
    const e =
      ruleError(config, 'loginMobileNum', 'mobileNum', (values.mobileNum ?? '').trim()) ??
      ruleError(config, 'verificationCode', 'verificationCode', (values.verificationCode ?? '').trim());
    if (e) return e;
  }
  if (opts.captchaShown && isEmpty(values.captcha)) return { field: 'captcha', messageKey: 'error.captchaRequired' };
  return null;
}

// ------------------------------------------------------------------ password change

export interface PasswordChangeValues {
  readonly old?: string | null;
  readonly next: string;
  readonly confirm: string;
  /** A pending password is held (first login or expired): the old password is not asked. */
  readonly hasPendingPassword: boolean;
}

/**
 * Change-password validation, first error wins: old password (asked only without a pending
 * password; 'error.enterPassword' when empty, else the loginPassword rule), new password
 * ('error.enterPassword', 'error.format.password' when it fails the loginPassword rule (a config
 * given), 'error.samePassword' when equal to the old one), confirmation ('error.required',
 * 'error.confirmMismatch'). A reset (forgotten password) is a change with no old password.
 */
export function validatePasswordChange(values: PasswordChangeValues, config?: MerchantConfig): FieldError | null {
  const { old, next, confirm, hasPendingPassword } = values;
  if (!hasPendingPassword) {
    if (isEmpty(old)) return { field: 'old', messageKey: 'error.enterPassword' };
    if (config) {
      const e = ruleError(config, 'loginPassword', 'old', old ?? '');
      if (e) return e;
    }
  }
  if (isEmpty(next)) return { field: 'next', messageKey: 'error.enterPassword' };
  // A new password is one the member can log in with: the loginPassword rule's pattern, with a
  // message about its format (the rule's own message, 'Enter password', is the login field's).
  if (config && ruleError(config, 'loginPassword', 'next', next)) return { field: 'next', messageKey: 'error.format.password' };
  if (!isEmpty(old) && next === old) return { field: 'next', messageKey: 'error.samePassword' };
  if (isEmpty(confirm)) return { field: 'confirm', messageKey: 'error.required' };
  if (confirm !== next) return { field: 'confirm', messageKey: 'error.confirmMismatch' };
  return null;
}
