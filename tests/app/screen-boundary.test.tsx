// A screen that throws stays in its screen: the layout around it (header, footer) remains, the
// spec's 'Loading failed, click to retry' takes the screen's place, and retry renders it afresh.
// A live merchant with errorReportUrl receives a crash record without the token.
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '@/i18n/setup';
import { ScreenBoundary, isChunkLoadFailure } from '@/app/screen-boundary';
import { crashRecord, maskSecrets, sendCrashReport } from '@/app/crash-report';

afterEach(cleanup);

let fail = true;
function Flaky() {
  if (fail) throw new RangeError('Invalid time zone specified: Mars/Olympus');
  return <p>Red envelope rain</p>;
}

describe('ScreenBoundary', () => {
  it('keeps the layout, shows the retry message in the screen and renders it again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = await initI18n('EN');
    const onCrash = vi.fn();
    fail = true;
    render(
      <I18nextProvider i18n={i18n}>
        <header>
          <a href="/m/home">Back</a>
        </header>
        <main>
          <ScreenBoundary onCrash={onCrash}>
            <Flaky />
          </ScreenBoundary>
        </main>
        <footer>
          <nav aria-label="Footer">Home</nav>
        </footer>
      </I18nextProvider>,
    );
    const retry = screen.getByRole('button', { name: 'Loading failed, click to retry' });
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
    expect(onCrash).toHaveBeenCalledWith(expect.objectContaining({ name: 'RangeError' }));
    fail = false;
    await userEvent.click(retry);
    expect(screen.getByText('Red envelope rain')).toBeInTheDocument();
  });

  it('tries a failed screen afresh after a navigation, and keeps a healthy screen mounted (its state) across one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = await initI18n('EN');
    let mounts = 0;
    function Counted() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <Flaky />;
    }
    const tree = (key: string) => (
      <I18nextProvider i18n={i18n}>
        <ScreenBoundary resetKey={key}>
          <Counted />
        </ScreenBoundary>
      </I18nextProvider>
    );
    fail = false;
    const { rerender } = render(tree('a'));
    rerender(tree('b'));
    expect(mounts).toBe(1);
    fail = true;
    rerender(tree('b-retry'));
    // Still failing after the reset that came with the navigation: the message stays, no loop.
    expect(screen.getByRole('button', { name: 'Loading failed, click to retry' })).toBeInTheDocument();
    fail = false;
    rerender(tree('c'));
    expect(screen.getByText('Red envelope rain')).toBeInTheDocument();
  });

  it('reloads the page when the screen code could not be downloaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = await initI18n('EN');
    const reload = vi.fn();
    function Missing(): never {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/red-rain-screen-x1.js');
    }
    render(
      <I18nextProvider i18n={i18n}>
        <ScreenBoundary reload={reload}>
          <Missing />
        </ScreenBoundary>
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Loading failed, click to retry' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(isChunkLoadFailure(new Error('boom'))).toBe(false);
  });
});

describe('crash record', () => {
  const token = 'b3f1c2d4e5f60718293a4b5c6d7e8f90';
  it('names message, route, path, release and merchant, and never the token, a password or the query', () => {
    const error = new Error(`Cannot read 'x' for token ${token} with {"password":"Demo1234"} and eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig`);
    const record = crashRecord(error, {
      route: 'redEnvelopeRain',
      path: '/m/redRain?token=abc#x',
      release: '0.1.0+abc1234',
      merchant: 'manila',
      secrets: [token],
      now: () => new Date('2026-11-24T00:00:00Z'),
    });
    expect(record).toEqual({
      message: expect.stringContaining("Cannot read 'x' for token [masked]"),
      name: 'Error',
      route: 'redEnvelopeRain',
      path: '/m/redRain',
      release: '0.1.0+abc1234',
      merchant: 'manila',
      at: '2026-11-24T00:00:00.000Z',
    });
    const text = JSON.stringify(record);
    for (const secret of [token, 'Demo1234', 'eyJhbGciOiJIUzI1NiJ9', 'abc#x']) expect(text).not.toContain(secret);
    expect(maskSecrets('pin=123456', [])).toBe('pin=[masked]');
  });

  it('posts JSON without cookies and never throws', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 204 }));
    const record = crashRecord(new Error('x'), { route: 'home', path: '/m/home', release: 'r', merchant: 'manila', secrets: [] });
    sendCrashReport('https://errors.manila.example/report', record, fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://errors.manila.example/report',
      expect.objectContaining({ method: 'POST', credentials: 'omit', body: JSON.stringify(record) }),
    );
    const failing = vi.fn(async () => {
      throw new TypeError('offline');
    });
    expect(() => sendCrashReport('https://errors.manila.example/report', record, failing as unknown as typeof fetch)).not.toThrow();
  });
});
