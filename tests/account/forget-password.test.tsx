// Forgotten password (/m/forget): the new password is one the member can log in with. A reset to a
// password the login refuses used to succeed and lock the member out (found by a spec review).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountsSlice } from '@/platform-sim/areas/accounts/state';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  sim.reset();
});
afterAll(() => server.close());

const slow = { timeout: 8000 };
const passwordOf = (userName: string) => sim.slice('demo', accountsSlice).accounts[userName]?.password;

async function bySms(newPassword: string) {
  await userEvent.click(await screen.findByRole('tab', { name: 'By SMS' }, slow));
  await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9171234567');
  await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
  await userEvent.type(await screen.findByRole('textbox', { name: 'SMS code' }, slow), '123456');
  await userEvent.type(screen.getByLabelText('New password', { exact: true }), newPassword);
  await userEvent.type(screen.getByLabelText('Confirm new password'), newPassword);
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('forgotten password', () => {
  it('refuses a new password no login accepts, sends nothing, and the old one still works', async () => {
    const resets: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/v1/auth/password-reset')) resets.push(request.url);
    });
    const { router } = await renderOverPlatform('/m/forget', { language: 'EN' });
    await bySms('abc');
    expect(await screen.findByText('The password format is incorrect')).toBeInTheDocument();
    expect(resets).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/m/forget');
    expect(passwordOf('demoplayer')).toBe('Demo1234');
  });

  it('resets to a password the login accepts, then goes to login', async () => {
    const { router } = await renderOverPlatform('/m/forget', { language: 'EN' });
    await bySms('Fresh1234');
    expect(await screen.findByText('Password reset successful. Please log in again.', undefined, slow)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'), slow);
    expect(passwordOf('demoplayer')).toBe('Fresh1234');
  });

  it('by email, an empty user name is asked for, not called a bad email', async () => {
    await renderOverPlatform('/m/forget', { language: 'EN' });
    await userEvent.click(await screen.findByRole('tab', { name: 'By email' }, slow));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'demo@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Please enter your username')).toBeInTheDocument();
    expect(screen.queryByText('The email format is incorrect')).not.toBeInTheDocument();
  });
});
