// @vitest-environment node
// What the browser demo's bundle answers in tldts's place (scripts/vite-demo-platform.ts): the
// registrable domain of a host, for msw's cookie store, without the public suffix list.
import { getDomain } from '@/platform-sim/registrable-domain';

describe('getDomain (the demo bundle stand-in for tldts)', () => {
  it('is the last two labels of a host name', () => {
    expect(getDomain('localhost.example')).toBe('localhost.example');
    expect(getDomain('m.palaro.test')).toBe('palaro.test');
    expect(getDomain('A.B.Example.COM.')).toBe('example.com');
  });

  it('is null for an IP address, a single label or a malformed name, and never throws', () => {
    for (const host of ['127.0.0.1', '::1', '[::1]', 'localhost', '', '.', 'a..b', '.example']) expect(getDomain(host), host).toBeNull();
  });
});
