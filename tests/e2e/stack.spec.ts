// What ships is the product owner's stack (issue 31): the first load of the build under test (its
// entry and every modulepreload of index.html) holds React DOM and ofetch, the build holds swiper,
// and nothing of Preact is anywhere in it.
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './test';

const DIST = path.resolve(process.env.E2E_DIST ?? 'dist');
const read = (file: string) => fs.readFileSync(path.join(DIST, file), 'utf8');

test('the first load holds React DOM and ofetch; the build holds swiper and no Preact', () => {
  const html = read('index.html');
  const firstLoad = [...html.matchAll(/<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g)].map((m) =>
    read(m[1] ?? ''),
  );
  expect(firstLoad.length).toBeGreaterThan(1);
  const code = firstLoad.join('\n');
  // React DOM's production build names its error decoder and marks its root container.
  expect(code).toContain('react.dev/errors');
  expect(code).toContain('__reactContainer');
  // ofetch's error and timeout.
  expect(code).toContain('FetchError');
  expect(code).toContain('[TimeoutError]');
  const assets = fs.readdirSync(path.join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
  const all = assets.map((f) => read(`assets/${f}`));
  expect(all.some((c) => c.includes('swiper-wrapper') && c.includes('slidesPerView'))).toBe(true);
  expect(all.some((c) => /preact|__PREACT_DEVTOOLS__/.test(c))).toBe(false);
});
