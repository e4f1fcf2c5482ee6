// npx tsx scripts/check-no-console.ts [dist]: the players' build holds none of the operators'
// console (src/console): no file of it and none of its code. Each marker below is a string only the
// console's sources hold (tests/console/no-console-in-build.test.ts keeps the list true). .ci/run
// runs it on the build; exits 1 naming the file and the marker.
import fs from 'node:fs';
import path from 'node:path';

/** Strings of the console's web app and server, found nowhere in the players' app. */
export const CONSOLE_MARKERS = ['palaro-console-theme', '/api/merchants/', 'Add operator', 'palaro_console'];

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

export function consoleFindings(dist: string): string[] {
  const out: string[] = [];
  for (const file of files(dist)) {
    if (!/\.(js|mjs|css|html|json|webmanifest)$/.test(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const marker of CONSOLE_MARKERS) if (text.includes(marker)) out.push(`${path.relative(dist, file)}: holds '${marker}' (console code)`);
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? 'dist';
  if (!fs.existsSync(dist)) {
    console.error(`${dist} does not exist (build first)`);
    process.exit(1);
  }
  const findings = consoleFindings(dist);
  for (const f of findings) console.error(f);
  if (findings.length) process.exit(1);
  console.log(`${dist}: no console code`);
}
