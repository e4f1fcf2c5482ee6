// npm run merchants:index [dir]: rewrites <dir>/index.json ({ code, hosts }[]) from the merchant
// files of <dir> (default dist/merchants), so that host-name resolution sees an edited `hosts`
// list or a newly dropped-in merchant file on a served build without rebuilding the app.
import fs from 'node:fs';
import path from 'node:path';
import { merchantIndex } from '../src/config/merchant-files.ts';

const dir = process.argv[2] ?? 'dist/merchants';
if (!fs.existsSync(dir)) {
  console.error(`${dir} does not exist (build first, or name the folder that is served)`);
  process.exit(1);
}
const index = merchantIndex(dir);
fs.writeFileSync(path.join(dir, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
console.log(`wrote ${path.join(dir, 'index.json')}: ${index.map((e) => `${e.code} (${e.hosts.join(', ') || 'no hosts'})`).join('; ')}`);
