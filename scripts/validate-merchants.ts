// npm run merchants:validate [dir]: checks every merchant file (default merchants/) and prints
// each problem as `<file>: <json path>: <message> (see docs/merchant-config.md#<key>)`, the
// section of the config reference that explains the key; exits non-zero on any.
import path from 'node:path';
import { crossFileProblems, readMerchantDir } from '../src/config/merchant-validation.ts';
import { docLink } from '../src/config/validate.ts';

const line = (file: string, p: { path: string; message: string; doc?: string }) =>
  `${path.relative(process.cwd(), file)}: ${p.path || '(file)'}: ${p.message} (see ${p.doc ?? docLink(p.path)})`;

const dir = process.argv[2] ?? 'merchants';
const results = readMerchantDir(dir);
const lines: string[] = [];
for (const r of results) for (const p of r.problems) lines.push(line(r.file, p));
for (const p of crossFileProblems(results)) lines.push(line(p.file, p));

if (results.length === 0) {
  console.error(`${dir}: no merchant files found`);
  process.exit(1);
}
if (lines.length) {
  for (const l of lines) console.error(l);
  console.error(`${lines.length} problem(s) in ${results.length} merchant file(s)`);
  process.exit(1);
}
console.log(`${results.length} merchant file(s) valid: ${results.map((r) => r.code).join(', ')}`);
