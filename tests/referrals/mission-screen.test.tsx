// Mission activity over the real demo platform: progress measured from the ledger, Claim once
// complete (disabled while the claim is on its way), and this week's leaderboard.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';
import { accountOf } from '@/platform-sim/areas/accounts/state';
import { adjustBalance } from '@/platform-sim/areas/accounts/ledger';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const slow = { timeout: 8000 };

const balanceCents = (user = 'demoplayer') => accountOf(sim, 'demo', user)?.ledger.at(-1)?.balanceAfterCents ?? 0;
const missionCard = async (title: string) => {
  const h = await screen.findByRole('heading', { name: title }, slow);
  const li = h.closest('li');
  if (!li) throw new Error('no card');
  return within(li);
};

describe('/m/leaderBoard missions', () => {
  it('shows the progress the platform measured from the wallet', async () => {
    // A deposit of ₱300 today: 60% of the ₱500 daily deposit mission.
    adjustBalance(sim, 'demo', 'demoplayer', { kind: 'deposit', amountCents: 30_000, ref: 'DP-TEST' });
    await renderOverPlatform('/m/leaderBoard', { as: 'demoplayer' });
    expect(await screen.findByRole('heading', { name: 'Daily missions' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Weekly missions' })).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Progress: Deposit ₱500.00 today' });
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    expect(bar).toHaveAttribute('aria-valuetext', '₱300.00 / ₱500.00');
    const deposit = await missionCard('Deposit ₱500.00 today');
    expect(deposit.getByText('In progress')).toBeInTheDocument();
    expect(deposit.queryByRole('button')).not.toBeInTheDocument();
  });

  it('claims a complete mission once: disabled while pending, then Claimed and the reward in the wallet', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    // Hold the claim until the test lets it through to the platform.
    server.use(
      http.post('*/api/v1/mission/claim', async () => {
        await gate;
        return undefined;
      }),
    );
    await renderOverPlatform('/m/leaderBoard', { as: 'demoplayer' });
    const card = await missionCard('Log in today');
    const before = balanceCents();
    const claim = card.getByRole('button', { name: 'Claim Log in today' });
    await user.click(claim);
    await waitFor(() => expect(claim).toBeDisabled());
    await user.click(claim);
    release();
    expect(await screen.findByText('Success', undefined, slow)).toBeInTheDocument();
    await waitFor(() => expect(card.getByText('Claimed')).toBeInTheDocument(), slow);
    expect(card.queryByRole('button', { name: 'Claim Log in today' })).not.toBeInTheDocument();
    expect(balanceCents() - before).toBe(500);
  });

  it('says so when the claim is refused', async () => {
    server.use(http.post('*/api/v1/mission/claim', () => HttpResponse.json({ success: false, code: 'DUPLICATE_REQUEST', message: 'dup' })));
    adjustBalance(sim, 'demo', 'demoagent', { kind: 'bet', amountCents: -100_000, ref: 'BT-AG', meta: { game: 'Super Ace' } });
    await renderOverPlatform('/m/leaderBoard', { as: 'demoagent' });
    const card = await missionCard('Bet ₱1,000.00 today');
    const before = balanceCents('demoagent');
    await userEvent.click(card.getByRole('button', { name: 'Claim Bet ₱1,000.00 today' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(balanceCents('demoagent')).toBe(before);
    expect(card.getByRole('button', { name: 'Claim Bet ₱1,000.00 today' })).toBeEnabled();
  });

  it("shows this week's top bettors with medals and the member's own row highlighted", async () => {
    adjustBalance(sim, 'demo', 'demoplayer', { kind: 'bet', amountCents: -9_000_000, ref: 'BT-WHALE', meta: { game: 'Crazy Time' } });
    await renderOverPlatform('/m/leaderBoard', { as: 'demoplayer' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Leaderboard' }, slow));
    expect(screen.getByRole('tab', { name: 'Leaderboard' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: "This week's top bettors" }, slow);
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows[0]).toHaveAttribute('aria-current', 'true');
    expect(within(rows[0]!).getByText('de****er')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('You')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('img', { name: 'Gold medal, Rank 1' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('img', { name: 'Silver medal, Rank 2' })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('img', { name: 'Bronze medal, Rank 3' })).toBeInTheDocument();
    expect(within(rows[3]!).queryByRole('img')).not.toBeInTheDocument();
    expect(rows.filter((r) => r.getAttribute('aria-current') === 'true')).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'My position' })).getByText('No. 1')).toBeInTheDocument();
  });

  it('sends a visitor to login', async () => {
    const { router } = await renderOverPlatform('/m/leaderBoard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'), slow);
  });
});
