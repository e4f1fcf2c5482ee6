// The content pages, the home page's lower sections, the download popup and the service page,
// over the real simulator (msw/node).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';
import { hotMatches } from '@/platform-sim/areas/content';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  sim.reset();
});
afterAll(() => server.close());

const slow = { timeout: 8000 };

describe('home, lower part', () => {
  it('plays the demo clip, shows no player for a non-video link (and says why), and has partners, the exclusive banner, matches and follow-us', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderOverPlatform('/m/home', { language: 'EN' });
    const video = await screen.findByLabelText('How to deposit', { selector: 'video' }, slow);
    expect(video.querySelector('source')).toHaveAttribute('src', '/media/demo-promo.webm');
    expect(screen.getByRole('button', { name: 'Live dealers 24/7' })).toBeInTheDocument();
    expect(document.querySelectorAll('video')).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[video banner bv2] no player: "/m/live" is not a video file'));
    expect(await screen.findByRole('region', { name: 'Our partners' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exclusive: VIP cashback' })).toBeInTheDocument();
    const matches = screen.getByRole('list', { name: 'Upcoming hot matches' });
    // The next fixture on the platform's clock (the sportsbook's own).
    const [next] = hotMatches(sim.now());
    expect(
      within(matches).getAllByRole('button', { name: new RegExp(`^${next!.homeTeam} vs ${next!.awayTeam}, \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}`) }),
    ).toHaveLength(1);
    expect(within(matches).getAllByText('Bet now')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Upcoming hot matches' })).toHaveAttribute('href', '/m/sports');
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://facebook.com/palarodemo');
    expect(screen.getByRole('link', { name: 'Instagram' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'X (Twitter)' })).toBeNull();
    warn.mockRestore();
  });

  it('a hot match launches its game for a member', async () => {
    const { router } = await renderOverPlatform('/m/home', { as: 'demoplayer', language: 'EN' });
    const matches = await screen.findByRole('list', { name: 'Upcoming hot matches' }, slow);
    await userEvent.click(within(matches).getAllByRole('button')[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/demo-game'), slow);
  });

  it('the app bar opens the download popup, and its dismissal is remembered', async () => {
    await renderOverPlatform('/m/home', { language: 'EN' });
    const bar = await screen.findByRole('complementary', { name: 'Get the app' }, slow);
    // The visitor's announcement popup comes first (one modal at a time; in a browser the page
    // behind it is inert).
    const notice = await screen.findByRole('dialog', { name: 'Join today: 100% welcome bonus' }, slow);
    await userEvent.click(within(notice).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    await userEvent.click(within(bar).getByRole('button', { name: 'Download' }));
    const popup = await screen.findByRole('dialog', { name: 'Get the Palaro Demo app' }, slow);
    expect(await within(popup).findByRole('link', { name: 'Download for Android' })).toHaveAttribute('href', '/downloads/palaro-demo.apk');
    await userEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    await userEvent.click(within(bar).getByRole('button', { name: 'Dismiss the app bar' }));
    expect(screen.queryByRole('complementary', { name: 'Get the app' })).toBeNull();
    expect(localStorage.getItem('palaro:appbar-dismissed:demo')).toBe('1');
  });

  it('the chat button takes a member with CBS3 to the live chat', async () => {
    const { router } = await renderOverPlatform('/m/home', { as: 'demoplayer', language: 'EN' });
    await userEvent.click(await screen.findByRole('button', { name: 'Online chat' }, slow));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/m/service?chat=1'), slow);
  });

  it('the chat button takes a visitor to the service link', async () => {
    const { router } = await renderOverPlatform('/m/home', { language: 'EN' });
    await userEvent.click(await screen.findByRole('button', { name: 'Online chat' }, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/service'), slow);
  });
});

describe('member center download tile', () => {
  it('opens the download popup with the same options as /m/download', async () => {
    await renderOverPlatform('/m/member/home', { as: 'demoplayer', language: 'EN' });
    await userEvent.click(await screen.findByRole('button', { name: /Download app/ }, slow));
    const popup = await screen.findByRole('dialog', { name: 'Get the Palaro Demo app' }, slow);
    expect(await within(popup).findByRole('link', { name: 'Download for Android' })).toBeInTheDocument();
    expect(within(popup).getByRole('link', { name: 'Download for iPhone' })).toBeInTheDocument();
  });
});

describe('message center live chat', () => {
  it('launches the chat through the platform (CBS3) and opens the chat URL', async () => {
    const { router } = await renderOverPlatform('/m/message', { as: 'demoplayer', language: 'EN' });
    const entry = await screen.findByRole('button', { name: /Live chat/ }, slow);
    await userEvent.click(entry);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/m/service?chat=1'), slow);
    expect(await screen.findByRole('region', { name: 'Live chat with Andrea' }, slow)).toBeInTheDocument();
  });
});
