// Issue 33 items 18 and 19, over the real demo platform: notices, announcements, help, the
// promotions' titles, hot news and the legal pages arrive in the app's language (Tagalog written, other languages English); the registration notice names
// the merchant's own bonus; the members' security notice has no bare link.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { seedAnnouncements } from '@/platform-sim/areas/content';
import { initI18n } from '@/i18n/setup';
import { SafeHtml } from '@/ui/safe-html';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  sim.reset();
});
afterAll(() => server.close());
const slow = { timeout: 8000 };

describe('item 18: content in the app’s language', () => {
  it('the notice page in Tagalog lists Tagalog notices', async () => {
    await renderOverPlatform('/m/notice', { language: 'TY' });
    expect(await screen.findByText('Bagong JILI slots tuwing Biyernes', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByText('New JILI slots every Friday')).not.toBeInTheDocument();
  });

  it('the same page in English lists the English ones', async () => {
    await renderOverPlatform('/m/notice', { language: 'EN' });
    expect(await screen.findByText('New JILI slots every Friday', undefined, slow)).toBeInTheDocument();
  });

  it('the help center in Tagalog', async () => {
    await renderOverPlatform('/m/help', { language: 'TY' });
    expect(await screen.findByRole('tab', { name: 'Deposito' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Deposit' })).not.toBeInTheDocument();
  });

  it('the promotions in Tagalog', async () => {
    await renderOverPlatform('/m/activity', { language: 'TY' });
    expect(await screen.findByText('Bonus sa unang deposito 100%', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByText('First Deposit Bonus 100%')).not.toBeInTheDocument();
  });

  it('the promotions in English', async () => {
    await renderOverPlatform('/m/activity', { language: 'EN' });
    expect(await screen.findByText('First Deposit Bonus 100%', undefined, slow)).toBeInTheDocument();
  });

  it('hot news in Tagalog', async () => {
    await renderOverPlatform('/m/hotNews', { language: 'TY' });
    expect(await screen.findByText('Agad nang pumapasok ang deposito sa Maya', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByText('Maya deposits now credited instantly')).not.toBeInTheDocument();
  });

  it('the registration terms in Tagalog', async () => {
    await renderOverPlatform('/m/registerTerms', { language: 'TY' });
    expect(await screen.findByText('Isang account bawat tao', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByText('One account per person')).not.toBeInTheDocument();
  });

  it('home’s banners in Tagalog: their titles, and pictures drawn in Tagalog', async () => {
    await renderOverPlatform('/m/home', { language: 'TY' });
    const first = await screen.findByRole('button', { name: '100% na welcome bonus' }, slow);
    expect(first.querySelector('img')?.getAttribute('src')).toMatch(/\/sim-assets\/banner\/bh1\.svg\?lang=TY$/);
    expect(screen.queryByRole('button', { name: 'Welcome bonus 100%' })).not.toBeInTheDocument();
  });

  it('the members’ popup in Tagalog', async () => {
    await renderOverPlatform('/m/home', { language: 'TY', as: 'demoplayer' });
    expect(await screen.findByRole('dialog', { name: 'Handa na ang lingguhan mong cashback' }, slow)).toBeInTheDocument();
  });
});

describe('item 19', () => {
  it('cebu’s registration notice names cebu’s bonus, as the page does', async () => {
    await renderOverPlatform('/m/register', { language: 'EN', merchant: 'cebu' });
    const notice = await screen.findByRole('region', { name: 'Notice' }, slow);
    expect(await within(notice).findByText('New members: ₱50 bonus after your first deposit', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByText(/₱88/)).not.toBeInTheDocument();
  });

  it('the security notice has a link that says where it goes, no bare “click”', async () => {
    const notice = seedAnnouncements('Palaro Demo').find((a) => a.id === 'x1')!;
    await initI18n('EN');
    render(
      <MemoryRouter>
        <SafeHtml html={notice.content} imageCdns={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'tell customer service' })).toHaveAttribute('href', '/m/service');
    expect(screen.queryByText('click')).not.toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
