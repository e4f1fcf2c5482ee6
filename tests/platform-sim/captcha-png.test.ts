// @vitest-environment node
// The captcha is a real PNG (the spec: a base64 png image): valid signature, chunks with correct
// CRCs, a zlib stream that inflates to the drawn pixels, dark digits on a light background.
import zlib from 'node:zlib';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, captchaPixels, captchaPng, crc32 } from '@/platform-sim/captcha-png';

interface Chunk {
  type: string;
  data: Buffer;
}

function readPng(dataUrl: string): { chunks: Chunk[]; signature: Buffer } {
  const prefix = 'data:image/png;base64,';
  expect(dataUrl.startsWith(prefix)).toBe(true);
  const buf = Buffer.from(dataUrl.slice(prefix.length), 'base64');
  const chunks: Chunk[] = [];
  let off = 8;
  while (off < buf.length) {
    const len = buf.readUInt32BE(off);
    const type = buf.subarray(off + 4, off + 8).toString('ascii');
    const data = buf.subarray(off + 8, off + 8 + len);
    const crc = buf.readUInt32BE(off + 8 + len);
    expect(crc, `${type} CRC`).toBe(crc32(buf.subarray(off + 4, off + 8 + len)));
    chunks.push({ type, data });
    off += 12 + len;
  }
  return { chunks, signature: buf.subarray(0, 8) };
}

describe('captcha PNG', () => {
  it('is a greyscale PNG of the captcha size whose pixels are the drawn ones', () => {
    const { chunks, signature } = readPng(captchaPng('482913', 'C7'));
    expect([...signature]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const ihdr = chunks[0]!.data;
    expect(ihdr.readUInt32BE(0)).toBe(CAPTCHA_WIDTH);
    expect(ihdr.readUInt32BE(4)).toBe(CAPTCHA_HEIGHT);
    expect([...ihdr.subarray(8)]).toEqual([8, 0, 0, 0, 0]);
    const raw = zlib.inflateSync(chunks[1]!.data);
    expect(raw.length).toBe(CAPTCHA_HEIGHT * (CAPTCHA_WIDTH + 1));
    const pixels = captchaPixels('482913', 'C7');
    for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
      expect(raw[y * (CAPTCHA_WIDTH + 1)]).toBe(0);
      expect(
        Buffer.compare(
          raw.subarray(y * (CAPTCHA_WIDTH + 1) + 1, (y + 1) * (CAPTCHA_WIDTH + 1)),
          Buffer.from(pixels.subarray(y * CAPTCHA_WIDTH, (y + 1) * CAPTCHA_WIDTH)),
        ),
      ).toBe(0);
    }
  });

  it('draws the digits: more dark pixels for more digits, the same image for the same salt', () => {
    const dark = (p: Uint8Array) => p.filter((v) => v < 64).length;
    expect(dark(captchaPixels('8', 'S'))).toBeGreaterThan(30);
    expect(dark(captchaPixels('888888', 'S'))).toBeGreaterThan(dark(captchaPixels('8', 'S')) * 4);
    expect(captchaPng('123456', 'same')).toBe(captchaPng('123456', 'same'));
    expect(captchaPng('123456', 'one')).not.toBe(captchaPng('123456', 'two'));
    expect(captchaPng('123456', 'x')).not.toBe(captchaPng('654321', 'x'));
  });
});
