// The console's web app (src/console/web), built with Vite once per change of its sources into
// <CONSOLE_DATA>/web/<hash>/, so `npm run console` works on a fresh clone with no build step of
// its own and starts at once when nothing changed. It is never part of the players' build.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['src/console/web', 'src/config/validate.ts', 'src/config/merge.ts', 'src/config/schema.ts', 'package-lock.json'];

function hashSources(root: string): string {
  const hash = createHash('sha256');
  const walk = (p: string) => {
    const full = path.join(root, p);
    if (!fs.existsSync(full)) return;
    if (fs.statSync(full).isDirectory()) {
      for (const name of fs.readdirSync(full).sort()) walk(path.join(p, name));
      return;
    }
    hash.update(p).update('\0').update(fs.readFileSync(full)).update('\0');
  };
  for (const s of SOURCES) walk(s);
  return hash.digest('hex').slice(0, 16);
}

/** The folder of the built web app, building it first when its sources changed. */
export async function ensureWebBuild(root: string, dataDir: string, log: (line: string) => void = console.log): Promise<string> {
  const out = path.join(dataDir, 'web', hashSources(root));
  if (fs.existsSync(path.join(out, 'index.html'))) return out;
  log('building the console web app (once per change of src/console/web)…');
  const started = Date.now();
  const { build } = await import('vite');
  const temp = `${out}.tmp-${process.pid}`;
  await build({ configFile: path.join(root, 'src/console/web/vite.config.ts'), logLevel: 'warn', build: { outDir: temp, emptyOutDir: true } });
  fs.rmSync(out, { recursive: true, force: true });
  fs.renameSync(temp, out);
  // Older builds go.
  for (const name of fs.readdirSync(path.dirname(out)))
    if (name !== path.basename(out)) fs.rmSync(path.join(path.dirname(out), name), { recursive: true, force: true });
  log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return out;
}
