// @vitest-environment node
// The config reference (docs/merchant-config.md): every key of the schema described, the file
// current, and validation problems linking to stable sections of it.
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { FLAG_CODES, MODULE_IDS, merchantSchema } from '@/config/schema';
import { FLAG_DOCS, KEY_DOCS, MODULE_DOCS, describeKey, patternMatches, sectionIntro } from '@/config/schema-docs';
import { KEYS_ANCHOR, MERCHANT_CONFIG_DOC, docAnchor, docLink, validateMerchant } from '@/config/validate';
import { mergeConfig } from '@/config/merge';
import { merchantKeys, renderMerchantConfigDoc } from '../../scripts/docs-config';

const defaults = JSON.parse(fs.readFileSync('merchants/_defaults.json', 'utf8')) as Record<string, unknown>;
const demo = JSON.parse(fs.readFileSync('merchants/demo.json', 'utf8')) as Record<string, unknown>;
const TOP_LEVEL = Object.keys(merchantSchema.shape);
const committed = () => fs.readFileSync(MERCHANT_CONFIG_DOC, 'utf8');
/** The ids of the anchors the reference defines. */
const anchorsOf = (md: string) => new Set([...md.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]));

describe('descriptions (src/config/schema-docs.ts)', () => {
  const keys = merchantKeys({ collapse: false });

  it('describe every key of the schema, down to the keys of list items', () => {
    expect(keys.length).toBeGreaterThan(150);
    const undescribed = keys.filter((k) => !describeKey(k.path)?.trim()).map((k) => k.path);
    expect(undescribed, 'add a line for each to src/config/schema-docs.ts').toEqual([]);
  });

  it('name no key the schema does not have', () => {
    const stale = Object.keys(KEY_DOCS).filter((pattern) => !keys.some((k) => patternMatches(pattern, k.path)));
    expect(stale, 'remove these from src/config/schema-docs.ts').toEqual([]);
  });

  it('give every top-level key a section intro, every flag and module its meaning', () => {
    for (const key of TOP_LEVEL) expect(sectionIntro(key), key).toBeTruthy();
    for (const code of FLAG_CODES) expect(FLAG_DOCS[code].length, code).toBeGreaterThan(20);
    for (const id of MODULE_IDS) expect(MODULE_DOCS[id].length, id).toBeGreaterThan(20);
  });

  it('prefer an exact entry to a pattern, and the pattern with fewer wildcards', () => {
    expect(describeKey('registration.fields.email')).toBe('Email address.');
    expect(describeKey('registration.fields.email.pattern')).toMatch(/Regular expression/);
    expect(describeKey('whitelabel.CBS3')).toBe(FLAG_DOCS.CBS3);
    expect(describeKey('nope.nothing')).toBeUndefined();
  });
});

describe('docs/merchant-config.md', () => {
  it('is current (run npm run docs:config)', () => {
    expect(committed()).toBe(renderMerchantConfigDoc());
  });

  it('lists every top-level key, flag code and module id, with the defaults', () => {
    const md = committed();
    for (const key of TOP_LEVEL) expect(md, key).toContain(`## ${key}\n`);
    for (const code of FLAG_CODES) expect(md, code).toContain(`| \`${code}\` | \`true\` |`);
    for (const id of MODULE_IDS) expect(md, id).toContain(`| \`${id}\` |`);
    expect(md).toContain('| `api.timeoutMs` | integer | `10000` | 1000 to 60000 |');
    expect(md).toContain('| `languages.default` | string | `"TY"` | `EN`, `TY`, `CN`, `TH`, `VI` |');
  });

  it('has a stable anchor per top-level key, unique, plus the key list', () => {
    // Pinned: links in validation output, README and other documents rely on these.
    expect(docAnchor('whitelabel')).toBe('whitelabel');
    expect(docAnchor('trialMerchantCode')).toBe('trialmerchantcode');
    expect(docAnchor('responsibleGaming')).toBe('responsiblegaming');
    expect(docAnchor('$schema')).toBe('schema');
    expect(KEYS_ANCHOR).toBe('keys');
    const anchors = anchorsOf(committed());
    const wanted = [KEYS_ANCHOR, 'flag-codes', 'module-ids', ...TOP_LEVEL.map(docAnchor)];
    expect(new Set(wanted).size).toBe(wanted.length);
    for (const a of wanted) expect(anchors.has(a), a).toBe(true);
  });

  it('links only to anchors it has', () => {
    const md = committed();
    const anchors = anchorsOf(md);
    const targets = [...md.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1]);
    expect(targets.length).toBeGreaterThan(30);
    for (const t of targets) expect(anchors.has(t), t).toBe(true);
  });
});

describe('validation problems link to the reference', () => {
  const problemsOf = (patch: Record<string, unknown>) => {
    const result = validateMerchant(mergeConfig(demo, patch), defaults);
    expect(result.ok).toBe(false);
    return result.ok ? [] : result.problems;
  };

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a schema problem', { whitelabel: { CBS3: 'yes' } }, 'whitelabel.CBS3', 'docs/merchant-config.md#whitelabel'],
    [
      'a problem inside a list',
      { payments: { channels: [{ id: 'x', name: 'X', kind: 'cash', min: 1, max: 2 }] } },
      'payments.channels[0].kind',
      'docs/merchant-config.md#payments',
    ],
    ['a cross-field rule', { languages: { default: 'CN' } }, 'languages.default', 'docs/merchant-config.md#languages'],
    ['an unknown top-level key', { colour: 'red' }, '', 'docs/merchant-config.md#keys'],
  ])('%s', (_label, patch, path, doc) => {
    const problem = problemsOf(patch).find((p) => p.path === path);
    expect(problem, path).toBeDefined();
    expect(problem?.doc).toBe(doc);
    expect(anchorsOf(committed()).has(doc.split('#')[1])).toBe(true);
  });

  it('docLink names the section of the top-level key of any path', () => {
    expect(docLink('registration.fields.email.pattern')).toBe('docs/merchant-config.md#registration');
    expect(docLink('hosts[1]')).toBe('docs/merchant-config.md#hosts');
    expect(docLink('trialMerchantCode')).toBe('docs/merchant-config.md#trialmerchantcode');
    expect(docLink('')).toBe('docs/merchant-config.md#keys');
    expect(docLink('_defaults.json')).toBe('docs/merchant-config.md#keys');
  });

  it('npm run merchants:validate prints the link with each problem', () => {
    const dir = fs.mkdtempSync('/tmp/palaro-merchants-');
    fs.copyFileSync('merchants/_defaults.json', `${dir}/_defaults.json`);
    fs.writeFileSync(`${dir}/acme.json`, JSON.stringify({ ...demo, code: 'acme', whitelabel: { CBS3: 'yes' } }));
    let out = '';
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/validate-merchants.ts', dir], { encoding: 'utf8', stdio: 'pipe' });
    } catch (e) {
      out = (e as { stderr: string }).stderr;
    }
    fs.rmSync(dir, { recursive: true, force: true });
    expect(out).toMatch(/acme\.json: whitelabel\.CBS3: expected boolean \(see docs\/merchant-config\.md#whitelabel\)/);
  }, 60_000);
});
