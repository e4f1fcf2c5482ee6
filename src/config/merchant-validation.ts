// The merchant files of a folder, validated (node only): for the validation, schema and
// new-merchant scripts, the platform server (src/platform-sim/node-sim.ts) and the per-merchant
// tests. The files are read by the one merchant reader (merchant-files.ts).
import path from 'node:path';
import { validateMerchant, type ConfigProblem } from './validate.ts';
import type { MerchantConfig } from './schema.ts';
import { readMerchants } from './merchant-files.ts';

export interface MerchantFileResult {
  file: string;
  code: string;
  config?: MerchantConfig;
  problems: ConfigProblem[];
}

/** Validates every merchant file of `dir` (merged over its _defaults.json). */
export function readMerchantDir(dir: string): MerchantFileResult[] {
  return readMerchants(dir).map(({ code, file: name, data, problem }) => {
    const file = path.join(dir, name);
    if (!data) return { file, code, problems: [problem ?? { path: '', message: 'not a JSON object' }] };
    const result = validateMerchant(data);
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
