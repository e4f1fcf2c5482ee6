// @vitest-environment node
// A live build ships the assets of the merchants it ships and nothing else (issue 30, finding 4):
// another brand's logo or the demo's video in a live build is a problem of check-live-build, and
// the build itself leaves them out (scripts/vite-merchant-files.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLiveBuild, unusedMerchantAssets } from '../../scripts/check-live-build.ts';

function dist(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'palaro-live-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const LIVE = {
  'index.html': '<link rel="icon" href="/brand/palaro.svg" />',
  'manifest.webmanifest': '{"icons":[{"src":"/brand/palaro.svg"}]}',
  'merchants/_defaults.json': '{"theme":{"logo":"/brand/palaro.svg"}}',
  'merchants/manila.json': '{"code":"manila","api":{"mode":"live","baseUrl":"/api"},"theme":{"logo":"/brand/manila.svg"}}',
  'brand/palaro.svg': '<svg/>',
  'brand/manila.svg': '<svg/>',
};

describe('merchant assets in a live build', () => {
  it('keeps what the shipped merchants, the page and the manifest name', () => {
    expect(unusedMerchantAssets(dist(LIVE))).toEqual([]);
    expect(checkLiveBuild(dist(LIVE)).problems).toEqual([]);
  });

  it("fails on another brand's logo and the demo's video", () => {
    const dir = dist({ ...LIVE, 'brand/cebu.svg': '<svg>Cebu Lucky Star</svg>', 'media/demo-promo.webm': 'webm' });
    expect(unusedMerchantAssets(dir).sort()).toEqual(['brand/cebu.svg', 'media/demo-promo.webm']);
    const { problems } = checkLiveBuild(dir);
    expect(problems).toContain("brand/cebu.svg: an asset no shipped merchant uses (another brand's or the demo's)");
    expect(problems).toContain("media/demo-promo.webm: an asset no shipped merchant uses (another brand's or the demo's)");
  });
});
