// The content pages, the home page's lower sections, the download popup and the service page,
// over the real simulator (msw/node).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';
import { contentSlice, seedWinners } from '@/platform-sim/areas/content';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  sim.reset();
});
afterAll(() => server.close());

const slow = { timeout: 8000 };

describe('content pages', () => {
  it('/m/download/android: version, size, the APK button and the steps', async () => {
    await renderOverPlatform('/m/download/android', { language: 'EN' });
    expect(await screen.findByRole('heading', { name: 'Palaro Demo for Android' }, slow)).toBeInTheDocument();
    expect(screen.getByText('3.8.2')).toBeInTheDocument();
    expect(screen.getByText('23.5 MB')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download for Android' })).toHaveAttribute('href', '/downloads/palaro-demo.apk');
    expect(screen.getByRole('heading', { name: '3. Install' })).toBeInTheDocument();
  });

  it('/m/download/ios: the profile button and the trust step', async () => {
    await renderOverPlatform('/m/download/ios', { language: 'EN' });
    expect(await screen.findByRole('heading', { name: 'Palaro Demo for iPhone' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Install the iOS profile' })).toHaveAttribute('href', '/downloads/palaro-demo.mobileconfig');
    expect(screen.getByRole('heading', { name: '3. Trust the profile' })).toBeInTheDocument();
  });

  it('/m/hotNews: cards, and a tap opens the article', async () => {
    await renderOverPlatform('/m/hotNews', { language: 'EN' });
    await userEvent.click(await screen.findByRole('button', { name: /Maya deposits now credited instantly/ }, slow));
    const article = await screen.findByRole('dialog', { name: 'Maya deposits now credited instantly' });
    expect(article).toHaveTextContent('The minimum deposit stays at ₱100.');
    await userEvent.click(within(article).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('/m/jackpot: the merchant pool (from ₱1,250,000.00, growing on screen) and its tiers', async () => {
    await renderOverPlatform('/m/jackpot', { language: 'EN' });
    const hero = await screen.findByRole('region', { name: 'Progressive jackpot' }, slow);
    await waitFor(() => expect(hero).toHaveTextContent(/₱[\d,]+\.\d{2}/));
    const first = hero.textContent ?? '';
    // The simulator's pool starts at ₱1,250,000.00 and only grows.
    expect(Number(/₱([\d,]+)\./.exec(first)?.[1]?.replace(/,/g, ''))).toBeGreaterThanOrEqual(1_250_000);
    await waitFor(() => expect(hero.textContent).not.toBe(first), { timeout: 3000 });
    const tiers = screen.getByRole('list', { name: 'Jackpot tiers' });
    expect(within(tiers).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('Biggest recent wins')).toBeInTheDocument();
  });

  it('/m/winners: every win with the total, filterable by game', async () => {
    await renderOverPlatform('/m/winners', { language: 'EN' });
    const list = await screen.findByRole('list', { name: 'Winner board' }, slow);
    expect(within(list).getAllByRole('listitem')).toHaveLength(24);
    expect(screen.getByText('24 wins, total paid')).toBeInTheDocument();
    // The board names catalogue games (8 of them, 3 wins each).
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Game' }), seedWinners()[0]?.vo.gameName ?? '');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('3 wins, total paid')).toBeInTheDocument();
  });

  it('/m/promoList: the promotions with details on demand', async () => {
    await renderOverPlatform('/m/promoList', { language: 'EN' });
    expect(await screen.findByRole('heading', { name: 'Daily rebate up to 1.2%' }, slow)).toBeInTheDocument();
    const details = screen.getAllByRole('button', { name: 'Details' });
    expect(details).toHaveLength(3);
    await userEvent.click(details[1] as HTMLElement);
    expect(screen.getByText(/credited each day at 12:00/)).toBeInTheDocument();
  });

  it('/m/testimonials: the average rating and the reviews', async () => {
    await renderOverPlatform('/m/testimonials', { language: 'EN' });
    expect(await screen.findByText('4.6', undefined, slow)).toBeInTheDocument();
    expect(screen.getByText('from 7 members')).toBeInTheDocument();
    expect(screen.getByText(/Super Ace paid ₱48,000/)).toBeInTheDocument();
  });

  it('/m/registerTerms and /m/userAgreement show their documents', async () => {
    const terms = await renderOverPlatform('/m/registerTerms', { language: 'EN' });
    const doc = await screen.findByRole('article', { name: 'Registration terms' }, slow);
    expect(doc).toHaveTextContent(/at least 21 years old and not disqualified from gambling/);
    expect(within(doc).getByRole('heading', { name: 'Eligibility' })).toBeInTheDocument();
    terms.unmount();
    await renderOverPlatform('/m/userAgreement', { language: 'EN' });
    const agreement = await screen.findByRole('article', { name: 'User agreement' }, slow);
    expect(within(agreement).getByRole('heading', { name: 'Deposits and withdrawals' })).toBeInTheDocument();
  });

  it('/m/registerTerms in Tagalog uses the Tagalog labels', async () => {
    await renderOverPlatform('/m/registerTerms', { language: 'TY' });
    expect(await screen.findByText(/Huling binago/, undefined, slow)).toBeInTheDocument();
  });
});

describe('/m/service', () => {
  it('lists the channels; a visitor leaves a message through the prompt and gets a ticket', async () => {
    await renderOverPlatform('/m/service', { language: 'EN' });
    expect(await screen.findByRole('link', { name: /WhatsApp/ }, slow)).toHaveAttribute('href', 'https://wa.me/639000000000');
    expect(screen.getByRole('link', { name: /Telegram channel/ })).toHaveAttribute('href', 'https://t.me/palarodemo');
    await userEvent.click(screen.getByRole('button', { name: /Leave a message/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave a message' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please write at least 5 characters');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Your message' }), 'Where is my bonus?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent. Ticket CS100001')).toBeInTheDocument();
    expect(sim.slice('demo', contentSlice).tickets[0]?.content).toBe('Where is my bonus?');
  });

  it('a member starts the live chat (CBS3) and talks with the agent', async () => {
    await renderOverPlatform('/m/service', { as: 'demoplayer', language: 'EN' });
    await userEvent.click(await screen.findByRole('button', { name: /Live chat/ }, slow));
    expect(await screen.findByText("You're connected to customer service; answers appear below.", undefined, slow)).toBeInTheDocument();
    const chat = await screen.findByRole('region', { name: 'Live chat with Andrea' }, slow);
    expect(within(chat).getByText('Your GCash deposit of ₱1,000.00 has been credited.')).toBeInTheDocument();
    await userEvent.type(within(chat).getByRole('textbox', { name: 'Message' }), 'When does my withdraw arrive?');
    await userEvent.click(within(chat).getByRole('button', { name: 'Send' }));
    expect(await within(chat).findByText('When does my withdraw arrive?', undefined, slow)).toBeInTheDocument();
    expect(await within(chat).findByText(/Withdrawals are processed within 15 minutes/, undefined, slow)).toBeInTheDocument();
    expect(sim.slice('demo', contentSlice).chatUnread.demoplayer).toBe(0);
  }, 15_000);

  it('manila (CBS3 off) shows no live chat', async () => {
    await renderOverPlatform('/m/service', { merchant: 'manila', as: 'demoplayer', language: 'EN' });
    expect(await screen.findByRole('button', { name: /Leave a message/ }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Live chat/ })).toBeNull();
  });
});
