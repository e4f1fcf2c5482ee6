// Announcements and help center over the real simulator.
import { screen, within } from '@testing-library/react';
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

describe('/m/notice', () => {
  it('opens the announcement tapped in the marquee (?index=)', async () => {
    await renderOverPlatform('/m/notice?index=2', { language: 'EN' });
    const open = await screen.findByRole('button', { name: /New JILI slots every Friday/, expanded: true }, slow);
    expect(open).toBeInTheDocument();
    expect(screen.getByText('Check the JILI SLOT tab.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Welcome to Palaro Demo!/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks an opened announcement read for a member (the unread dot goes)', async () => {
    await renderOverPlatform('/m/notice?index=0', { as: 'demoplayer', language: 'EN' });
    const first = await screen.findByRole('button', { name: /Welcome to Palaro Demo!/, expanded: true }, slow);
    await expect.poll(() => within(first).queryByLabelText('Unread'), { timeout: 5000 }).toBeNull();
    const second = screen.getByRole('button', { name: /GCash deposits/ });
    expect(within(second).getByLabelText('Unread')).toBeInTheDocument();
    await userEvent.click(second);
    await expect.poll(() => within(screen.getByRole('button', { name: /GCash deposits/ })).queryByLabelText('Unread'), { timeout: 5000 }).toBeNull();
  });
});

describe('/m/help', () => {
  it('?i= selects the topic, and a sub-item opens its detail', async () => {
    await renderOverPlatform('/m/help?i=1', { language: 'EN' });
    expect(await screen.findByRole('tab', { name: 'Deposit', selected: true }, slow)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Which channels can I use/ }));
    const detail = await screen.findByRole('dialog', { name: 'Which channels can I use?' });
    expect(detail).toHaveTextContent('GCash, Maya, QR Ph and bank transfer.');
  });
});
