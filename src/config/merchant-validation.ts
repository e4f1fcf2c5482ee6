// The merchant files of a folder, validated (node only): for the validation, schema and
// new-merchant scripts, the platform server (src/platform-sim/node-sim.ts) and the per-merchant
// tests. The files are read by the one merchant reader (merchant-files.ts).
import path from 'node:path';
import { validateMerchant, type ConfigProblem } from './validate.ts';
import type { MerchantConfig } from './schema.ts';
import { readMerchants } from './merchant-files.ts';
import { hostProblems, type HostClaim } from './host-claims.ts';

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

/** Problems across files: a host listed twice, or by two merchants (the later file is told). */
export function crossFileProblems(results: MerchantFileResult[]): { file: string; path: string; message: string }[] {
  const earlier: HostClaim[] = [];
  const out: { file: string; path: string; message: string }[] = [];
  for (const r of results) {
    if (!r.config) continue;
    const claim = { code: r.code, hosts: r.config.hosts };
    for (const p of hostProblems(claim, earlier)) out.push({ file: r.file, ...p });
    earlier.push(claim);
  }
  return out;
}
