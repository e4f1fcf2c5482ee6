// Reward center over the real demo platform: the seeded rewards with the total claimable, a claim
// that credits the wallet once (button disabled while pending, a double tap claims once), the
// history tab, the platform's refusal and a failed load.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';
import { accountOf } from '@/platform-sim/areas/accounts/state';
import { rewardsSlice } from '@/platform-sim/areas/rewards';
import { formatMoney } from '@/ui/money';
import { centsToDecimal } from '@/engine/money';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(() => sim.reset());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const slow = { timeout: 8000 };

const rewardBonuses = () => accountOf(sim, 'demo', 'demoplayer')?.ledger.filter((e) => e.kind === 'bonus' && e.ref.startsWith('reward:')) ?? [];
const balanceCents = () => accountOf(sim, 'demo', 'demoplayer')?.ledger.at(-1)?.balanceAfterCents ?? 0;
const card = async (title: string) => {
  const h = await screen.findByRole('heading', { name: title }, slow);
  const li = h.closest('li');
  if (!li) throw new Error('no card');
  return within(li);
};
/** What the platform holds as claimable for demoplayer right now, formatted. */
const claimableTotal = () => {
  const now = Date.now();
  const cents = (sim.slice('demo', rewardsSlice).rewards.demoplayer ?? [])
    .filter((r) => r.claimedAt === null && r.expiresAt > now)
    .reduce((t, r) => t + r.amountCents, 0);
  return formatMoney(centsToDecimal(cents), '₱');
};

describe('/m/rewardCenter', () => {
  it('shows the total claimable and each reward with amount, source and expiry', async () => {
    await renderOverPlatform('/m/rewardCenter', { as: 'demoplayer' });
    const upgrade = await card('VIP 1 upgrade bonus');
    expect(upgrade.getByText('₱88.00')).toBeInTheDocument();
    expect(upgrade.getByText('VIP programme · level upgrade')).toBeInTheDocument();
    expect(upgrade.getByText(/^Expires \d\d\/\d\d\/\d{4} · 14 days left$/)).toBeInTheDocument();
    const total = screen.getByRole('region', { name: 'Total claimable' });
    expect(within(total).getByText(claimableTotal())).toBeInTheDocument();
    expect(within(total).getByText('3 rewards waiting for you')).toBeInTheDocument();
    // An expired reward has no Claim button.
    const expired = screen.getAllByText(/^Expired on /);
    expect(expired.length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: /^Claim / })).toHaveLength(3);
  });

  it('claim credits the bonus once: disabled while pending, a double tap claims once, then Claimed and in the history', async () => {
    server.use(
      http.post('*/api/v1/reward/claim', async () => {
        await delay(300);
        return undefined;
      }),
    );
    const before = balanceCents();
    const user = userEvent.setup();
    await renderOverPlatform('/m/rewardCenter', { as: 'demoplayer' });
    const upgrade = await card('VIP 1 upgrade bonus');
    const button = upgrade.getByRole('button', { name: 'Claim VIP 1 upgrade bonus' });
    // Two taps before React re-renders the button (a real double tap on a phone).
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(() => expect(button).toBeDisabled());
    expect(await screen.findByText('₱88.00 added to your wallet', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByText('This reward has already been claimed')).not.toBeInTheDocument();
    expect(rewardBonuses()).toHaveLength(1);
    expect(balanceCents() - before).toBe(8_800);
    // The total balance in the header follows (the main wallet and the ₱155.50 in game wallets).
    expect(await screen.findByText(formatMoney(centsToDecimal(before + 8_800 + 15_550), '₱'), undefined, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Claim VIP 1 upgrade bonus' })).not.toBeInTheDocument(), slow);
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Total claimable' })).getByText(claimableTotal())).toBeInTheDocument(), slow);
    expect(within(screen.getByRole('region', { name: 'Total claimable' })).getByText('2 rewards waiting for you')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'History' }));
    const history = screen.getByRole('list', { name: 'History' });
    expect(within(history).getByRole('heading', { name: 'VIP 1 upgrade bonus' })).toBeInTheDocument();
    expect(within(history).getByRole('heading', { name: 'Birthday bonus' })).toBeInTheDocument();
  });

  it("shows the platform's refusal of a claim", async () => {
    server.use(
      http.post('*/api/v1/reward/claim', () =>
        HttpResponse.json({ success: false, code: 'DUPLICATE_REQUEST', message: 'This reward has already been claimed', value: { reason: 'alreadyClaimed' } }),
      ),
    );
    await renderOverPlatform('/m/rewardCenter', { as: 'demoplayer' });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Deposit streak bonus' }, slow));
    expect(await screen.findByText('This reward has already been claimed', undefined, slow)).toBeInTheDocument();
    expect(rewardBonuses()).toHaveLength(0);
  });

  it('shows the retry state when the list fails, and recovers', async () => {
    let fail = true;
    server.use(http.get('*/api/v1/reward/list', () => (fail ? HttpResponse.json({}, { status: 500 }) : undefined)));
    await renderOverPlatform('/m/rewardCenter', { as: 'demoplayer' });
    const retry = await screen.findByRole('button', { name: 'Loading failed, click to retry' }, { timeout: 15_000 });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'VIP 1 upgrade bonus' }, slow)).toBeInTheDocument();
  }, 20_000);

  it('speaks Tagalog', async () => {
    await renderOverPlatform('/m/rewardCenter', { as: 'demoplayer', language: 'TY' });
    expect(await screen.findByRole('button', { name: 'Kunin ang Bonus sa pag-akyat sa VIP 1' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Kabuuang makukuha' })).toBeInTheDocument();
  });
});
