// Points mall over the real demo platform: points from the ledger's valid bets, redeem with a
// confirm dialog (bonus credit into the wallet, once even on a double tap), refusals when points
// are short or the stock is out, the redemption history, a failed load.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';
import { accountOf } from '@/platform-sim/areas/accounts/state';
import { rewardsSlice } from '@/platform-sim/areas/rewards';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(() => sim.reset());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const slow = { timeout: 8000 };

const mallBonuses = () => accountOf(sim, 'demo', 'demoplayer')?.ledger.filter((e) => e.kind === 'bonus' && e.ref.startsWith('mall:')) ?? [];
const redemptions = () => sim.slice('demo', rewardsSlice).redemptions;
const pointsRegion = () => screen.getByRole('region', { name: 'My points' });

describe('/m/mall/mallHome', () => {
  it('shows the points earned from valid bets and how they are earned', async () => {
    await renderOverPlatform('/m/mall/mallHome', { as: 'demoplayer' });
    const region = await screen.findByRole('region', { name: 'My points' }, slow);
    expect(await within(region).findByText('779 points', undefined, slow)).toBeInTheDocument();
    expect(within(pointsRegion()).getByText('Earned 779 · spent 0')).toBeInTheDocument();
    const how = screen.getByRole('region', { name: 'How to earn points' });
    expect(within(how).getByText(/Earn 1 point for every ₱10\.00 of valid bets/)).toBeInTheDocument();
    expect(within(how).getByText('₱7,790.00')).toBeInTheDocument();
  });

  it('redeems a bonus credit after confirming: once on a double tap, into the wallet, in the history', async () => {
    server.use(
      http.post('*/api/v1/mall/redeem', async () => {
        await delay(300);
        return undefined;
      }),
    );
    const user = userEvent.setup();
    await renderOverPlatform('/m/mall/mallHome', { as: 'demoplayer' });
    await user.click(await screen.findByRole('button', { name: 'Redeem ₱50.00 bonus credit' }, slow));
    const dialog = screen.getByRole('dialog', { name: 'Redeem points' });
    expect(within(dialog).getByText('Redeem ₱50.00 bonus credit for 500 points?')).toBeInTheDocument();
    expect(within(dialog).getByText('You will have 279 points left.')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await user.dblClick(confirm);
    expect(confirm).toBeDisabled();
    expect(await screen.findByText('₱50.00 bonus credit added to your wallet', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(redemptions()).toHaveLength(1);
    expect(mallBonuses().map((e) => e.amountCents)).toEqual([5_000]);
    await waitFor(() => expect(within(pointsRegion()).getByText('279 points')).toBeInTheDocument(), slow);
    await user.click(screen.getByRole('tab', { name: 'My redemptions' }));
    const history = await screen.findByRole('list', { name: 'My redemptions' }, slow);
    expect(within(history).getByRole('heading', { name: '₱50.00 bonus credit' })).toBeInTheDocument();
    expect(within(history).getByText('Credited to wallet')).toBeInTheDocument();
  });

  it('refuses with a clear message when points are short, and cannot redeem what is out of stock', async () => {
    const user = userEvent.setup();
    await renderOverPlatform('/m/mall/mallHome', { as: 'demoplayer' });
    await user.click(await screen.findByRole('button', { name: 'Redeem ₱100.00 bonus credit' }, slow));
    const dialog = screen.getByRole('dialog', { name: 'Redeem points' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Not enough points: you need 171 more points for ₱100.00 bonus credit.');
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const cap = screen.getByRole('button', { name: 'Redeem Palaro cap' });
    expect(cap).toBeDisabled();
    expect(cap).toHaveTextContent('Out of stock');
    expect(redemptions()).toHaveLength(0);
  });

  it("shows the platform's refusal in the dialog (stock gone meanwhile)", async () => {
    server.use(
      http.post('*/api/v1/mall/redeem', () =>
        HttpResponse.json({ success: false, code: 'BAD_REQUEST', message: 'This item is out of stock', value: { reason: 'outOfStock' } }),
      ),
    );
    const user = userEvent.setup();
    await renderOverPlatform('/m/mall/mallHome', { as: 'demoplayer' });
    await user.click(await screen.findByRole('button', { name: 'Redeem 20 free spins on Fortune Gems' }, slow));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert', undefined, slow)).toHaveTextContent('This item is out of stock');
    expect(redemptions()).toHaveLength(0);
  });

  it('shows the retry state when the mall fails to load', async () => {
    server.use(http.get('*/api/v1/mall/home', () => HttpResponse.json({ success: true, code: 'OK', value: { points: 'lots' } })));
    await renderOverPlatform('/m/mall/mallHome', { as: 'demoplayer' });
    expect(await screen.findByRole('button', { name: 'Loading failed, click to retry' }, slow)).toBeInTheDocument();
  });
});
