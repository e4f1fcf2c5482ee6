// Login, register and forget have no shared header (no-header paths), yet the spec gives each a
// back control that goes home (not back in history): issue 19.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  sim.reset();
});
afterAll(() => server.close());

const slow = { timeout: 8000 };

describe.each([
  ['login', '/m/login', 'Login'],
  ['register', '/m/register', 'Register'],
  ['forget', '/m/forget', 'Reset password'],
])('%s has a back control that goes home', (_name, path) => {
  it(`${path}: Back → /m/home`, async () => {
    // Arrived from another screen: history back would return there; the spec sends them home.
    const { router } = await renderOverPlatform('/m/gameList', { language: 'EN' });
    await act(() => router.navigate(path));
    const back = await screen.findByRole('button', { name: 'Back' }, slow);
    await userEvent.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'), slow);
  });
});
