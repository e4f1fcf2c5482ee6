// Validation of a merchant file (merged with _defaults.json): every problem with its JSON path.
import type * as z from 'zod/mini';
import { merchantSchema, type MerchantConfig, type MerchantConfigData } from './schema';
import { deepFreeze, mergeConfig } from './merge';

export interface ConfigProblem {
  /** Dotted JSON path, e.g. `whitelabel.CBS3`; empty for the whole file. */
  path: string;
  message: string;
  /** The section of the config reference that explains the key, e.g. `docs/merchant-config.md#whitelabel`. */
  doc?: string;
}

/** The config reference, generated from the schema (npm run docs:config). */
export const MERCHANT_CONFIG_DOC = 'docs/merchant-config.md';
/** Its list of top-level keys (where a problem with the whole file or an unknown key links). */
export const KEYS_ANCHOR = 'keys';

/**
 * The anchor of a top-level key's section in the config reference: the key in lower case with
 * anything but letters, digits, `-` and `_` removed (what GitHub makes of the heading `## <key>`;
 * the generator also writes it as an explicit `<a id>`). Stable: tests pin it.
 */
export function docAnchor(topLevelKey: string): string {
  return topLevelKey.toLowerCase().replace(/[^a-z0-9_-]/g, '');
}

const TOP_LEVEL_KEYS: ReadonlySet<string> = new Set(Object.keys(merchantSchema.shape));

/** The reference section for a problem at `path` (its top-level key; the key list otherwise). */
export function docLink(path: string): string {
  const top = /^[^.[]*/.exec(path)?.[0] ?? '';
  return `${MERCHANT_CONFIG_DOC}#${TOP_LEVEL_KEYS.has(top) ? docAnchor(top) : KEYS_ANCHOR}`;
}

const withDoc = (p: ConfigProblem): ConfigProblem => ({ ...p, doc: docLink(p.path) });

export type ValidationResult = { ok: true; config: MerchantConfig } | { ok: false; problems: ConfigProblem[] };

export function formatPath(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`)).join('');
}

/** Validates `file` merged over `defaults` (objects merge, arrays replace). */
export function validateMerchant(file: unknown, defaults: unknown = {}): ValidationResult {
  const { $schema: _ignored, ...base } = (defaults ?? {}) as Record<string, unknown>;
  const merged = mergeConfig(base, file);
  const result = merchantSchema.safeParse(merged);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => withDoc({ path: formatPath(issue.path), message: describeIssue(issue) }));
    return { ok: false, problems };
  }
  return checkCrossFieldRules(result.data);
}

type Issue = z.core.$ZodIssue;

/** Short English descriptions for operators (zod/mini ships no locale). */
export function describeIssue(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'unrecognized_keys':
      return `unknown key(s): ${issue.keys.join(', ')}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'too_small':
      return `too small: expected ${issue.origin === 'array' ? 'at least ' + String(issue.minimum) + ' item(s)' : '>= ' + String(issue.minimum)}`;
    case 'too_big':
      return `too big: expected <= ${String(issue.maximum)}`;
    case 'invalid_format':
      return issue.message && issue.message !== 'Invalid input' ? issue.message : `invalid ${issue.format}`;
    default:
      return issue.message && issue.message !== 'Invalid input' ? issue.message : 'invalid value';
  }
}

function checkCrossFieldRules(config: MerchantConfigData): ValidationResult {
  const problems: ConfigProblem[] = [];
  if (!config.languages.supported.includes(config.languages.default)) {
    problems.push({ path: 'languages.default', message: 'must be one of languages.supported' });
  }
  if (!config.theme.available.includes(config.theme.default)) {
    problems.push({ path: 'theme.default', message: 'must be one of theme.available' });
  }
  config.payments.channels.forEach((c, i) => {
    if (c.min > c.max) problems.push({ path: `payments.channels[${i}].min`, message: 'must not exceed max' });
  });
  if (config.payments.withdraw.min > config.payments.withdraw.max) {
    problems.push({ path: 'payments.withdraw.min', message: 'must not exceed max' });
  }
  const { username, mobile } = config.registration.methods;
  if (!username && !mobile) {
    problems.push({ path: 'registration.methods', message: 'at least one registration method must be on' });
  }
  if (problems.length) return { ok: false, problems: problems.map(withDoc) };
  return { ok: true, config: deepFreeze(config) };
}
