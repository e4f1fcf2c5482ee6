// The wallet screens over the real demo platform: deposit, withdraw (once per intent), recall and
// records that agree with each other, with faults injected through server.use.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';
import { accountOf, accountsSlice } from '@/platform-sim/areas/accounts/state';
import { moneySlice } from '@/platform-sim/areas/money/state';
import { apiPath } from '@/platform-sim/kernel';
import { createWithdrawalEndpoint } from '@/api/endpoints/create-withdrawal';
import { platform, sim, server } from '../msw-server';
import { renderOverPlatform } from '../platform-app';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => sim.reset());

const slow = { timeout: 8000 };
const ledgerOf = (user = 'demoplayer') => accountOf(sim, 'demo', user)!.ledger;
/** Deposit orders made in this test (not the seed's). */
const ordersOf = (user = 'demoplayer') => sim.slice('demo', moneySlice).deposits.filter((d) => d.userName === user && !d.requestId.startsWith('seed-'));

describe('deposit (/m/voucherCenter)', () => {
  it('sends ₱500 through GCash once, shows the order pending, then approved, and the balance grows by ₱500.00', async () => {
    const user = userEvent.setup();
    await renderOverPlatform('/m/voucherCenter', { as: 'demoplayer' });
    const gcash = await screen.findByRole('radio', { name: /GCash/ }, slow);
    expect(gcash).toBeChecked();
    expect(screen.getByRole('radio', { name: /QR Ph/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /card|crypto/i })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '500');
    const submit = screen.getByRole('button', { name: 'Deposit now' });
    // Two taps in the same frame.
    act(() => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    expect(await screen.findByText('Pending', undefined, slow)).toBeInTheDocument();
    expect(await screen.findByText('Deposit approved. ₱500.00 was added to your wallet.', undefined, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('₱10,500.00').length).toBeGreaterThan(0), slow);
    expect(ordersOf()).toHaveLength(1);
    expect(ledgerOf().filter((e) => e.kind === 'deposit' && e.ref === ordersOf()[0]?.orderNo)).toHaveLength(1);
  });

  it("names each channel's kind once: the channel the platform calls 'Bank transfer' is not a bank transfer twice", async () => {
    await renderOverPlatform('/m/voucherCenter', { as: 'demoplayer' });
    const bank = await screen.findByRole('radio', { name: /Bank transfer/ }, slow);
    expect(bank).toHaveAccessibleName(/^Bank transfer\b.*₱500\.00 – ₱500,000\.00/);
    expect(bank).not.toHaveAccessibleName(/Bank transfer.*Bank transfer/);
    expect(screen.getByRole('radio', { name: /GCash/ })).toHaveAccessibleName(/E-wallet · ₱100\.00 – ₱50,000\.00/);
  });

  it('keeps the amount within the channel limits, sending nothing otherwise', async () => {
    const user = userEvent.setup();
    await renderOverPlatform('/m/voucherCenter', { as: 'demoplayer' });
    await user.click(await screen.findByRole('radio', { name: /Bank transfer/ }, slow));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '300');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByText('The minimum is ₱500.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(ordersOf()).toHaveLength(0);
  });

  it('shows the platform refusal and keeps the form when the platform fails', async () => {
    const user = userEvent.setup();
    server.use(http.post(apiPath('/v1/pay/deposits'), () => HttpResponse.json({ message: 'boom' }, { status: 500 }), { once: true }));
    await renderOverPlatform('/m/voucherCenter', { as: 'demoplayer' });
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }, slow), '500');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByText('Request failed, please try again')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('500');
  });

  it('refuses a trial account with free_reject', async () => {
    sim.mutate('demo', accountsSlice, (s) => {
      s.accounts.demoplayer!.type = 4;
    });
    const view = await renderOverPlatform('/m/voucherCenter', { as: 'demoplayer' });
    expect(await screen.findByText('Please log into a real account', undefined, slow)).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/m/home'), slow);
  });
});

describe('withdraw (/m/withdraw)', () => {
  async function fill(amount: string, password = '654321') {
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }, slow), amount);
    await user.type(screen.getByLabelText('Payment password'), password);
    return user;
  }

  /** Opens withdraw, asks for `amount` (above the withdrawable ₱9,844.50) and sees it refused. */
  async function refusedOverBalance(amount: string) {
    await renderOverPlatform('/m/withdraw', { as: 'demoplayer' });
    expect(await screen.findByRole('radio', { name: /GCash •••• 4567/ }, slow)).toBeChecked();
    const user = await fill(amount);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The amount is more than your withdrawable balance (₱9,844.50)')).toBeInTheDocument();
    return user;
  }

  it('refuses more than the withdrawable balance with a clear message and changes nothing', async () => {
    await refusedOverBalance('20000');
    expect(ledgerOf().filter((e) => e.kind === 'withdrawal')).toHaveLength(1);
  });

  it('drops a message about the balance once the balance moves (the game wallets returned), and checks again on the next tap', async () => {
    const user = await refusedOverBalance('9900');
    await user.click(screen.getByRole('button', { name: 'Return all to main wallet' }));
    expect(await screen.findByText('No balance left in game wallets', undefined, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/more than your withdrawable balance/)).not.toBeInTheDocument(), slow);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('9900');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(ledgerOf().filter((e) => e.kind === 'withdrawal')).toHaveLength(2), slow);
  });

  it('debits exactly once when Withdraw is tapped twice quickly', async () => {
    await renderOverPlatform('/m/withdraw', { as: 'demoplayer' });
    await fill('1000');
    const button = screen.getByRole('button', { name: 'Withdraw' });
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(await screen.findByText('Withdrawal order', undefined, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('₱9,000.00').length).toBeGreaterThan(0), slow);
    expect(ledgerOf().filter((e) => e.kind === 'withdrawal')).toHaveLength(2);
  });

  it('reuses the request id after a lost answer, so trying again cannot debit twice', async () => {
    const keys: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith(createWithdrawalEndpoint.path)) keys.push(request.headers.get('X-Idempotency-Key') ?? '');
    });
    // The platform takes the withdrawal, but its answer is lost on the way back.
    server.use(
      http.post(
        apiPath(createWithdrawalEndpoint.path),
        async ({ request }) => {
          const answer = await getResponse(platform.handlers, request.clone());
          expect(answer?.status).toBe(200);
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    await renderOverPlatform('/m/withdraw', { as: 'demoplayer' });
    const user = await fill('500');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/Request failed, please try again|No Internet/, undefined, slow)).toBeInTheDocument();
    // Taken once already: the balance is down by ₱500.00, and trying again must not take it twice.
    expect(ledgerOf().filter((e) => e.kind === 'withdrawal')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawal order', undefined, slow)).toBeInTheDocument();
    server.events.removeAllListeners();
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe('');
    expect(keys[1]).toBe(keys[0]);
    expect(ledgerOf().filter((e) => e.kind === 'withdrawal')).toHaveLength(2);
  });

  it('keeps the amount and password when the withdrawal and the refresh after it both fail (the network down)', async () => {
    const { queryClient } = await renderOverPlatform('/m/withdraw', { as: 'demoplayer' });
    const user = await fill('500');
    server.use(http.all(apiPath('/*'), () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    // The failed request refreshes the balance (invalidateMoney), and that refresh fails too.
    const infoFailed = () =>
      queryClient
        .getQueryCache()
        .findAll({ queryKey: ['platform', 'money', 'withdrawInfo'] })
        .some((q) => q.state.status === 'error');
    await waitFor(() => expect(infoFailed()).toBe(true), { timeout: 10_000 });
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('500');
    expect(screen.getByLabelText('Payment password')).toHaveValue('654321');
    expect(screen.queryByRole('button', { name: 'Loading failed, click to retry' })).toBeNull();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawal order', undefined, slow)).toBeInTheDocument();
    expect(ledgerOf().filter((e) => e.kind === 'withdrawal')).toHaveLength(2);
  }, 20_000);

  it('offline, says No Internet at once and sends nothing, not even once the network is back', async () => {
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith(createWithdrawalEndpoint.path)) posts.push(request.url);
    });
    const onLine = vi.spyOn(navigator, 'onLine', 'get');
    await renderOverPlatform('/m/withdraw', { as: 'demoplayer', online: () => navigator.onLine });
    const user = await fill('500');
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    // On the form and in a toast.
    expect(await screen.findAllByText('No Internet', undefined, slow)).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    // Back online, nothing goes out by itself: only the next tap sends, once.
    expect(posts).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawal order', undefined, slow)).toBeInTheDocument();
    server.events.removeAllListeners();
    expect(posts).toHaveLength(1);
    expect(ledgerOf().filter((e) => e.kind === 'withdrawal')).toHaveLength(2);
  });

  it('asks for a payment password when none is set, then offers the withdrawal', async () => {
    sim.mutate('demo', accountsSlice, (s) => {
      s.accounts.demoplayer!.paymentPassword = null;
    });
    const user = userEvent.setup();
    await renderOverPlatform('/m/withdraw', { as: 'demoplayer' });
    await user.type(await screen.findByLabelText('New payment password', undefined, slow), '123456');
    await user.type(screen.getByLabelText('Confirm payment password'), '123457');
    await user.click(screen.getByRole('button', { name: 'Set a payment password' }));
    expect(await screen.findByText('Confirmation password not matched')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm payment password'));
    await user.type(screen.getByLabelText('Confirm payment password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Set a payment password' }));
    expect(await screen.findByRole('button', { name: 'Withdraw' }, slow)).toBeInTheDocument();
    expect(accountOf(sim, 'demo', 'demoplayer')!.paymentPassword).toBe('123456');
  });

  it('binds a new payout account after checking its number', async () => {
    const user = userEvent.setup();
    await renderOverPlatform('/m/withdraw', { as: 'demoplayer' });
    await user.click(await screen.findByRole('button', { name: 'Add payout account' }, slow));
    const dialog = within(screen.getByRole('dialog', { name: 'Add payout account' }));
    await user.click(dialog.getByRole('radio', { name: 'Maya' }));
    await user.type(dialog.getByLabelText('Account name'), 'Demo Player');
    await user.type(dialog.getByLabelText('Account number'), '0917');
    await user.click(dialog.getByRole('button', { name: 'Bind account' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('11-digit mobile number, 09…');
    await user.type(dialog.getByLabelText('Account number'), '1112222');
    await user.click(dialog.getByRole('button', { name: 'Bind account' }));
    expect(await screen.findByRole('radio', { name: /Maya •••• 2222/ }, slow)).toBeChecked();
  });

  it('returns the game wallets to the main wallet with one tap', async () => {
    const user = userEvent.setup();
    await renderOverPlatform('/m/withdraw', { as: 'demoplayer' });
    expect(await screen.findByText('₱155.50', undefined, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return all to main wallet' }));
    expect(await screen.findByText('Balance returned successfully')).toBeInTheDocument();
    expect(await screen.findByText('No balance left in game wallets', undefined, slow)).toBeInTheDocument();
    // The main wallet now holds the total (₱9,844.50 + ₱155.50).
    await waitFor(() => expect(screen.getAllByText('₱10,000.00').length).toBeGreaterThan(0), slow);
  });
});

describe('records', () => {
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  const q = `?start=${monthAgo}&end=${today}`;
  const figure = async (id: string) => (await screen.findByTestId(`figure-${id}`, undefined, slow)).textContent;

  it('account record, deposit record and profit and loss agree on deposits for the same range', async () => {
    const a = await renderOverPlatform(`/m/transaction/record${q}`, { as: 'demoplayer' });
    const fromAccount = await figure('deposits');
    a.unmount();
    const d = await renderOverPlatform(`/m/vouReport${q}`, { as: 'demoplayer' });
    const fromDeposits = await figure('approved');
    d.unmount();
    await renderOverPlatform(`/m/profitandloss${q}`, { as: 'demoplayer' });
    const fromPnl = await figure('deposits');
    expect(fromAccount).toMatch(/^₱[\d,]+\.\d{2}$/);
    expect(fromAccount).not.toBe('₱0.00');
    expect(fromDeposits).toBe(fromAccount);
    expect(fromPnl).toBe(fromAccount);
  });

  it('pages the betting record and filters it by game type', async () => {
    const user = userEvent.setup();
    const view = await renderOverPlatform(`/m/gameRecord${q}`, { as: 'demoplayer' });
    expect(await screen.findByText(/^Page 1 of \d+$/, undefined, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(view.router.state.location.search).toContain('page=2'));
    expect(await screen.findByText(/^Page 2 of \d+$/, undefined, slow)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Game type'), 'LIVE');
    await waitFor(() => expect(view.router.state.location.search).toContain('gameType=LIVE'));
    await waitFor(() => {
      const items = screen.getAllByRole('listitem');
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(item).toHaveTextContent('Live Casino');
    }, slow);
  });

  it('gives the agent view (types=A) a member picker over the downline', async () => {
    const user = userEvent.setup();
    await renderOverPlatform(`/m/transaction/record${q}&types=A`, { as: 'demoagent' });
    const picker = await screen.findByLabelText('Member', undefined, slow);
    expect(within(picker).getByRole('option', { name: 'demoagent (me)' })).toBeInTheDocument();
    await user.selectOptions(picker, 'demoplayer');
    expect(await screen.findByText(/^DP89993/, undefined, slow)).toBeInTheDocument();
  });
});
