// Inbox, security center and responsible gaming over the real demo platform (msw/node).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { accountOf, accountsSlice } from '@/platform-sim/areas/accounts/state';
import { apiPath } from '@/platform-sim/kernel';
import { sim, server } from '../msw-server';
import { renderOverPlatform } from '../platform-app';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => sim.reset());

const slow = { timeout: 8000 };

describe('inbox (/m/webEmail)', () => {
  it('opens a message, shows its body and lowers the unread count', async () => {
    const user = userEvent.setup();
    await renderOverPlatform('/m/webEmail', { as: 'demoplayer' });
    expect(await screen.findByText('120 messages · 120 unread', undefined, slow)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Messages' });
    await user.click(within(list).getAllByRole('button')[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('link', { name: 'deposit record' })).toHaveAttribute('href', '/m/vouReport');
    expect(await screen.findByText('120 messages · 119 unread', undefined, slow)).toBeInTheDocument();
  });

  it('deletes the selected messages after a confirmation', async () => {
    const user = userEvent.setup();
    await renderOverPlatform('/m/webEmail', { as: 'demoplayer' });
    await screen.findByText('120 messages · 120 unread', undefined, slow);
    await user.click(screen.getByRole('button', { name: 'Select' }));
    const buttons = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('button');
    await user.click(buttons[0]!);
    await user.click(buttons[1]!);
    await user.click(screen.getByRole('button', { name: 'Delete 2 messages' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('118 messages · 118 unread', undefined, slow)).toBeInTheDocument();
  });

  it('in Tagalog, lists and opens the messages as the platform writes them in Tagalog', async () => {
    const user = userEvent.setup();
    await renderOverPlatform('/m/webEmail', { as: 'demoplayer', language: 'TY' });
    expect(await screen.findByText('120 mensahe · 120 hindi pa nababasa', undefined, slow)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Mga mensahe' });
    expect(within(list).getByText('Natanggap ang deposito (#90001)')).toBeInTheDocument();
    expect(within(list).queryByText('Deposit received (#90001)')).toBeNull();
    await user.click(within(list).getAllByRole('button')[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('link', { name: 'talaan ng deposito' })).toHaveAttribute('href', '/m/vouReport');
  });

  it('shows the retry message when the list fails', async () => {
    server.use(http.get(apiPath('/v1/inbox'), () => HttpResponse.json({ nope: true })));
    await renderOverPlatform('/m/webEmail', { as: 'demoplayer' });
    expect(await screen.findByRole('button', { name: 'Loading failed, click to retry' }, slow)).toBeInTheDocument();
  });
});

describe('security center (/m/securityCenter)', () => {
  it('refuses an identity verification without the back of the ID, a gif and a 6MB image', async () => {
    // The file input accepts png/jpg only; a member can still pick another file on some devices.
    const user = userEvent.setup({ applyAccept: false });
    await renderOverPlatform('/m/securityCenter?view=kyc', { as: 'demoplayer' });
    const png = new File([new Uint8Array([1, 2, 3])], 'front.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Front of your ID', undefined, slow), png);
    await user.click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(await screen.findByText('Please upload back of your ID')).toBeInTheDocument();
    const gif = new File([new Uint8Array([1])], 'back.gif', { type: 'image/gif' });
    await user.upload(screen.getByLabelText('Back of your ID'), gif);
    expect(await screen.findByText('Only acceptable png/jpg')).toBeInTheDocument();
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'back.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Back of your ID'), big);
    expect(await screen.findByText('The image maximum size is 5MB')).toBeInTheDocument();
    expect(accountOf(sim, 'demo', 'demoplayer')?.kyc).toBeUndefined();
  });

  it('changes the payment password with the current one', async () => {
    const user = userEvent.setup();
    await renderOverPlatform('/m/securityCenter', { as: 'demoplayer' });
    await user.click(await screen.findByRole('button', { name: /Payment password/ }, slow));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText('Current payment password'), '111111');
    await user.type(dialog.getByLabelText('New payment password (6 digits)'), '222222');
    await user.type(dialog.getByLabelText('Confirm payment password'), '222222');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('The payment password is incorrect')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('Current payment password'));
    await user.type(dialog.getByLabelText('Current payment password'), '654321');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(accountOf(sim, 'demo', 'demoplayer')?.paymentPassword).toBe('222222'), slow);
  });
});

describe('responsible gaming', () => {
  it('sets a daily limit at once and shows a raise as pending', async () => {
    const user = userEvent.setup();
    await renderOverPlatform('/m/responsibleGaming', { as: 'demoplayer' });
    const daily = await screen.findByTestId('limit-daily', undefined, slow);
    await user.type(within(daily).getByLabelText('New limit: Daily'), '1000');
    await user.click(within(daily).getByRole('button', { name: 'Set limit: Daily' }));
    await waitFor(() => expect(daily).toHaveTextContent('₱1,000.00'), slow);
    await user.type(within(daily).getByLabelText('New limit: Daily'), '3000');
    await user.click(within(daily).getByRole('button', { name: 'Set limit: Daily' }));
    expect(await within(daily).findByText(/^Changes to ₱3,000\.00 on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/, undefined, slow)).toBeInTheDocument();
    expect(within(daily).getByText('₱1,000.00')).toBeInTheDocument();
  });

  it('refuses a login during a break, naming its end', async () => {
    const until = Date.UTC(2027, 4, 22, 12, 0);
    sim.mutate('demo', accountsSlice, (s) => {
      s.accounts.demoplayer!.responsible = { limits: {}, realityCheckMinutes: null, breakKind: 'selfExclusion', breakPeriod: '6m', breakUntil: until };
    });
    const user = userEvent.setup();
    await renderOverPlatform('/m/login');
    await user.type(await screen.findByRole('textbox', { name: 'Username' }, slow), 'demoplayer');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Your account is on a break until 22/05/2027 12:00. You cannot log in before then.', undefined, slow)).toBeInTheDocument();
  });
});

describe('reality check', () => {
  it('reminds the member at the chosen interval with the time played and the net result, and Continue closes it', async () => {
    const user = userEvent.setup();
    const view = await renderOverPlatform('/m/member/home', { as: 'demoplayer' });
    // Every 15 minutes, on a session that began 15 minutes ago less a moment.
    sim.mutate('demo', accountsSlice, (s) => {
      s.accounts.demoplayer!.responsible = { limits: {}, realityCheckMinutes: 15, breakKind: null, breakPeriod: null, breakUntil: null };
      for (const record of Object.values(s.sessions)) if (record.userName === 'demoplayer') record.createdAt = Date.now() - 15 * 60_000 + 1500;
    });
    await view.queryClient.invalidateQueries({ queryKey: ['platform', 'rgSettings'] });
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' }, slow);
    expect(dialog).toHaveTextContent('You have been playing for 15 min.');
    expect(dialog).toHaveTextContent('Net result this session: ₱0.00 (bets ₱0.00, wins ₱0.00).');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull());
  });
});
