// Invite friends over the real demo platform: the member's code and link copied with the spec's
// 'Copy successful' (and a fallback without the Clipboard API), the friends, claiming rewards.
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

const balanceCents = () => accountOf(sim, 'demo', 'demoplayer')?.ledger.at(-1)?.balanceAfterCents ?? 0;

describe('/m/inviteFriends', () => {
  it('copies the referral code and the registration link with Copy successful', async () => {
    const user = userEvent.setup();
    await renderOverPlatform('/m/inviteFriends', { as: 'demoplayer' });
    const code = await screen.findByLabelText('Your referral code', undefined, slow);
    expect(code.textContent).toMatch(/^P[0-9A-Z]{6}$/);
    const link = screen.getByLabelText('Your invitation link');
    expect(link).toHaveTextContent(`${window.location.origin}/m/register?affiliateCode=${code.textContent}`);

    await user.click(screen.getByRole('button', { name: 'Copy invitation link' }));
    expect(await screen.findByText('Copy successful')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link.textContent);

    await user.click(screen.getByRole('button', { name: 'Copy referral code' }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(code.textContent));
  });

  it('falls back to a hidden text field where the Clipboard API is missing, and says so when nothing works', async () => {
    const user = userEvent.setup();
    await renderOverPlatform('/m/inviteFriends', { as: 'demoplayer' });
    await screen.findByLabelText('Your referral code', undefined, slow);
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const copied: string[] = [];
    const exec = vi.fn(() => {
      const field = document.activeElement;
      if (field instanceof HTMLTextAreaElement) copied.push(field.value.slice(field.selectionStart, field.selectionEnd));
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy referral code' }));
    expect(await screen.findByText('Copy successful')).toBeInTheDocument();
    expect(exec).toHaveBeenCalledWith('copy');
    expect(copied).toEqual([screen.getByLabelText('Your referral code').textContent]);

    exec.mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Copy invitation link' }));
    expect(await screen.findByText('Could not copy, please copy it by hand')).toBeInTheDocument();
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('lists the invited friends masked, with totals, and claims the rewards once into the wallet', async () => {
    const user = userEvent.setup();
    await renderOverPlatform('/m/inviteFriends', { as: 'demoplayer' });
    const list = await screen.findByRole('list', { name: 'Invited friends' }, slow);
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('.ref-friend__name')?.textContent)).toEqual(['li****22', 'bo****g7', 'cr****_l', 'ra****88']);
    expect(within(rows[0]!).getByText('Not qualified yet')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Qualified')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('₱88.00')).toBeInTheDocument();
    expect(screen.getByText("Your friend's first deposit is at least ₱100.00.")).toBeInTheDocument();
    const totals = screen.getByRole('heading', { name: 'My referrals' }).closest('section')!;
    expect(within(totals).getByText('₱176.00')).toBeInTheDocument();

    const before = balanceCents();
    const claim = screen.getByRole('button', { name: 'Claim rewards' });
    await user.click(claim);
    expect(await screen.findByText('Rewards of ₱176.00 added to your wallet', undefined, slow)).toBeInTheDocument();
    expect(balanceCents() - before).toBe(17_600);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Claim rewards' })).toBeDisabled(), slow);
    expect(within(screen.getByRole('list', { name: 'Invited friends' })).getAllByText('Reward claimed')).toHaveLength(2);
  });

  it('shows Loading failed, click to retry when the platform fails, and retries', async () => {
    let fail = true;
    server.use(http.get('*/api/v1/referral/info', () => (fail ? HttpResponse.error() : undefined)));
    await renderOverPlatform('/m/inviteFriends', { as: 'demoplayer' });
    const retry = await screen.findByRole('button', { name: 'Loading failed, click to retry' }, slow);
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByLabelText('Your referral code', undefined, slow)).toBeInTheDocument();
  });

  it('speaks Tagalog', async () => {
    const user = userEvent.setup();
    await renderOverPlatform('/m/inviteFriends', { as: 'demoplayer', language: 'TY' });
    await user.click(await screen.findByRole('button', { name: 'Kopyahin ang referral code' }, slow));
    expect(await screen.findByText('Matagumpay na nakopya')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mga inimbitahang kaibigan' })).toBeInTheDocument();
  });
});
