// Reading merchant files from a folder (node only): shared by the validation, schema and index
// scripts, the platform server and the per-merchant tests.
import fs from 'node:fs';
import path from 'node:path';
import { validateMerchant, type ConfigProblem } from '../src/config/validate.ts';
import type { MerchantConfig } from '../src/config/schema.ts';

export const DEFAULTS_FILE = '_defaults.json';
/** Files in merchants/ that are not merchants. */
const NOT_MERCHANTS = new Set([DEFAULTS_FILE, 'index.json']);

export interface MerchantFileResult {
  file: string;
  code: string;
  config?: MerchantConfig;
  problems: ConfigProblem[];
}

function readJson(file: string): { data?: unknown; error?: string } {
  try {
    return { data: JSON.parse(fs.readFileSync(file, 'utf8')) as unknown };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

export function merchantFileNames(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !NOT_MERCHANTS.has(f))
    .sort();
}

/** Validates every merchant file of `dir` (merged over its _defaults.json). */
export function readMerchantDir(dir: string): MerchantFileResult[] {
  const defaultsPath = path.join(dir, DEFAULTS_FILE);
  const defaults = fs.existsSync(defaultsPath) ? readJson(defaultsPath) : { data: {} };
  return merchantFileNames(dir).map((name) => {
    const file = path.join(dir, name);
    const code = name.replace(/\.json$/, '');
    if (defaults.error) return { file, code, problems: [{ path: DEFAULTS_FILE, message: defaults.error }] };
    const read = readJson(file);
    if (read.error) return { file, code, problems: [{ path: '', message: `not valid JSON: ${read.error}` }] };
    const result = validateMerchant(read.data, defaults.data);
    if (!result.ok) return { file, code, problems: result.problems };
    const problems: ConfigProblem[] = [];
    if (result.config.code !== code) problems.push({ path: 'code', message: `must equal the file name (${code})` });
    return problems.length ? { file, code, problems } : { file, code, config: result.config, problems };
  });
}

/** Problems across files: a host claimed by two merchants. */
export function crossFileProblems(results: MerchantFileResult[]): { file: string; path: string; message: string }[] {
  const owner = new Map<string, string>();
  const out: { file: string; path: string; message: string }[] = [];
  for (const r of results) {
    r.config?.hosts.forEach((host, i) => {
      const prev = owner.get(host);
      if (prev) out.push({ file: r.file, path: `hosts[${i}]`, message: `host ${host} is already listed by ${prev}` });
      else owner.set(host, r.code);
    });
  }
  return out;
}
