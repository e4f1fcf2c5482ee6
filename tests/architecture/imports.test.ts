// @vitest-environment node
// The layering rules of the code base, read from the sources: features never import another
// feature; the engine is pure (config and itself only, no React, no network); the shared layers
// never reach up into features or the app; the shared UI holds no engine rules; the demo platform
// is reached only by the boot file's dynamic import (so a live merchant's bundle holds none of
// it); file names are kebab-case.
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve('src');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return filesUnder(p);
    return /\.(ts|tsx)$/.test(e.name) ? [p] : [];
  });
}

interface Import {
  file: string;
  spec: string;
  dynamic: boolean;
}

const IMPORT_RE = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+'([^']+)'|(?:^|\n)\s*import\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

function importsOf(file: string): Import[] {
  const text = fs.readFileSync(file, 'utf8');
  const out: Import[] = [];
  for (const m of text.matchAll(IMPORT_RE)) {
    const spec = m[1] ?? m[2] ?? m[3];
    if (spec) out.push({ file: path.relative(SRC, file), spec, dynamic: m[3] !== undefined });
  }
  return out;
}

const ALL = filesUnder(SRC).flatMap(importsOf);
const areaOf = (rel: string) => rel.split(path.sep)[0] ?? '';
const featureOf = (rel: string) => (rel.startsWith(`features${path.sep}`) ? rel.split(path.sep)[1] : null);
const show = (list: Import[]) => list.map((i) => `${i.file} → ${i.spec}`);

describe('layering', () => {
  it('reads the imports of the sources', () => {
    expect(ALL.length).toBeGreaterThan(500);
    expect(ALL.some((i) => i.file.startsWith(`features${path.sep}`) && i.spec.startsWith('@/engine/'))).toBe(true);
  });

  it('features never import another feature', () => {
    const bad = ALL.filter((i) => {
      const own = featureOf(i.file);
      const m = /^@\/features\/([^/]+)\//.exec(i.spec);
      return own !== null && m !== null && m[1] !== own;
    });
    expect(show(bad)).toEqual([]);
  });

  it('the engine imports only the config and itself: no React, no network, no state', () => {
    const bad = ALL.filter((i) => areaOf(i.file) === 'engine' && !/^@\/(config|engine)\//.test(i.spec));
    expect(show(bad)).toEqual([]);
  });

  it('shared layers never import features or the app', () => {
    const shared = new Set(['config', 'engine', 'api', 'state', 'ui', 'i18n']);
    const bad = ALL.filter((i) => shared.has(areaOf(i.file)) && /^@\/(features|app)\//.test(i.spec));
    expect(show(bad)).toEqual([]);
  });

  it('the shared UI holds no engine rules', () => {
    const bad = ALL.filter((i) => areaOf(i.file) === 'ui' && i.spec.startsWith('@/engine/'));
    expect(show(bad)).toEqual([]);
  });

  it('only the boot file reaches the demo platform, and only by a dynamic import', () => {
    const bad = ALL.filter((i) => areaOf(i.file) !== 'platform-sim' && i.spec.startsWith('@/platform-sim/') && !(i.file === 'main.tsx' && i.dynamic));
    expect(show(bad)).toEqual([]);
  });

  it('no relative imports that climb to another folder of src (the @/ alias instead)', () => {
    const bad = ALL.filter((i) => i.spec.startsWith('../') && path.resolve(SRC, path.dirname(i.file), i.spec).startsWith(SRC));
    expect(show(bad)).toEqual([]);
  });
});

describe('file names', () => {
  it('are kebab-case under src and tests', () => {
    const names = [...filesUnder(SRC), ...filesUnder(path.resolve('tests'))].map((f) => path.basename(f));
    const bad = names.filter((n) => !/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*\.(ts|tsx)$/.test(n));
    expect(bad).toEqual([]);
  });
});
