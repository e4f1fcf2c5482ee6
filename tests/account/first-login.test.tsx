// A first-login (pending) password change must end the pending state for good: after the change
// and a reload the member is not asked again and the old password is asked on the next change.
// The stored session says the password is no longer pending, and still that this is the member's
// first login (which drives the first-login 'F' popup).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountsSlice } from '@/platform-sim/areas/accounts/state';
import { SESSION_STORAGE_KEY, sessionStore } from '@/state/session';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  sim.reset();
});
afterAll(() => server.close());

const slow = { timeout: 8000 };
const stored = () => JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as { firstTimeLogin?: boolean; pendingPassword?: boolean } | null;

it('after a first-login password change and a reload, the member is not asked again', async () => {
  sim.mutate('demo', accountsSlice, (s) => {
    const account = s.accounts.demoplayer;
    if (account) account.pendingPassword = true;
  });
  const first = await renderOverPlatform('/m/login', { language: 'EN' });
  await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }, slow), 'demoplayer');
  await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'Demo1234');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(first.router.state.location.pathname).toBe('/m/changePsw'), slow);
  expect(stored()).toMatchObject({ firstTimeLogin: true, pendingPassword: true });
  // The pending password is replaced without the old one.
  const newPassword = await screen.findByLabelText('New password', { exact: true }, slow);
  expect(screen.queryByLabelText('Old password')).not.toBeInTheDocument();
  // A pending password has to be replaced: no way to cancel it.
  expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  await userEvent.type(newPassword, 'Fresh1234');
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'Fresh1234');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('You have successfully changed your password.', undefined, slow)).toBeInTheDocument();
  await waitFor(() => expect(first.router.state.location.pathname).toBe('/m/home'), slow);
  expect(stored()).toMatchObject({ firstTimeLogin: true, pendingPassword: false });
  first.unmount();

  // A reload: the stored session is read again.
  const second = await renderOverPlatform('/m/changePsw', { language: 'EN', reload: true });
  expect(sessionStore.info?.userName).toBe('demoplayer');
  expect(sessionStore.pendingPassword).toBe(false);
  // Not pending any more: the old password is asked, and the platform accepts the change.
  await userEvent.type(await screen.findByLabelText('Old password', undefined, slow), 'Fresh1234');
  await userEvent.type(screen.getByLabelText('New password', { exact: true }), 'Again1234');
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'Again1234');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('You have successfully changed your password.', undefined, slow)).toBeInTheDocument();
  await waitFor(() => expect(second.router.state.location.pathname).toBe('/m/home'), slow);
});
