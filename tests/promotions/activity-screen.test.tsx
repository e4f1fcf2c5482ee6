// Promotions over the real demo platform: the spec's status labels, claim into the wallet, join.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';
import { accountOf } from '@/platform-sim/areas/accounts/state';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const slow = { timeout: 8000 };

const card = async (title: string) => {
  const h = await screen.findByRole('heading', { name: title }, slow);
  const li = h.closest('li');
  if (!li) throw new Error('no card');
  return within(li);
};
const balanceCents = () => {
  const a = accountOf(sim, 'demo', 'demoplayer');
  return a?.ledger.at(-1)?.balanceAfterCents ?? 0;
};

describe('/m/activity', () => {
  it('shows each promotion with the spec status label', async () => {
    await renderOverPlatform('/m/activity', { as: 'demoplayer' });
    expect((await card('Live Baccarat Winning Streak')).getByText('Applying')).toBeInTheDocument();
    expect((await card('Lucky Parlay Refund')).getByText('Rejected')).toBeInTheDocument();
    expect((await card('Birthday Gift')).getByText('Issued')).toBeInTheDocument();
    expect((await card('Christmas Countdown')).getByText('coming soon')).toBeInTheDocument();
    expect((await card('GCash Monday Bonus')).getByText('Close')).toBeInTheDocument();
  });

  it('claim puts the reward into the ledger and the label becomes Claimed', async () => {
    const before = balanceCents();
    await renderOverPlatform('/m/activity', { as: 'demoplayer' });
    const c = await card('Slots Loyalty Cashback');
    await userEvent.click(c.getByRole('button', { name: 'Claim Slots Loyalty Cashback' }));
    await waitFor(() => expect(c.getByText('Claimed')).toBeInTheDocument(), slow);
    expect(balanceCents() - before).toBe(15_000);
  });

  it('a Join that needs an application opens the promotion, where the application is made', async () => {
    const { router } = await renderOverPlatform('/m/activity', { as: 'demoplayer', language: 'EN' });
    const c = await card('PBA Finals Free Bet');
    const join = c.getByRole('link', { name: 'Join PBA Finals Free Bet' });
    await userEvent.click(join);
    expect(router.state.location.pathname).toBe('/m/activity/A104');
    expect(await screen.findByRole('button', { name: 'Submit application' }, slow)).toBeInTheDocument();
  });

  it('filters by category', async () => {
    await renderOverPlatform('/m/activity', { as: 'demoplayer' });
    await card('Birthday Gift');
    await userEvent.click(screen.getByRole('tab', { name: 'Sports' }));
    expect(screen.queryByRole('heading', { name: 'Birthday Gift' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'PBA Finals Free Bet' })).toBeInTheDocument();
  });

  it('shows the retry state when the list fails', async () => {
    server.use(http.get('*/api/v1/activity/list', () => HttpResponse.error()));
    await renderOverPlatform('/m/activity', { as: 'demoplayer' });
    expect(await screen.findByText('Loading failed, click to retry', undefined, slow)).toBeInTheDocument();
  });
});
