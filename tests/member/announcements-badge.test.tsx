// The member center's Announcements badge counts what the notice page lists: once the member has
// opened every announcement there, the badge goes (it used to stay at 3: the badge counted
// player notices and popups, the page listed neither, and the platform counted the visitors' popup).
import { act, screen, waitFor, within } from '@testing-library/react';
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

it('reading every announcement on the notice page clears the member center badge', async () => {
  const view = await renderOverPlatform('/m/message', { as: 'demoplayer', language: 'EN' });
  // Named with its count, a space between them.
  expect(await screen.findByRole('link', { name: /^Announcements [1-9]\d* unread$/ }, slow)).toBeInTheDocument();

  await act(() => view.router.navigate('/m/notice'));
  const list = await screen.findByRole('list', undefined, slow);
  // Open each one in turn: opening one marks it read.
  const heads = within(list).getAllByRole('button');
  for (const head of heads) {
    if (head.getAttribute('aria-expanded') !== 'true') await userEvent.click(head);
    await waitFor(() => expect(head).toHaveAttribute('aria-expanded', 'true'));
  }
  // The last one opened is marked when it opens too; then every unread dot is gone.
  await waitFor(() => expect(within(list).queryAllByLabelText('Unread')).toHaveLength(0), slow);

  await act(() => view.router.navigate('/m/message'));
  expect(await screen.findByRole('link', { name: 'Announcements' }, slow)).toBeInTheDocument();
});
