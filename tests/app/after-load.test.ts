// @vitest-environment jsdom
// What waits for the page to have loaded: the web app manifest's link (src/shell/manifest-link.ts)
// and the idle callback that schedules it and the service worker (src/shell/after-load.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoad } from '@/shell/after-load';
import { linkManifest, MANIFEST_PATH } from '@/shell/manifest-link';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the manifest link', () => {
  it('is added once, to the head, with the manifest path', () => {
    linkManifest(document);
    linkManifest(document);
    const links = document.head.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe(MANIFEST_PATH);
  });

  it('is not added beside one the page already has', () => {
    document.head.innerHTML = '<link rel="manifest" href="/other.webmanifest">';
    linkManifest(document);
    expect([...document.head.querySelectorAll('link[rel="manifest"]')].map((l) => l.getAttribute('href'))).toEqual(['/other.webmanifest']);
  });
});

describe('afterLoad', () => {
  it('waits for the load event, then for an idle moment', () => {
    const listeners: Record<string, () => void> = {};
    const idle = vi.fn((cb: () => void) => cb());
    const win = {
      document: { readyState: 'loading' },
      requestIdleCallback: idle,
      addEventListener: (name: string, cb: () => void) => (listeners[name] = cb),
    } as unknown as Window;
    const task = vi.fn();
    afterLoad(task, win);
    expect(task).not.toHaveBeenCalled();
    listeners.load?.();
    expect(idle).toHaveBeenCalledWith(task, { timeout: 5_000 });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('on a page that has loaded, without idle callbacks: a second later', () => {
    vi.useFakeTimers();
    try {
      const task = vi.fn();
      afterLoad(task, { document: { readyState: 'complete' }, setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms) } as unknown as Window);
      vi.advanceTimersByTime(999);
      expect(task).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(task).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
