// Issue 33 in the lobby, over the real demo platform as a person sees it: a guest's deep link to
// favourites or recent games (item 2), the client recording recent games (item 8), free play that
// moves no money (item 9), e-lottery play types (item 12), and the game list's and demo game's
// headers (item 19).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';
import { accountOf } from '@/platform-sim/areas/accounts/state';
import { memberGamesSlice } from '@/platform-sim/areas/catalogue';
import { gamesSlice } from '@/platform-sim/areas/games';
import { allGames, VENDORS } from '@/platform-sim/seed/games';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  sim.reset();
});
afterAll(() => server.close());

const slow = { timeout: 8000 };
const ledgerLength = () => accountOf(sim, 'demo', 'demoplayer')!.ledger.length;

describe('item 2: a guest’s deep link to favourites or recent games', () => {
  it.each(['fav', 'recent'])('?type=%s says “Please log in first” and shows all games, no endless skeleton', async (type) => {
    await renderOverPlatform(`/m/gameList?gameType=RNG&type=${type}`, { language: 'EN' });
    expect(await screen.findByText('Please log in first', undefined, slow)).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Games' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('item 8: the client records recent games', () => {
  it('a launch from the game list sends the add-recent call; the platform does not record launches itself', async () => {
    const added: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/v1/games/recent')) added.push(request.url);
    });
    const { router } = await renderOverPlatform('/m/gameList?gameType=RNG', { language: 'EN', as: 'demoplayer' });
    const list = await screen.findByRole('list', { name: 'Games' }, slow);
    const first = within(list).getAllByRole('listitem')[0]!;
    const name = first.querySelector('.game-tile__name')!.textContent!;
    const game = allGames().find((g) => g.gameType === 'RNG' && g.displayName === name)!;
    await userEvent.click(within(first).getByRole('button', { name: new RegExp(`^Play ${name}`) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/demo-game'), slow);
    await waitFor(() => expect(added).toHaveLength(1), slow);
    expect(sim.slice('demo', memberGamesSlice).recent.demoplayer?.[0]).toBe(game.nodeId);
    server.events.removeAllListeners();
  });

  it('with an add-recent call that fails, the launch still happens and nothing is recorded', async () => {
    server.use(http.post('*/api/v1/games/recent', () => new Response(null, { status: 500 })));
    const { router } = await renderOverPlatform('/m/gameList?gameType=RNG', { language: 'EN', as: 'demoplayer' });
    const list = await screen.findByRole('list', { name: 'Games' }, slow);
    await userEvent.click(within(list).getAllByRole('button', { name: /^Play / })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/demo-game'), slow);
    expect(sim.slice('demo', memberGamesSlice).recent.demoplayer ?? []).toEqual([]);
  });
});

describe('item 9: free play', () => {
  const FREE = allGames().find((g) => g.gameType === 'RNG' && g.supportPlay === 0)!;
  const PAID = allGames().find((g) => g.gameType === 'RNG' && g.supportPlay !== 0)!;

  it('a free-play round moves no money, and the page says free play', async () => {
    const before = ledgerLength();
    await renderOverPlatform(`/m/demo-game?game=${FREE.gameId}&free=1`, { language: 'EN', as: 'demoplayer' });
    expect(await screen.findByText('Free play: no real money is used', undefined, slow)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }, slow));
    await waitFor(() => expect(sim.slice('demo', gamesSlice).rounds.filter((r) => r.userName === 'demoplayer')).toHaveLength(1), slow);
    expect(ledgerLength()).toBe(before);
  });

  it('a game without free play offers none: the link plays for real and says nothing of free play', async () => {
    await renderOverPlatform(`/m/demo-game?game=${PAID.gameId}&free=1`, { language: 'EN', as: 'demoplayer' });
    await screen.findByRole('button', { name: 'Spin' }, slow);
    expect(screen.queryByText('Free play: no real money is used')).not.toBeInTheDocument();
  });
});

describe('item 12: e-lottery play types', () => {
  it('offers Entertainment where the game’s lotto mode names it', async () => {
    await renderOverPlatform('/m/elott', { language: 'EN', as: 'demoplayer' });
    const entertainment = allGames().find((g) => g.gameType === 'ELOTT' && g.lottoMode.includes('Entertainment'))!;
    expect(await screen.findByRole('button', { name: `Play ${entertainment.gameName} (Entertainment)` }, slow)).toBeInTheDocument();
  });
});

describe('item 19: headers', () => {
  it('the game list’s back and filter buttons are the app’s icons, not text glyphs', async () => {
    await renderOverPlatform('/m/gameList?gameType=RNG', { language: 'EN' });
    for (const name of ['Back', 'Filter']) {
      const button = await screen.findByRole('button', { name }, slow);
      expect(button.textContent?.trim()).toBe('');
      expect(button.querySelector('svg')).not.toBeNull();
    }
  });

  it('a demo game names its vendor by name, not by code', async () => {
    const game = allGames().find((g) => g.vassalage === 'SV388')!;
    await renderOverPlatform(`/m/demo-game?game=${game.gameId}`, { language: 'EN', as: 'demoplayer' });
    const vendor = VENDORS.find((v) => v.code === 'SV388')!;
    expect(await screen.findByText(`by ${vendor.displayName}`, undefined, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: game.displayName })).toBeInTheDocument();
  });
});
