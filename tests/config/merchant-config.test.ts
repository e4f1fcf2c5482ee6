// @vitest-environment node
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { validateMerchant } from '@/config/validate';
import { mergeConfig } from '@/config/merge';
import { merchantJsonSchema } from '../../scripts/json-schemas';
import { readMerchantDir } from '@/config/merchant-validation';

const defaults = JSON.parse(fs.readFileSync('merchants/_defaults.json', 'utf8')) as Record<string, unknown>;
const demo = JSON.parse(fs.readFileSync('merchants/demo.json', 'utf8')) as Record<string, unknown>;

describe('merge rule: objects merge, arrays replace', () => {
  it.each([
    [{ a: { b: 1, c: 2 } }, { a: { c: 3 } }, { a: { b: 1, c: 3 } }],
    [{ a: [1, 2, 3] }, { a: [9] }, { a: [9] }],
    [{ a: 1 }, { b: 2 }, { a: 1, b: 2 }],
    [{ a: { b: 1 } }, { a: null }, { a: null }],
  ])('%j + %j = %j', (base, override, expected) => {
    expect(mergeConfig(base, override)).toEqual(expected);
  });
});

describe('validateMerchant', () => {
  it('accepts every shipped merchant file and freezes the result', () => {
    const results = readMerchantDir('merchants');
    expect(results.map((r) => r.code).sort()).toEqual(['cebu', 'demo', 'manila']);
    for (const r of results) {
      expect(r.problems).toEqual([]);
      expect(Object.isFrozen(r.config?.whitelabel)).toBe(true);
    }
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a flag of the wrong type', { whitelabel: { CBS3: 'yes' } }, 'whitelabel.CBS3', 'expected boolean'],
    ['an unknown flag', { whitelabel: { NOPE3: true } }, 'whitelabel', 'unknown key(s): NOPE3'],
    ['an unknown top-level key', { colour: 'red' }, '', 'unknown key(s): colour'],
    ['an unknown menu id', { memberMenu: ['rewardCenter', 'casinoRoyale'] }, 'memberMenu[1]', 'expected one of'],
    ['an unknown language', { languages: { default: 'XX' } }, 'languages.default', 'expected one of'],
    ['a default language outside the supported list', { languages: { default: 'CN' } }, 'languages.default', 'must be one of languages.supported'],
    [
      'a pattern that is no regular expression',
      { registration: { fields: { email: { enabled: true, required: false, pattern: '([' } } } },
      'registration.fields.email.pattern',
      'valid regular expression',
    ],
    [
      'a field rule with an unknown key',
      { registration: { fields: { email: { enabled: true, required: false, shown: 1 } } } },
      'registration.fields.email',
      'unknown key(s): shown',
    ],
    ['no registration method', { registration: { methods: { username: false, mobile: false } } }, 'registration.methods', 'at least one'],
    ['an unknown api mode', { api: { mode: 'staging' } }, 'api.mode', 'expected one of'],
    ['a brand colour that is no colour', { theme: { brand: { primary: 'gold' } } }, 'theme.brand.primary', '#hex'],
  ])('names the path of %s', (_label, patch, path, message) => {
    const result = validateMerchant(mergeConfig(demo, patch), defaults);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const problem = result.problems.find((p) => p.path === path);
    expect(problem, JSON.stringify(result.problems)).toBeDefined();
    expect(problem?.message).toContain(message);
  });

  it('requires what the defaults do not supply', () => {
    const { code: _c, ...noCode } = demo;
    const result = validateMerchant(noCode, defaults);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.map((p) => p.path)).toContain('code');
  });
});

describe('generated JSON Schema', () => {
  it('is up to date with the zod schema (run npm run schemas)', () => {
    const committed = JSON.parse(fs.readFileSync('schemas/merchant.schema.json', 'utf8')) as unknown;
    expect(committed).toEqual(merchantJsonSchema());
  });

  it('is named by every merchant file', () => {
    for (const f of fs.readdirSync('merchants').filter((n) => n.endsWith('.json') && n !== 'index.json')) {
      const json = JSON.parse(fs.readFileSync(`merchants/${f}`, 'utf8')) as { $schema?: string };
      expect(json.$schema, f).toBe('../schemas/merchant.schema.json');
    }
  });
});

describe('npm run merchants:validate', () => {
  const run = (dir: string) => {
    try {
      return { code: 0, out: execFileSync('npx', ['tsx', 'scripts/validate-merchants.ts', dir], { encoding: 'utf8', stdio: 'pipe' }) };
    } catch (e) {
      const err = e as { status: number; stderr: string };
      return { code: err.status, out: err.stderr };
    }
  };

  it('exits 0 on the shipped files', () => {
    expect(run('merchants').code).toBe(0);
  });

  it('exits non-zero naming the file and path of a broken copy', () => {
    const dir = fs.mkdtempSync('/tmp/palaro-merchants-');
    fs.copyFileSync('merchants/_defaults.json', `${dir}/_defaults.json`);
    fs.writeFileSync(`${dir}/acme.json`, JSON.stringify({ ...demo, code: 'acme', whitelabel: { CBS3: 'yes' } }));
    const result = run(dir);
    expect(result.code).not.toBe(0);
    expect(result.out).toMatch(/acme\.json: whitelabel\.CBS3: expected boolean/);
  });
});

describe('registration settings contract', () => {
  it('names exactly the registration fields of the merchant schema, and the zod schema parses what it describes', async () => {
    const { registrationSettingsJsonSchema } = await import('@/api/contracts/registration-settings');
    const { REGISTRATION_FIELD_IDS } = await import('@/config/schema');
    const { registrationSettingsSchema } = await import('@/api/endpoints/registration-settings');
    expect(Object.keys(registrationSettingsJsonSchema.properties.fields.properties).sort()).toEqual([...REGISTRATION_FIELD_IDS].sort());
    const sample = { fields: { email: { enabled: true, required: false }, captcha: { enabled: false } } };
    expect(registrationSettingsSchema.parse(sample)).toEqual(sample);
    expect(registrationSettingsSchema.safeParse({ fields: { email: { enabled: 'yes' } } }).success).toBe(false);
    const committed = JSON.parse(fs.readFileSync('schemas/registration-settings.schema.json', 'utf8')) as unknown;
    expect(committed).toEqual(registrationSettingsJsonSchema);
  });
});
