// npm run csp [dist]: rewrites <dist>/deploy/headers.conf (default dist/), the security headers
// nginx sends (deploy/nginx.conf includes it) and `npm run preview` repeats: the CSP's hashes of
// the inline boot script and style of <dist>/index.html, and its hosts from the merchant files in
// <dist>/merchants/. Run it after editing a served merchant file's api.baseUrl, errorReportUrl,
// imageCdns or frameOrigins (or adding a file), then reload nginx (`nginx -s reload`).
import fs from 'node:fs';
import path from 'node:path';
import { writeHeadersConf } from './deploy-headers.ts';

const dist = process.argv[2] ?? 'dist';
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error(`${dist}/index.html does not exist (build first, or name the folder that is served)`);
  process.exit(1);
}
const { file, csp } = writeHeadersConf(dist);
console.log(`wrote ${file}\nContent-Security-Policy: ${csp}`);
