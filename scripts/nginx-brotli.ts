// Whether this machine's nginx can send Brotli: Debian's modules that deploy/modules.conf loads
// (libnginx-mod-http-brotli-filter and -static). Without them, serve:prod sends gzip only.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DEPLOY_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'deploy');

/** The module files that a modules.conf loads (its `load_module` lines). */
function brotliModules(conf: string): string[] {
  return [...conf.matchAll(/^\s*load_module\s+([^;\s]+);/gm)].map((m) => m[1] ?? '');
}

/** Whether every module deploy/modules.conf loads is installed. */
export function brotliInstalled(deployDir: string = DEPLOY_DIR): boolean {
  return brotliModules(fs.readFileSync(path.join(deployDir, 'modules.conf'), 'utf8')).every((file) => fs.existsSync(file));
}
