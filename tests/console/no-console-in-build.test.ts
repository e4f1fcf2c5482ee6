// The players' app never reaches the operators' console: no import path from src/main.tsx leads into
// src/console (ESLint forbids the import; this walks the real graph), and the markers that
// scripts/check-no-console.ts looks for in a build are the console's alone.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSOLE_MARKERS } from '../../scripts/check-no-console.ts';
import { ROOT } from './harness';

const SRC = path.join(ROOT, 'src');
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join(SRC, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext) && fs.statSync(base + ext).isFile()) return base + ext;
  return null;
}

/** Every source file reachable from `entry` by static and dynamic imports. */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const todo = [entry];
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)) {
      const next = resolve(file, m[1]!);
      if (next) todo.push(next);
    }
  }
  return seen;
}

function sources(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? sources(path.join(dir, e.name)) : /\.(tsx?|css|html)$/.test(e.name) ? [path.join(dir, e.name)] : []));
}

describe("the players' build holds no console code", () => {
  it('no import from src/main.tsx reaches src/console', () => {
    const graph = [...reachable(path.join(SRC, 'main.tsx'))];
    expect(graph.length).toBeGreaterThan(50);
    expect(graph.filter((f) => f.startsWith(path.join(SRC, 'console')))).toEqual([]);
  });

  it("each marker of the build check is in the console's sources and nowhere else in src", () => {
    const own = sources(path.join(SRC, 'console')).map((f) => fs.readFileSync(f, 'utf8'));
    const others = sources(SRC)
      .filter((f) => !f.startsWith(path.join(SRC, 'console')))
      .map((f) => [f, fs.readFileSync(f, 'utf8')] as const);
    for (const marker of CONSOLE_MARKERS) {
      expect(
        own.some((t) => t.includes(marker)),
        marker,
      ).toBe(true);
      expect(
        others.filter(([, t]) => t.includes(marker)).map(([f]) => f),
        marker,
      ).toEqual([]);
    }
  });
});
