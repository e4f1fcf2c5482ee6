// Loss and wager limits beside the deposit limits on the responsible-gaming screen, over the real
// demo platform: set at once when first set or lowered, a raise waits; the game rounds obey them.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';
import { accountOf } from '@/platform-sim/areas/accounts/state';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  sim.reset();
});
afterAll(() => server.close());

const slow = { timeout: 8000 };

describe('loss and wager limits', () => {
  it('sets a daily loss limit at once and shows a raise as pending', async () => {
    const user = userEvent.setup();
    await renderOverPlatform('/m/responsibleGaming', { as: 'demoplayer', language: 'EN' });
    expect(await screen.findByRole('heading', { name: 'Loss limits' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Wager limits' })).toBeInTheDocument();
    const daily = screen.getByTestId('loss-limit-daily');
    await user.type(within(daily).getByLabelText('New limit: Daily loss limit'), '1000');
    await user.click(within(daily).getByRole('button', { name: 'Set limit: Daily loss limit' }));
    await waitFor(() => expect(daily).toHaveTextContent('₱1,000.00'), slow);
    expect(accountOf(sim, 'demo', 'demoplayer')?.responsible?.lossLimits?.daily?.activeCents).toBe(100_000);
    await user.type(within(daily).getByLabelText('New limit: Daily loss limit'), '3000');
    await user.click(within(daily).getByRole('button', { name: 'Set limit: Daily loss limit' }));
    expect(await within(daily).findByText(/^Changes to ₱3,000\.00 on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/, undefined, slow)).toBeInTheDocument();
    // The deposit limit of the same period is another limit.
    expect(screen.getByTestId('limit-daily')).toHaveTextContent('No limit');
  });

  it('a weekly wager limit is kept apart from the loss limits', async () => {
    const user = userEvent.setup();
    await renderOverPlatform('/m/responsibleGaming', { as: 'demoplayer', language: 'EN' });
    const weekly = await screen.findByTestId('wager-limit-weekly', undefined, slow);
    expect(weekly).toHaveTextContent(/^Weekly wager limitNo limitBet this period: ₱[\d,]+\.\d{2} · resets/);
    await user.type(within(weekly).getByLabelText('New limit: Weekly wager limit'), '50000');
    await user.click(within(weekly).getByRole('button', { name: 'Set limit: Weekly wager limit' }));
    await waitFor(() => expect(weekly).toHaveTextContent('₱50,000.00'), slow);
    const r = accountOf(sim, 'demo', 'demoplayer')?.responsible;
    expect(r?.wagerLimits?.weekly?.activeCents).toBe(5_000_000);
    expect(r?.lossLimits?.weekly).toBeUndefined();
  });
});
