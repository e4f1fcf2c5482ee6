// The fault matrix over the real demo platform: a malformed answer, a platform error, a timeout,
// being offline and an expired session each surface as the spec's message (with a retry that
// works once the platform is back), never a blank screen or a swallowed error.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { accountsSlice } from '@/platform-sim/areas/accounts/state';
import { SESSION_STORAGE_KEY } from '@/state/session';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const POOL = '*/api/v1/wallet/merchant';
const WALLET = '*/api/v1/wallet';
const LOADING_FAILED = 'Loading failed, click to retry';
const slow = { timeout: 8000 };

/** The prize-pool section of home (the merchant wallet). */
async function pool() {
  const heading = await screen.findByRole('heading', { name: 'Prize pool' }, slow);
  const section = heading.closest('section');
  if (!section) throw new Error('no prize pool section');
  return within(section);
}

describe('home prize pool (merchant wallet)', () => {
  it('shows the amount when the platform answers', async () => {
    await renderOverPlatform('/m/home');
    expect(await (await pool()).findByText(/^₱[\d,]+\.\d{2}$/, undefined, slow)).toBeInTheDocument();
  });

  it.each([
    ['a malformed answer', () => HttpResponse.json({ success: true, code: 'OK', value: { sumBalance: 12 } })],
    ['an answer that is not the envelope', () => HttpResponse.text('<html>proxy error</html>')],
    ['HTTP 500', () => HttpResponse.json({ success: false, code: 'UNKNOWN', message: 'boom' }, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])('%s shows "Loading failed, click to retry", and the retry works once the platform is back', async (_label, fault) => {
    server.use(http.get(POOL, fault));
    await renderOverPlatform('/m/home');
    const section = await pool();
    const retry = await section.findByRole('button', { name: LOADING_FAILED }, slow);
    expect(section.queryByText(/^₱[\d,]+\.\d{2}$/)).not.toBeInTheDocument();
    server.resetHandlers();
    await userEvent.click(retry);
    expect(await section.findByText(/^₱[\d,]+\.\d{2}$/, undefined, slow)).toBeInTheDocument();
    expect(section.queryByRole('button', { name: LOADING_FAILED })).not.toBeInTheDocument();
  });

  it('a platform that does not answer in time shows "Slow Connection"', async () => {
    server.use(
      http.get(POOL, async () => {
        await delay(2000);
        return HttpResponse.json({ success: true, code: 'OK', value: { sumBalance: '1.00', currencySymbol: '₱' } });
      }),
    );
    await renderOverPlatform('/m/home', { timeoutMs: 150 });
    expect(await (await pool()).findByText('Slow Connection', undefined, { timeout: 12_000 })).toBeInTheDocument();
  }, 15_000);

  it('an offline device shows "No Internet"', async () => {
    await renderOverPlatform('/m/home', { online: () => false });
    expect((await screen.findAllByText('No Internet', undefined, slow)).length).toBeGreaterThan(0);
  });
});

describe('an expired session', () => {
  it('clears the session and sends the member to login, remembering where they were', async () => {
    const { router } = await renderOverPlatform('/m/member/home', { as: 'demoplayer' });
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    // The platform forgets every session (expiry), then the member's next call finds out.
    sim.mutate('demo', accountsSlice, (s) => {
      s.sessions = {};
    });
    server.use(http.get(WALLET, () => HttpResponse.json({ success: false, code: 'NOT_LOGGED_IN', message: 'Please login' }, { status: 401 })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'), slow);
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/m/member/home')}`);
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('a login on another device leads to the device-conflict page', async () => {
    // Installed before the first render: the member center's first wallet call finds out.
    server.use(http.get(WALLET, () => HttpResponse.json({ success: false, code: 'LOGGED_IN_ELSEWHERE', message: 'elsewhere' }, { status: 401 })));
    const { router } = await renderOverPlatform('/m/member/home', { as: 'demoplayer' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/deviceConflict'), slow);
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
