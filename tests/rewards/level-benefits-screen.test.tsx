// Level benefits over the real demo platform: guests see the VIP levels and their benefits; a
// member sees their level (the club label's) and the progress to the next, from the ledger.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(() => sim.reset());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const slow = { timeout: 8000 };

const row = (panel: HTMLElement, term: string) => {
  const dt = within(panel).getByText(term, { selector: 'dt' });
  const dd = dt.parentElement?.querySelector('dd');
  if (!dd) throw new Error(`no value for ${term}`);
  return dd;
};

describe('/m/member/benefits', () => {
  it('shows guests every level with its thresholds and benefits, and a way to log in', async () => {
    const user = userEvent.setup();
    await renderOverPlatform('/m/member/benefits');
    const tabs = await screen.findAllByRole('tab', undefined, slow);
    expect(tabs.map((t) => t.textContent)).toEqual(['VIP 0', 'VIP 1', 'VIP 2', 'VIP 3', 'VIP 4', 'VIP 5', 'VIP 6']);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'VIP 6' }));
    const panel = screen.getByRole('tabpanel', { name: 'VIP 6' });
    expect(row(panel, 'Cumulative deposits')).toHaveTextContent('₱5,000,000.00');
    expect(row(panel, 'Cumulative valid bets')).toHaveTextContent('₱15,000,000.00');
    expect(row(panel, 'Upgrade bonus')).toHaveTextContent('₱28,888.00');
    expect(row(panel, 'Monthly bonus')).toHaveTextContent('₱5,888.00');
    expect(row(panel, 'Rebate bonus')).toHaveTextContent('1.00% of valid bets');
    expect(row(panel, 'Daily withdrawal limit')).toHaveTextContent('₱3,000,000.00');
    expect(row(panel, 'Birthday gift')).toHaveTextContent('₱8,888.00');
  });

  it("shows demoplayer's VIP 1 and the progress to VIP 2 computed from the ledger", async () => {
    await renderOverPlatform('/m/member/benefits', { as: 'demoplayer' });
    expect(await screen.findByRole('heading', { level: 1, name: 'VIP 1' }, slow)).toBeInTheDocument();
    expect(screen.getByText('15% of the way to VIP 2')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress to VIP 2' })).toHaveAttribute('aria-valuenow', '15');
    expect(screen.getByRole('progressbar', { name: 'Deposits progress' })).toHaveAttribute('aria-valuenow', '38');
    expect(screen.getByText('₱7,700.00')).toBeInTheDocument();
    expect(screen.getByText('₱12,300.00')).toBeInTheDocument();
    expect(screen.getByText('₱42,210.00')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'VIP 1' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel', { name: /VIP 1/ })).getByText('Your level')).toBeInTheDocument();
  });

  it("keeps demoagent's VIP 3 although the agent's own ledger has no bets", async () => {
    await renderOverPlatform('/m/member/benefits', { as: 'demoagent' });
    expect(await screen.findByRole('heading', { level: 1, name: 'VIP 3' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress to VIP 4' })).toHaveAttribute('aria-valuenow', '0');
  });

  it('speaks Tagalog', async () => {
    await renderOverPlatform('/m/member/benefits', { language: 'TY' });
    expect(await screen.findByRole('heading', { name: 'Mga VIP level' }, slow)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Alamin kung nasaan ka' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'VIP 0' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the retry state when the levels fail to load', async () => {
    server.use(http.get('*/api/v1/member/levels', () => HttpResponse.json({ success: true, code: 'OK', value: { levels: 7 } })));
    await renderOverPlatform('/m/member/benefits');
    expect(await screen.findByRole('button', { name: 'Loading failed, click to retry' }, slow)).toBeInTheDocument();
  });
});
