// @vitest-environment node
// The build's precompressed assets (scripts/vite-precompress.ts): what nginx's brotli_static sends
// must decode to the very file, and a file Brotli cannot shrink gets no .br at all.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { brotliOf, precompress } from '../../scripts/vite-precompress.ts';

type WriteBundle = (options: { dir?: string }, bundle: Record<string, unknown>) => Promise<void>;

describe('precompressed assets', () => {
  it('decode to the same bytes, smaller; incompressible bytes get none', async () => {
    const text = Buffer.from('export const greeting = "Magandang araw";\n'.repeat(200));
    const br = await brotliOf(text);
    expect(br).not.toBeNull();
    expect(br!.byteLength).toBeLessThan(text.byteLength / 10);
    expect(zlib.brotliDecompressSync(br!).equals(text)).toBe(true);
    expect(await brotliOf(new Uint8Array([7]))).toBeNull();
  });

  it('are written beside the assets of a build: scripts and styles of a packet or more, nothing else', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'palaro-br-'));
    try {
      fs.mkdirSync(path.join(dist, 'assets'));
      const big = 'body{color:#f2f4f8}\n'.repeat(200);
      const bundle = {
        'assets/app-1.js': { type: 'chunk', fileName: 'assets/app-1.js', code: `console.log(1);\n`.repeat(200) },
        'assets/app-2.css': { type: 'asset', fileName: 'assets/app-2.css', source: big },
        'assets/tiny-3.js': { type: 'chunk', fileName: 'assets/tiny-3.js', code: 'export{};' },
        'assets/photo-4.png': { type: 'asset', fileName: 'assets/photo-4.png', source: new Uint8Array(4096) },
        'index.html': { type: 'asset', fileName: 'index.html', source: big },
      };
      const plugin = precompress() as Plugin & { writeBundle: { handler: WriteBundle } };
      await plugin.writeBundle.handler({ dir: dist }, bundle);
      expect(fs.readdirSync(path.join(dist, 'assets')).sort()).toEqual(['app-1.js.br', 'app-2.css.br']);
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, 'assets/app-2.css.br'))).toString()).toBe(big);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
