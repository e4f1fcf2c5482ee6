// The rebates area over the real demo platform: manual rebate claimed once, the rebate history,
// the transfer to the upline with the payment password, and feedback within the merchant file's
// word bounds; faults injected through server.use.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { accountOf, accountsSlice } from '@/platform-sim/areas/accounts/state';
import { balanceCentsOf } from '@/platform-sim/areas/accounts/ledger';
import { claimableOf, rebatesSlice } from '@/platform-sim/areas/rebates';
import { apiPath } from '@/platform-sim/kernel';
import { manualRebateEndpoint } from '@/api/endpoints/manual-rebate';
import { centsToDecimal } from '@/engine/money';
import { formatMoney } from '@/ui/money';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => sim.reset());

const slow = { timeout: 8000 };
const account = (user = 'demoplayer') => accountOf(sim, 'demo', user)!;
const rebatesIn = () => account().ledger.filter((e) => e.kind === 'rebate');
const peso = (cents: number) => formatMoney(centsToDecimal(cents), '₱');
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);
const last30 = `?start=${isoDay(Date.now() - 29 * 86_400_000)}&end=${isoDay(Date.now())}`;

describe('manual rebate (/m/member/manualRebate)', () => {
  it('shows the claimable rebate per game type at the upline rates and claims it once on a double tap', async () => {
    const offer = claimableOf(sim, 'demo', account());
    expect(offer.totalCents).toBeGreaterThan(0);
    const before = balanceCentsOf(account());
    const rebatesBefore = rebatesIn().length;
    await renderOverPlatform('/m/member/manualRebate', { as: 'demoplayer' });
    const claim = await screen.findByRole('button', { name: 'Claim rebate' }, slow);
    expect(screen.getAllByText(peso(offer.totalCents)).length).toBeGreaterThan(0);
    const table = within(screen.getByRole('table', { name: 'By game type' }));
    expect(table.getByRole('row', { name: /Sports .* 0\.40%/ })).toBeInTheDocument();
    expect(table.getByRole('row', { name: /Slots .* 0\.80%/ })).toBeInTheDocument();
    await waitFor(() => expect(claim).toBeEnabled(), slow);
    act(() => {
      fireEvent.click(claim);
      fireEvent.click(claim);
    });
    expect(await screen.findByText(`${peso(offer.totalCents)} was added to your wallet.`, undefined, slow)).toBeInTheDocument();
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Nothing to claim' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
    expect(rebatesIn()).toHaveLength(rebatesBefore + 1);
    expect(balanceCentsOf(account()) - before).toBe(offer.totalCents);
  });

  it('shows the failure with a retry, then the rebate', async () => {
    let failing = true;
    server.use(http.get(apiPath(manualRebateEndpoint.path), () => (failing ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : undefined)));
    const user = userEvent.setup();
    await renderOverPlatform('/m/member/manualRebate', { as: 'demoplayer' });
    const retry = await screen.findByRole('button', { name: 'Loading failed, click to retry' }, { timeout: 15000 });
    expect(screen.queryByRole('button', { name: 'Claim rebate' })).not.toBeInTheDocument();
    failing = false;
    await user.click(retry);
    expect(await screen.findByRole('button', { name: 'Claim rebate' }, slow)).toBeInTheDocument();
  }, 20000);
});

describe('my rebate (/m/member/rebateReport)', () => {
  it('lists the ledger rebates of the range with totals, and the claimed one with its game-type breakdown', async () => {
    const offer = claimableOf(sim, 'demo', account());
    const user = userEvent.setup();
    const view = await renderOverPlatform('/m/member/manualRebate', { as: 'demoplayer' });
    const claim = await screen.findByRole('button', { name: 'Claim rebate' }, slow);
    await waitFor(() => expect(claim).toBeEnabled(), slow);
    await user.click(claim);
    await screen.findByText(`${peso(offer.totalCents)} was added to your wallet.`, undefined, slow);
    view.unmount();

    await renderOverPlatform(`/m/member/rebateReport${last30}`, { as: 'demoplayer' });
    const list = within(await screen.findByRole('list', { name: 'Rebates of the period' }, slow));
    const entries = list.getAllByRole('listitem');
    const inRange = rebatesIn().length;
    expect(entries.length).toBeGreaterThan(1);
    expect(entries.length).toBeLessThanOrEqual(inRange);
    const manual = within(entries[0]!);
    expect(manual.getByText('Manual claim')).toBeInTheDocument();
    expect(manual.getAllByText(peso(offer.totalCents)).length).toBeGreaterThan(0);
    expect(manual.getByRole('row', { name: /Slots .* 0\.80%/ })).toBeInTheDocument();
    expect(within(entries[1]!).getByText('Daily rebate')).toBeInTheDocument();
    expect(screen.getByTestId('figure-count')).toHaveTextContent(String(entries.length));

    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect(await screen.findByRole('heading', { name: 'No rebates in this period' }, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(screen.getAllByText('Manual claim')).toHaveLength(1), slow);
    expect(screen.getByTestId('figure-amount')).toHaveTextContent(peso(offer.totalCents));
  });
});

describe('superior transfer (/m/upLine/transfer)', () => {
  const fill = async (amount: string, password: string) => {
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Amount' }, slow);
    await user.clear(field);
    await user.type(field, amount);
    await user.clear(screen.getByLabelText('Payment password'));
    await user.type(screen.getByLabelText('Payment password'), password);
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    return user;
  };

  it('names the upline, refuses more than the balance and a wrong payment password, and moves nothing', async () => {
    const agentBefore = balanceCentsOf(account('demoagent'));
    await renderOverPlatform('/m/upLine/transfer', { as: 'demoplayer' });
    expect(await screen.findByTestId('upline-name', undefined, slow)).toHaveTextContent('Demo Agent (demoagent)');
    await fill('10000.01', '654321');
    expect(await screen.findByText('The amount is more than your balance (₱9,844.50)')).toBeInTheDocument();
    await fill('0.5', '654321');
    expect(await screen.findByText('The minimum is ₱1.00')).toBeInTheDocument();
    const user = await fill('100', '111111');
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm transfer' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The payment password is incorrect', { selector: '[role="alert"]' }, slow)).toBeInTheDocument();
    expect(balanceCentsOf(account())).toBe(984_450);
    expect(balanceCentsOf(account('demoagent'))).toBe(agentBefore);
  });

  it('debits the member and credits the upline once, even when Confirm is tapped twice, and lists the transfer', async () => {
    const agentBefore = balanceCentsOf(account('demoagent'));
    await renderOverPlatform('/m/upLine/transfer', { as: 'demoplayer' });
    expect(await screen.findByText('No transfers yet', undefined, slow)).toBeInTheDocument();
    await fill('250.50', '654321');
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm transfer' }));
    expect(dialog.getByText('Transfer ₱250.50 to Demo Agent?')).toBeInTheDocument();
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    act(() => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    expect(await screen.findByText('Success', undefined, slow)).toBeInTheDocument();
    const history = within(await screen.findByRole('list', { name: 'Past transfers' }, slow));
    expect(history.getAllByRole('listitem')).toHaveLength(1);
    expect(history.getByText('-₱250.50')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('₱9,749.50').length).toBeGreaterThan(0), slow);
    expect(balanceCentsOf(account())).toBe(984_450 - 25_050);
    expect(balanceCentsOf(account('demoagent')) - agentBefore).toBe(25_050);
    expect(sim.slice('demo', rebatesSlice).transfers).toHaveLength(1);
  });

  it('is refused to a member without toUpline', async () => {
    sim.mutate('demo', accountsSlice, (s) => {
      s.accounts.demoplayer!.toUpline = false;
    });
    const view = await renderOverPlatform('/m/upLine/transfer', { as: 'demoplayer' });
    await waitFor(() => expect(view.router.state.location.pathname).not.toBe('/m/upLine/transfer'), slow);
    expect(screen.queryByRole('button', { name: 'Transfer' })).not.toBeInTheDocument();
  });
});

describe('feedback (/m/feedback)', () => {
  const ten = 'The deposit page is clear but the history could load faster please';

  it('refuses content below the merchant file bound with the message naming the bounds, sending nothing', async () => {
    const user = userEvent.setup();
    await renderOverPlatform('/m/feedback', { as: 'demoplayer' });
    await user.click(await screen.findByRole('radio', { name: 'Suggestion' }, slow));
    await user.type(screen.getByRole('textbox', { name: 'Content' }), 'Too short to send');
    expect(screen.getByText('4 words')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Feedback content is between 10 and 300 words')).toBeInTheDocument();
    expect(sim.slice('demo', rebatesSlice).feedback.filter((f) => f.userName === 'demoplayer')).toHaveLength(1);
  });

  it('asks for a category, then sends once on a double tap and lists it pending, with the earlier reply', async () => {
    const user = userEvent.setup();
    await renderOverPlatform('/m/feedback', { as: 'demoplayer' });
    const history = within(await screen.findByRole('list', { name: 'My feedback' }, slow));
    expect(history.getByText('Replied')).toBeInTheDocument();
    expect(history.getByText(/We checked your transaction/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Content' }), ten);
    expect(screen.getByText('12 words')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Choose a category')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Game problem' }));
    const submit = screen.getByRole('button', { name: 'Submit' });
    act(() => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    expect(await screen.findByText('Success', undefined, slow)).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'My feedback' })).getAllByRole('listitem')).toHaveLength(2), slow);
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveValue('');
    expect(sim.slice('demo', rebatesSlice).feedback.filter((f) => f.userName === 'demoplayer')).toHaveLength(2);
  });

  it('is in the member center menu', async () => {
    await renderOverPlatform('/m/member/home', { as: 'demoplayer' });
    expect(await screen.findByRole('link', { name: 'Feedback' }, slow)).toHaveAttribute('href', '/m/feedback');
  });
});
