// The one reader of a merchant folder (node only): which files are merchants and each one merged
// over the folder's _defaults.json by the app's own merge rule (src/config/merge.ts), as it is
// served. The build (scripts/vite-merchant-files.ts), the production headers, the live-build check,
// the merchant index, the validation (merchant-validation.ts) and the platform server all read
// through it. It imports nothing but the merge rule, which imports nothing, by relative paths:
// vite.config.ts loads it.
import fs from 'node:fs';
import path from 'node:path';
import { mergeConfig } from './merge.ts';

export const DEFAULTS_FILE = '_defaults.json';
/** Files in merchants/ that are not merchants. */
const NOT_MERCHANTS = new Set([DEFAULTS_FILE, 'index.json']);

export function merchantFileNames(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !NOT_MERCHANTS.has(f))
    .sort();
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A file's JSON object, or what is wrong with it. */
function readObject(file: string): { data: Json } | { problem: string } {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    return { problem: `not valid JSON: ${e instanceof Error ? e.message : String(e)}` };
  }
  return isObject(data) ? { data } : { problem: 'not a JSON object' };
}

export interface MerchantFile {
  code: string;
  /** The file's name in the folder (`demo.json`). */
  file: string;
  /** The file merged over _defaults.json; null when either is broken. */
  data: Json | null;
  /** What is wrong, where: `path` is `_defaults.json` when the defaults are broken, else empty. */
  problem?: { path: string; message: string };
  /** The problem in one line. */
  error?: string;
}

/**
 * The merchant files of a folder as they are served, each merged over the folder's _defaults.json
 * (not validated). A file that does not parse is listed with its problem (the site shows it on its
 * error page; it names no host).
 */
export function readMerchants(dir: string): MerchantFile[] {
  const defaultsFile = path.join(dir, DEFAULTS_FILE);
  const defaults = fs.existsSync(defaultsFile) ? readObject(defaultsFile) : { data: {} };
  return merchantFileNames(dir).map((file) => {
    const code = file.replace(/\.json$/, '');
    if ('problem' in defaults) {
      return { code, file, data: null, problem: { path: DEFAULTS_FILE, message: defaults.problem }, error: `${DEFAULTS_FILE}: ${defaults.problem}` };
    }
    const read = readObject(path.join(dir, file));
    if ('problem' in read) return { code, file, data: null, problem: { path: '', message: read.problem }, error: read.problem };
    const { $schema: _schema, ...base } = defaults.data;
    return { code, file, data: mergeConfig(base, read.data) as Json };
  });
}

/** `demo` or `live` as the merged file says (anything else, or a broken file, is not live). */
export function apiMode(data: Json | null): 'demo' | 'live' {
  const api = data?.api;
  return isObject(api) && api.mode === 'live' ? 'live' : 'demo';
}

/** Host names per merchant code, over the merchant files of `dir` (a file without `hosts` takes the defaults'). */
export function merchantIndex(dir: string): { code: string; hosts: string[] }[] {
  return readMerchants(dir).map((m) => {
    const hosts = m.data?.hosts;
    return { code: m.code, hosts: Array.isArray(hosts) ? hosts.filter((h): h is string => typeof h === 'string') : [] };
  });
}
