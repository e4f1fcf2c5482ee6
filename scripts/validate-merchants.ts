// npm run merchants:validate [dir]: checks every merchant file (default merchants/) and prints
// each problem as `<file>: <json path>: <message>`; exits non-zero on any.
import path from 'node:path';
import { crossFileProblems, readMerchantDir } from './merchant-files.ts';

const dir = process.argv[2] ?? 'merchants';
const results = readMerchantDir(dir);
const lines: string[] = [];
for (const r of results) {
  const rel = path.relative(process.cwd(), r.file);
  for (const p of r.problems) lines.push(`${rel}: ${p.path || '(file)'}: ${p.message}`);
}
for (const p of crossFileProblems(results)) lines.push(`${path.relative(process.cwd(), p.file)}: ${p.path}: ${p.message}`);

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
