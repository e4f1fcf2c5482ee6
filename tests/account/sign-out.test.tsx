// Sign out from a member-only page lands on home, never on login (issue 31). The app booted by its
// own start function on React, over the demo platform. The guard reads that the member signed out
// (resetSession('signOut')), so the page on show sends them home whenever the router commits the
// navigation: with React Router's navigations applied as transitions, the session reset used to
// re-render the settings guard first, which sent the member to /m/login?redirect=….
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@/state/session';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  sim.reset();
});
afterAll(() => server.close());

const slow = { timeout: 8000 };

describe('sign out', () => {
  it('from the settings page: Log out → Submit lands on home, and login is never shown', async () => {
    const { router } = await renderOverPlatform('/m/setting', { as: 'demoplayer', language: 'EN' });
    const seen: string[] = [];
    const stop = router.subscribe((state) => seen.push(`${state.location.pathname}${state.location.search}`));
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }, slow));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'), slow);
    stop();
    expect(sessionStore.info).toBeNull();
    expect(seen.filter((p) => p.startsWith('/m/login'))).toEqual([]);
  });

  it('after signing out, a member-only page still asks a visitor to log in once they move on', async () => {
    const { router } = await renderOverPlatform('/m/setting', { as: 'demoplayer', language: 'EN' });
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }, slow));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'), slow);
    // A session that ends otherwise (expired) is not a sign-out: the guard sends to login.
    sessionStore.signedOut = false;
    await act(() => router.navigate('/m/voucherCenter'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'), slow);
  });
});
