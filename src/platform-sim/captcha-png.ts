// The demo platform's captcha as the spec has it: a base64 PNG image. The digits are drawn from a
// 5×7 pixel font, scaled, shifted and slanted per digit, over speckles and noise lines, into an
// 8-bit greyscale PNG written by hand (zlib "stored" blocks, so no compressor is needed and it
// runs the same in the browser, in tests and in the HTTP server). Deterministic for a salt.
import { hashString, prng } from '@/platform-sim/seed-utils';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 44;

/** 5×7 glyphs of the digits, one string of 5 bits per row. */
const GLYPHS: Readonly<Record<string, readonly string[]>> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const x of bytes) {
    a = (a + x) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

/** A zlib stream of "stored" (uncompressed) deflate blocks. */
function zlibStored(data: Uint8Array): Uint8Array {
  const out: number[] = [0x78, 0x01];
  const MAX = 65_535;
  for (let off = 0; off < data.length || off === 0; off += MAX) {
    const chunk = data.subarray(off, Math.min(off + MAX, data.length));
    const last = off + MAX >= data.length;
    out.push(last ? 1 : 0, chunk.length & 0xff, chunk.length >>> 8, ~chunk.length & 0xff, (~chunk.length >>> 8) & 0xff);
    for (const b of chunk) out.push(b);
    if (last) break;
  }
  out.push(...u32(adler32(data)));
  return Uint8Array.from(out);
}

function chunk(type: string, data: Uint8Array): number[] {
  const typed = Uint8Array.from([...type].map((c) => c.charCodeAt(0)).concat([...data]));
  return [...u32(data.length), ...typed, ...u32(crc32(typed))];
}

/** An 8-bit greyscale PNG of `pixels` (row-major, one byte per pixel). */
export function encodeGreyPng(width: number, height: number, pixels: Uint8Array): Uint8Array {
  const raw = new Uint8Array(height * (width + 1));
  for (let y = 0; y < height; y++) {
    raw[y * (width + 1)] = 0; // filter: none
    raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  const ihdr = Uint8Array.from([...u32(width), ...u32(height), 8, 0, 0, 0, 0]);
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  return Uint8Array.from([...signature, ...chunk('IHDR', ihdr), ...chunk('IDAT', zlibStored(raw)), ...chunk('IEND', new Uint8Array(0))]);
}

const toBase64 = (bytes: Uint8Array): string => {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
};

/** The pixels of a captcha: light background, dark digits, speckles and lines. */
export function captchaPixels(digits: string, salt: string): Uint8Array {
  const W = CAPTCHA_WIDTH;
  const H = CAPTCHA_HEIGHT;
  const rand = prng(hashString(salt));
  const px = new Uint8Array(W * H).fill(236);
  const plot = (x: number, y: number, v: number) => {
    if (x >= 0 && x < W && y >= 0 && y < H) px[y * W + x] = v;
  };
  for (let i = 0; i < 160; i++) plot(Math.floor(rand() * W), Math.floor(rand() * H), 150 + Math.floor(rand() * 60));
  const scale = 3;
  const step = Math.floor((W - 8) / Math.max(digits.length, 1));
  [...digits].forEach((d, i) => {
    const glyph = GLYPHS[d] ?? GLYPHS['0'] ?? [];
    const x0 = 6 + i * step + Math.floor(rand() * 4);
    const y0 = 6 + Math.floor(rand() * 10);
    const slant = rand() * 0.5 - 0.25;
    glyph.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let sy = 0; sy < scale; sy++) {
          for (let sx = 0; sx < scale; sx++) {
            const y = y0 + gy * scale + sy;
            plot(x0 + gx * scale + sx + Math.round((y - y0) * slant), y, 40);
          }
        }
      });
    });
  });
  for (let l = 0; l < 3; l++) {
    const x1 = rand() * W;
    const y1 = rand() * H;
    const x2 = rand() * W;
    const y2 = rand() * H;
    const n = Math.ceil(Math.hypot(x2 - x1, y2 - y1));
    for (let k = 0; k <= n; k++) plot(Math.round(x1 + ((x2 - x1) * k) / n), Math.round(y1 + ((y2 - y1) * k) / n), 90);
  }
  return px;
}

/** The captcha image as a data URL: `data:image/png;base64,…`. */
export function captchaPng(digits: string, salt: string): string {
  return `data:image/png;base64,${toBase64(encodeGreyPng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, captchaPixels(digits, salt)))}`;
}
