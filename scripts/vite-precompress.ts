// Precompressed assets: a build writes <file>.br (Brotli, quality 11) beside each hashed script,
// stylesheet and other text asset under assets/, and nginx sends that file as it is to a browser
// that accepts Brotli (deploy/brotli.conf, brotli_static). Quality 11 is too slow to compress on
// every request and about 12 % smaller than gzip on the first load's scripts; the assets never
// change (their names carry their hash), so the work is done once, here.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);

/** The files worth compressing: text, and at least a packet's worth of it. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|wasm)$/;
const MIN_BYTES = 1_024;

/**
 * What this build compressed, by content: the page's scripts are compressed once to order them
 * (scripts/script-order.ts, generateBundle) and written from here (writeBundle, which empties it).
 */
const compressed = new Map<string, Promise<Buffer | null>>();

/** The Brotli form of `content` at the highest quality, or null when it saves nothing. */
export function brotliOf(content: Uint8Array): Promise<Buffer | null> {
  const key = createHash('sha256').update(content).digest('hex');
  let out = compressed.get(key);
  if (!out) {
    out = brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
      },
    }).then((br) => (br.byteLength < content.byteLength ? br : null));
    compressed.set(key, out);
  }
  return out;
}

/** Writes <file>.br for every compressible file of the bundle under assets/. */
export function precompress(): Plugin {
  return {
    name: 'palaro-precompress',
    apply: 'build',
    writeBundle: {
      order: 'post',
      async handler(options, bundle) {
        const dist = options.dir ?? 'dist';
        const files = Object.values(bundle).filter((f) => f.fileName.startsWith('assets/') && COMPRESSIBLE.test(f.fileName));
        await Promise.all(
          files.map(async (f) => {
            const content = f.type === 'chunk' ? Buffer.from(f.code) : typeof f.source === 'string' ? Buffer.from(f.source) : f.source;
            if (content.byteLength < MIN_BYTES) return;
            const br = await brotliOf(content);
            if (br) await fs.promises.writeFile(path.join(dist, `${f.fileName}.br`), br);
          }),
        );
        compressed.clear();
      },
    },
  };
}
