import { resolveImageUrl } from '@/api/image-url';

describe('resolveImageUrl', () => {
  it.each<[string, string[], number, string]>([
    ['/sim-assets/a.svg', [], 0.5, '/sim-assets/a.svg'],
    ['/sim-assets/a.svg', ['https://cdn1.example/'], 0.99, 'https://cdn1.example/sim-assets/a.svg'],
    ['sim-assets/a.svg', ['https://cdn1.example', 'https://cdn2.example'], 0, 'https://cdn1.example/sim-assets/a.svg'],
    ['/sim-assets/a.svg', ['https://cdn1.example', 'https://cdn2.example'], 0.7, 'https://cdn2.example/sim-assets/a.svg'],
    ['https://other.example/x.png', ['https://cdn1.example'], 0.5, 'https://other.example/x.png'],
    ['data:image/svg+xml;base64,AAA', ['https://cdn1.example'], 0.5, 'data:image/svg+xml;base64,AAA'],
  ])('%s with %j (random %d) → %s', (path, cdns, r, expected) => {
    expect(resolveImageUrl(path, cdns, () => r)).toBe(expected);
  });

  it('spreads images over every CDN of the list', () => {
    const cdns = ['https://a.example', 'https://b.example', 'https://c.example'];
    const seen = new Set(Array.from({ length: 300 }, () => resolveImageUrl('/x.png', cdns).split('/')[2]));
    expect(seen).toEqual(new Set(['a.example', 'b.example', 'c.example']));
  });
});
