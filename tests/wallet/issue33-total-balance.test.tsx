// Issue 33 item 5: 'Total balance' is the total, game wallets included, as the demo platform reports
// it (the site shows what the platform reports); the main wallet alone is what can be withdrawn.
import { screen, within } from '@testing-library/react';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';
import { accountOf } from '@/platform-sim/areas/accounts/state';
import { balanceCentsOf } from '@/platform-sim/areas/accounts/ledger';
import { gameWalletsOf } from '@/platform-sim/areas/money/wallets';
import { formatMoney } from '@/ui/money';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  sim.reset();
});
afterAll(() => server.close());
const slow = { timeout: 8000 };
const money = (cents: number) => formatMoney(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`, '₱');

it('home’s top bar shows the main wallet plus the game wallets', async () => {
  const account = accountOf(sim, 'demo', 'demoplayer')!;
  const inGames = [...gameWalletsOf(account).values()].reduce((t, c) => t + c, 0);
  expect(inGames).toBe(15_550);
  const total = balanceCentsOf(account) + inGames;
  // The seed keeps DESIGN.md's promise for what a member sees: ₱10,000.00 in total.
  expect(total).toBe(1_000_000);
  await renderOverPlatform('/m/home', { language: 'EN', as: 'demoplayer' });
  const bar = await screen.findByRole('banner', undefined, slow);
  expect(await within(bar).findByText(money(total), undefined, slow)).toBeInTheDocument();
});

it('the withdraw page shows the main wallet, and the game wallets apart', async () => {
  const account = accountOf(sim, 'demo', 'demoplayer')!;
  await renderOverPlatform('/m/withdraw', { language: 'EN', as: 'demoplayer' });
  expect(await screen.findByText(money(balanceCentsOf(account)), { selector: '.wallet-balance__amount, .wallet-balance__amount *' }, slow)).toBeInTheDocument();
  expect(await screen.findByText('₱155.50', undefined, slow)).toBeInTheDocument();
});
