// @vitest-environment node
// A demo build's early start of the demo platform (src/platform-sim/early-start.ts): which pages
// start downloading the simulator before the merchant file is known, by the build's table
// (scripts/vite-demo-platform.ts) and the usual merchant resolution.
import { platformChunks, startEarly, type MerchantModes } from '@/platform-sim/early-start';
import { merchantModes } from '../../scripts/vite-demo-platform.ts';
import type { KeyValueStorage } from '@/config/resolve';

const modes: MerchantModes = {
  demo: { hosts: ['localhost', '127.0.0.1', 'demo.palaro.test'], demo: true },
  cebu: { hosts: ['cebu.localhost'], demo: true },
  manila: { hosts: ['manila.localhost', 'm.manila.test'], demo: false },
};

function storage(merchant?: string): KeyValueStorage {
  const data = new Map<string, string>(merchant ? [['palaro:merchant', merchant]] : []);
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

async function loads(host: string, search = '', stored?: string): Promise<boolean> {
  let loaded = false;
  const started = await startEarly({
    search,
    host,
    storage: storage(stored),
    modes,
    load: () => {
      loaded = true;
      return Promise.resolve();
    },
  });
  expect(started).toBe(loaded);
  return loaded;
}

describe('the early start of the demo platform', () => {
  it('loads it for a demo merchant chosen by the query, the tab, the host or by default', async () => {
    expect(await loads('localhost', '?merchant=demo')).toBe(true);
    expect(await loads('localhost', '?merchant=CEBU')).toBe(true);
    expect(await loads('127.0.0.1', '', 'cebu')).toBe(true);
    expect(await loads('cebu.localhost')).toBe(true);
    expect(await loads('demo.palaro.test')).toBe(true);
    expect(await loads('unknown.example')).toBe(true); // the default merchant, demo
  });

  it('leaves it for a live merchant, an unknown code, or a query another host does not serve', async () => {
    expect(await loads('localhost', '?merchant=manila')).toBe(false);
    expect(await loads('localhost', '', 'manila')).toBe(false);
    expect(await loads('manila.localhost')).toBe(false);
    expect(await loads('m.manila.test', '?merchant=demo')).toBe(false); // bound to its host
    expect(await loads('localhost', '?merchant=nobody')).toBe(false);
  });

  it('never fails the page when the download fails', async () => {
    const started = startEarly({ search: '', host: 'localhost', modes, load: () => Promise.reject(new Error('offline')) });
    await expect(started).resolves.toBe(true);
  });

  it('learns the modes from the shipped merchant files (merged over _defaults.json)', () => {
    const shipped = merchantModes();
    expect(shipped.demo).toEqual({ hosts: ['localhost', '127.0.0.1'], demo: true });
    expect(shipped.cebu?.demo).toBe(true);
    expect(shipped.manila?.demo).toBe(false);
  });

  it("imports the chunks its script tag names, and only the build's own", () => {
    const page = (value: string | null): Pick<Document, 'querySelector'> => ({
      querySelector: (selector: string) => {
        expect(selector).toBe('script[data-demo-platform]');
        return value === null ? null : ({ getAttribute: (name: string) => (name === 'data-demo-platform' ? value : null) } as unknown as Element);
      },
    });
    expect(platformChunks(page('/assets/browser-A1.js /assets/demo-platform-lib-B_2.js'))).toEqual([
      '/assets/browser-A1.js',
      '/assets/demo-platform-lib-B_2.js',
    ]);
    expect(platformChunks(page(null))).toEqual([]); // a live build: no early start
    expect(platformChunks(page(''))).toEqual([]);
    expect(platformChunks(page('/assets/browser-A1.js https://cdn.example/x.js'))).toEqual([]);
    expect(platformChunks(page('//evil.example/assets/x.js'))).toEqual([]);
    expect(platformChunks(page('/assets/../sw.js'))).toEqual([]);
  });
});
