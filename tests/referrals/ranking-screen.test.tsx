// Deposit and betting rankings over the real demo platform: own top bar (Back, title), the top 20
// of today, this week and this month with medals, visitors allowed, the member's own position.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';
import { adjustBalance } from '@/platform-sim/areas/accounts/ledger';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const slow = { timeout: 8000 };
const amountOf = (row: HTMLElement) => Number((row.querySelector('.money')?.textContent ?? '').replace(/[^\d.]/g, ''));

describe('/m/deposit-rank and /m/bet-rank', () => {
  it('shows a visitor the top 20 depositors of today with medals, under its own top bar', async () => {
    await renderOverPlatform('/m/deposit-rank');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit ranking' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Top 20 · Deposits · Today' }, slow);
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(20);
    const amounts = rows.map(amountOf);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    for (const r of rows) expect(r.querySelector('.money')?.textContent).toMatch(/^₱[\d,]+\.\d{2}$/);
    expect(within(rows[0]!).getByRole('img', { name: 'Gold medal, Rank 1' })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('img', { name: 'Bronze medal, Rank 3' })).toBeInTheDocument();
    expect(within(rows[19]!).getByLabelText('Rank 20')).toBeInTheDocument();
    expect(within(list).queryByText('You')).not.toBeInTheDocument();
    expect(screen.getByText('Log in to see your position')).toBeInTheDocument();
  });

  it('switches between today, this week and this month', async () => {
    const user = userEvent.setup();
    await renderOverPlatform('/m/bet-rank');
    const today = within(await screen.findByRole('list', { name: 'Top 20 · Valid bets · Today' }, slow)).getAllByRole('listitem');
    const topToday = amountOf(today[0]!);
    await user.click(screen.getByRole('tab', { name: 'This month' }));
    expect(screen.getByRole('tab', { name: 'This month' })).toHaveAttribute('aria-selected', 'true');
    const month = within(await screen.findByRole('list', { name: 'Top 20 · Valid bets · This month' }, slow)).getAllByRole('listitem');
    expect(month).toHaveLength(20);
    expect(amountOf(month[0]!)).toBeGreaterThan(topToday);
  });

  it('shows the member its own position, highlighted in the list', async () => {
    adjustBalance(sim, 'demo', 'demoplayer', { kind: 'deposit', amountCents: 50_000_000, ref: 'DP-RANK' });
    await renderOverPlatform('/m/deposit-rank', { as: 'demoplayer' });
    const list = await screen.findByRole('list', { name: 'Top 20 · Deposits · Today' }, slow);
    const mine = within(list)
      .getAllByRole('listitem')
      .filter((r) => r.getAttribute('aria-current') === 'true');
    expect(mine).toHaveLength(1);
    expect(within(mine[0]!).getByText('de****er')).toBeInTheDocument();
    expect(within(mine[0]!).getByText('You')).toBeInTheDocument();
    const me = screen.getByRole('region', { name: 'My position' });
    expect(within(me).getByText('No. 1')).toBeInTheDocument();
    expect(within(me).getByText('₱500,000.00')).toBeInTheDocument();
  });

  it('Back goes home when there is no history', async () => {
    const { router } = await renderOverPlatform('/m/bet-rank');
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('shows Loading failed, click to retry when the ranking fails', async () => {
    server.use(http.get('*/api/v1/ranking', () => HttpResponse.error()));
    await renderOverPlatform('/m/deposit-rank');
    expect(await screen.findByRole('button', { name: 'Loading failed, click to retry' }, slow)).toBeInTheDocument();
  });

  it('speaks Tagalog', async () => {
    await renderOverPlatform('/m/bet-rank', { language: 'TY' });
    expect(await screen.findByRole('tab', { name: 'Ngayong buwan' }, slow)).toBeInTheDocument();
    expect(await screen.findByText('Mag-log in para makita ang iyong puwesto', undefined, slow)).toBeInTheDocument();
  });
});
