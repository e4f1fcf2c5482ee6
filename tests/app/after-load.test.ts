// @vitest-environment jsdom
// What waits for the page to have loaded: the web app manifest's link (src/shell/manifest-link.ts)
// and the wait that schedules it and the service worker (src/shell/after-load.ts): the load event,
// then a quiet network, then an idle moment.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLoad, QUIET_LIMIT_MS, QUIET_MS, type LoadWindow } from '@/shell/after-load';
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
  /** A window whose load event, finished requests and idle moments the test drives. */
  function fakeWindow(readyState: DocumentReadyState, options: { observer?: boolean; idle?: boolean } = {}) {
    const listeners: Record<string, () => void> = {};
    const observers: { notify: () => void; disconnected: boolean }[] = [];
    class FakeObserver {
      entry: { notify: () => void; disconnected: boolean };
      constructor(callback: () => void) {
        this.entry = { notify: callback, disconnected: false };
        observers.push(this.entry);
      }
      observe(init: PerformanceObserverInit) {
        expect(init).toEqual({ type: 'resource' });
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    const idle = vi.fn((cb: () => void) => cb());
    const win = {
      document: { readyState },
      addEventListener: (name: string, cb: () => void) => (listeners[name] = cb),
      setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms),
      clearTimeout: (id: number) => clearTimeout(id),
      ...(options.idle === false ? {} : { requestIdleCallback: idle }),
      ...(options.observer === false ? {} : { PerformanceObserver: FakeObserver }),
    } as unknown as LoadWindow;
    /** A request of the page has finished. */
    const requestDone = () => observers.forEach((o) => !o.disconnected && o.notify());
    return { win, listeners, idle, observers, requestDone };
  }

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the load event, then for the network to be quiet for a second, then for an idle moment', () => {
    const { win, listeners, idle, observers, requestDone } = fakeWindow('loading');
    const task = vi.fn();
    afterLoad(task, win);
    vi.advanceTimersByTime(5_000);
    expect(task).not.toHaveBeenCalled();
    listeners.load?.();
    // The first screen's platform calls and images finish after the load event: each restarts the wait.
    vi.advanceTimersByTime(QUIET_MS - 1);
    requestDone();
    vi.advanceTimersByTime(QUIET_MS - 1);
    requestDone();
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(idle).toHaveBeenCalledWith(task, { timeout: 5_000 });
    expect(task).toHaveBeenCalledTimes(1);
    expect(observers.every((o) => o.disconnected)).toBe(true);
    // Later requests change nothing.
    requestDone();
    vi.advanceTimersByTime(QUIET_LIMIT_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('a network that is never quiet: at most QUIET_LIMIT_MS after the load event', () => {
    const { win, idle, requestDone } = fakeWindow('complete');
    const task = vi.fn();
    afterLoad(task, win);
    for (let t = 0; t < QUIET_LIMIT_MS - 500; t += 500) {
      vi.advanceTimersByTime(500);
      requestDone();
    }
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(idle).toHaveBeenCalledTimes(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('without a PerformanceObserver or idle callbacks: a second of quiet, then a second later', () => {
    const { win } = fakeWindow('complete', { observer: false, idle: false });
    const task = vi.fn();
    afterLoad(task, win);
    vi.advanceTimersByTime(QUIET_MS + 999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
