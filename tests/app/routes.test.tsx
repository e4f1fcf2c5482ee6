// Route-level tests of the shell: the real router built from the engine's table, guards, chrome,
// the member center's flag-driven menu, the home fallback and the platform-status gate.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { merchantConfig, renderApp } from './harness';
import { resetSession } from '@/state/session';

afterEach(() => {
  cleanup();
  resetSession();
});

const withFlag = (code: string, flag: string, value: boolean) =>
  merchantConfig(code, (f) => ({ ...f, whitelabel: { ...(f.whitelabel as object), [flag]: value } }));

describe('member center for a guest', () => {
  it('shows the reward-center entry while REWCEN3 is on', async () => {
    await renderApp('/m/member/home', { config: withFlag('demo', 'REWCEN3', true) });
    expect(await screen.findByRole('heading', { name: 'Member center' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /reward center/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login / Register' })).toHaveAttribute('href', '/m/login');
  });

  it('shows none when REWCEN3 is off', async () => {
    await renderApp('/m/myAccount/index', { config: withFlag('demo', 'REWCEN3', false) });
    expect(await screen.findByRole('heading', { name: 'Member center' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /deposit record/i })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /reward center/i })).toBeNull();
  });

  it('follows the shipped cebu file (REWCEN3 off there)', async () => {
    await renderApp('/m/member/home', { config: merchantConfig('cebu') });
    expect(await screen.findByRole('heading', { name: 'Member center' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /reward center/i })).toBeNull();
  });

  it('sends a guest tap to login, replacing the route', async () => {
    const { router } = await renderApp('/m/member/home');
    const entry = await screen.findByRole('link', { name: /reward center/i });
    await userEvent.click(entry);
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/m/rewardCenter')}`);
  });

  it('has the back arrow to home, the settings button, four shortcuts and the tiles', async () => {
    await renderApp('/m/member/home');
    await screen.findByRole('heading', { name: 'Member center' });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/m/home');
    expect(screen.getByRole('link', { name: 'Settings' })).toBeInTheDocument();
    const shortcuts = screen.getByRole('navigation', { name: 'Shortcuts' });
    expect(within(shortcuts).getAllByRole('link')).toHaveLength(4);
    expect(screen.getByRole('link', { name: /level benefits/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /download app/i })).toBeInTheDocument();
  });
});

describe('member center for a member', () => {
  it('shows the name and the balance with two decimals, no login prompt', async () => {
    await renderApp('/m/member/home', { session: { userName: 'demoplayer' } });
    expect(await screen.findByText('₱10,000.00')).toBeInTheDocument();
    expect(screen.getByText('demoplayer')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login / Register' })).toBeNull();
    expect(screen.getByRole('link', { name: /reward center/i })).toHaveAttribute('href', '/m/rewardCenter');
  });
});

describe('home and the fallback', () => {
  for (const path of ['/m/home', '/m/whatever/unknown', '/', '/m/index.html']) {
    it(`${path} renders the demo home with login, register, Deposit and Withdraw`, async () => {
      await renderApp(path);
      expect(await screen.findByText('Palaro Demo')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/m/login');
      expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/m/register');
      const main = screen.getByRole('main');
      expect(within(main).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter');
      expect(within(main).getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/m/withdraw');
      // Home has its own top bar, not the shared header; the footer shows.
      expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    });
  }

  it('shows the member name and balance in the top bar for a member', async () => {
    await renderApp('/m/home', { session: { userName: 'juan' }, platform: { balance: '1234567.50' } });
    expect(await screen.findByText('juan')).toBeInTheDocument();
    expect(await screen.findByText('₱1,234,567.50')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('shows the home in Tagalog by default language TY', async () => {
    await renderApp('/m/home', { language: 'TY' });
    expect(await screen.findByRole('link', { name: 'Mag-login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mag-withdraw' })).toBeInTheDocument();
  });
});

describe('chrome', () => {
  it('shows the shared header with title and back button, login and register for visitors', async () => {
    await renderApp('/m/member/benefits');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('heading', { name: 'Level benefits' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('hides the footer on /m/notice and shows the member header on a member page', async () => {
    await renderApp('/m/notice', { session: {} });
    await screen.findByRole('heading', { name: 'Announcements', level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open side menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download app' })).toBeInTheDocument();
  });

  it('footer members: guests go to login, members to the member center', async () => {
    await renderApp('/m/home');
    const footer = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(footer).getByRole('link', { name: 'Members' }).getAttribute('href')).toMatch(/^\/m\/login/);
    cleanup();
    await renderApp('/m/home', { session: {} });
    const footer2 = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(footer2).getByRole('link', { name: 'Members' })).toHaveAttribute('href', '/m/member/home');
  });

  it('asks a trial user to register from the footer', async () => {
    const { router } = await renderApp('/m/home', { session: { type: 4 }, platform: { memberType: 4 } });
    const footer = await screen.findByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(footer).getByRole('button', { name: 'Members' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Please log into a real account')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/register'));
  });
});

describe('guards', () => {
  it('sends a visitor from a member page to login with the way back', async () => {
    const { router } = await renderApp('/m/voucherCenter');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/m/voucherCenter')}`);
  });

  it('refuses a trial user from the inbox with the spec message and goes home', async () => {
    const { router } = await renderApp('/m/webEmail', { session: { type: 4 }, platform: { memberType: 4 } });
    expect(await screen.findByText('Please log into a real account')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('sends everyone home from a switched-off feature', async () => {
    const { router } = await renderApp('/m/rewardCenter', { session: {}, config: withFlag('demo', 'REWCEN3', false) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });
});

describe('message center', () => {
  it('lists live chat only while CBS3 is on', async () => {
    await renderApp('/m/message', { session: {} });
    expect(await screen.findByRole('heading', { name: 'Message center' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /live chat/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /announcements/i })).toHaveAttribute('href', '/m/notice');
    cleanup();
    await renderApp('/m/message', { session: {}, config: withFlag('demo', 'CBS3', false) });
    await screen.findByRole('heading', { name: 'Message center' });
    expect(screen.queryByRole('button', { name: /live chat/i })).toBeNull();
  });
});

describe('platform status gate', () => {
  it('shows maintenance (also when the region is restricted too)', async () => {
    await renderApp('/m/home', { platform: { maintenance: true, regionRestriction: true } });
    expect(await screen.findByRole('heading', { name: 'Maintenance' })).toBeInTheDocument();
    expect(screen.getByText('System upgrading, please try again later.')).toBeInTheDocument();
  });

  it('shows access denied with the caller IP for a region restriction', async () => {
    await renderApp('/m/member/home', { platform: { regionRestriction: true } });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(await screen.findByText('203.0.113.7')).toBeInTheDocument();
  });
});
