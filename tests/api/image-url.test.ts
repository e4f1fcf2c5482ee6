import { resolveImageUrl } from '@/api/image-url';

describe('resolveImageUrl', () => {
  it.each<[string, string[], string]>([
    ['/sim-assets/a.svg', [], '/sim-assets/a.svg'],
    ['/sim-assets/a.svg', ['https://cdn1.example/'], 'https://cdn1.example/sim-assets/a.svg'],
    ['sim-assets/a.svg', ['https://cdn1.example'], 'https://cdn1.example/sim-assets/a.svg'],
    ['https://other.example/x.png', ['https://cdn1.example'], 'https://other.example/x.png'],
    ['data:image/svg+xml;base64,AAA', ['https://cdn1.example'], 'data:image/svg+xml;base64,AAA'],
  ])('%s with %j → %s', (path, cdns, expected) => {
    expect(resolveImageUrl(path, cdns)).toBe(expected);
  });

  const cdns = ['https://a.example', 'https://b.example', 'https://c.example'];
  const hostOf = (url: string) => url.split('/')[2];

  it('keeps an image on one CDN for the page load: every render gives the same address', () => {
    for (const path of ['/x.png', '/games/JILI-001.svg', 'banner/bh1.svg']) {
      const first = resolveImageUrl(path, cdns);
      for (let i = 0; i < 20; i++) expect(resolveImageUrl(path, cdns)).toBe(first);
    }
  });

  it("spreads a page's images over every CDN of the list", () => {
    const seen = new Set(Array.from({ length: 300 }, (_, i) => hostOf(resolveImageUrl(`/games/G-${String(i)}.svg`, cdns))));
    expect(seen).toEqual(new Set(['a.example', 'b.example', 'c.example']));
  });

  it('draws again on another page load: one image lands on every CDN over many loads', () => {
    const seen = new Set(Array.from({ length: 300 }, (_, seed) => hostOf(resolveImageUrl('/x.png', cdns, seed))));
    expect(seen).toEqual(new Set(['a.example', 'b.example', 'c.example']));
  });
});
