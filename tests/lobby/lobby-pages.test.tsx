// Category pages, game centers, hot and index pages, the lottery frame and the embedded frame over
// the real demo platform (msw/node).
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';
import { allGames, memberGamesSlice } from '@/platform-sim/areas/catalogue';
import { filterGames } from '@/engine/game-filter';
import { hotMatches } from '@/platform-sim/areas/content';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  sim.reset();
});
afterAll(() => server.close());

const slow = { timeout: 8000 };
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.game-tile__name')?.textContent ?? '');

describe('category pages', () => {
  it('/m/rng: vendor side menu without JILI, popular strip of 2, jackpot in pesos, 6 games per vendor with show more', async () => {
    await renderOverPlatform('/m/rng', { language: 'EN' });
    const menu = await screen.findByRole('navigation', { name: 'Game providers' }, slow);
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Fa Chai', 'PG Soft', 'Pragmatic Play', 'CQ9']);
    expect(within(menu).getByRole('button', { name: 'All' })).toHaveAttribute('aria-current', 'true');
    expect(within(screen.getByRole('region', { name: 'Progressive jackpot' })).getByText(/^₱[\d,]+\.\d\d$/)).toBeInTheDocument();
    const popular = await screen.findByRole('list', { name: 'Popular' }, slow);
    const rng = filterGames(allGames(), { gameType: 'RNG' });
    expect(names(popular)).toEqual(rng.slice(0, 2).map((g) => g.displayName));
    const fc = await screen.findByRole('list', { name: 'Fa Chai games' }, slow);
    expect(names(fc)).toEqual(
      filterGames(allGames(), { vassalage: 'FC' })
        .slice(0, 6)
        .map((g) => g.displayName),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Show more Fa Chai games' }, slow));
    // The vendor page arrives by navigation: wait for its heading, then the menu marks the vendor.
    expect(await screen.findByRole('heading', { name: 'All Fa Chai games' }, slow)).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Fa Chai' })).toHaveAttribute('aria-current', 'true');
    const grid = screen.getByRole('list', { name: 'Fa Chai games' });
    // The first page (25) less the popular 2; the grid is windowed, so every tile knows the list size.
    await waitFor(() => expect(within(grid).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '23'));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('/m/pp-slot opens on Pragmatic Play; a vendor with 6 games or fewer has no show more', async () => {
    const { router } = await renderOverPlatform('/m/pp-slot', { language: 'EN' });
    const menu = await screen.findByRole('navigation', { name: 'Game providers' }, slow);
    expect(within(menu).getByRole('button', { name: 'Pragmatic Play' })).toHaveAttribute('aria-current', 'true');
    const popular = await screen.findByRole('list', { name: 'Popular' }, slow);
    expect(names(popular)).toEqual(
      filterGames(allGames(), { vassalage: 'PP' })
        .slice(0, 2)
        .map((g) => g.displayName),
    );
    await userEvent.click(within(menu).getByRole('button', { name: 'CQ9' }));
    expect(router.state.location.search).toBe('?vendor=CQ9');
    expect(await screen.findByRole('heading', { name: 'All CQ9 games' }, slow)).toBeInTheDocument();
  });

  it('/m/fish has no jackpot; /m/jl-slot has one and lists JILI', async () => {
    await renderOverPlatform('/m/fish', { language: 'EN' });
    const menu = await screen.findByRole('navigation', { name: 'Game providers' }, slow);
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'JDB', 'KA Gaming']);
    expect(screen.queryByRole('region', { name: 'Progressive jackpot' })).toBeNull();
    // 25 games each: more than 6, so both show more.
    expect(await screen.findByRole('button', { name: 'Show more KA Gaming games' }, slow)).toBeInTheDocument();
  });

  it('/m/jl-slot shows JILI with the jackpot in the wallet currency for a member', async () => {
    await renderOverPlatform('/m/jl-slot', { language: 'EN', as: 'demoplayer' });
    const menu = await screen.findByRole('navigation', { name: 'Game providers' }, slow);
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'JILI']);
    expect(await within(screen.getByRole('region', { name: 'Progressive jackpot' })).findByText(/^₱/)).toBeInTheDocument();
  });

  it('a failed vendor load shows the retry message, and retry recovers', async () => {
    let fail = true;
    server.use(
      http.get('*/api/v1/games/vendors', () => (fail ? HttpResponse.json({ success: false, code: 'SERVER', message: 'boom' }, { status: 500 }) : undefined)),
    );
    await renderOverPlatform('/m/pvp', { language: 'EN' });
    const retry = await screen.findByRole('button', { name: /Loading failed, click to retry/ }, slow);
    fail = false;
    await userEvent.click(retry);
    const menu = await screen.findByRole('navigation', { name: 'Game providers' }, slow);
    expect(within(menu).getByRole('button', { name: 'Kingmaker' })).toBeInTheDocument();
  });
});

describe('game centers', () => {
  it('/m/live: hot live games, the live hosts with their status, the live vendors', async () => {
    await renderOverPlatform('/m/live', { language: 'EN' });
    const hot = await screen.findByRole('list', { name: 'Hot live games' }, slow);
    await waitFor(() => expect(within(hot).getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(names(hot).every((n) => filterGames(allGames(), { gameType: 'LIVE' }).some((g) => g.displayName === n))).toBe(true);
    const hosts = await screen.findByRole('list', { name: 'Live hosts' }, slow);
    const cards = within(hosts).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    const hour = Math.floor(sim.now() / 3_600_000);
    const angel = cards[0]!;
    const active = hour % 3 !== 0;
    const streaming = hour % 2 === 0;
    expect(angel).toHaveTextContent(active && streaming ? 'Streaming now' : active ? 'Online' : 'Offline');
    const vendors = screen.getByRole('list', { name: 'Live Casino providers' });
    expect(
      within(vendors)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['EvolutionEnter', 'Sexy BaccaratEnter', 'Dream GamingEnter']);
  });

  it('/m/sports: upcoming events (DD/MM/YYYY HH:mm) and sports vendors without e-sports', async () => {
    await renderOverPlatform('/m/sports', { language: 'EN' });
    const events = await screen.findByRole('list', { name: 'Upcoming events' }, slow);
    expect(within(events).getAllByRole('listitem')).toHaveLength(4);
    expect(within(events).getAllByRole('listitem')[0]).toHaveTextContent(/\d\d\/\d\d\/\d{4} \d\d:\d\d/);
    const [next] = hotMatches(sim.now());
    expect(within(events).getByRole('button', { name: `Bet on ${next!.homeTeam} vs ${next!.awayTeam}` })).toBeInTheDocument();
    const vendors = await screen.findByRole('list', { name: 'Sports providers' }, slow);
    expect(
      within(vendors)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['SABA SportsEnter', 'CMD368Enter']);
  });

  it('a guest betting on an upcoming event goes to login', async () => {
    const { router } = await renderOverPlatform('/m/sports', { language: 'EN' });
    const [next] = hotMatches(sim.now());
    const bet = await screen.findByRole('button', { name: `Bet on ${next!.homeTeam} vs ${next!.awayTeam}` }, slow);
    await waitFor(() => expect(bet).toBeEnabled());
    await userEvent.click(bet);
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
  });

  it('/m/esports lists the e-sports vendor, which opens its game list', async () => {
    const { router } = await renderOverPlatform('/m/esports', { language: 'EN' });
    const vendors = await screen.findByRole('list', { name: 'E-Sports providers' }, slow);
    // The vendor's logo from the platform's answer, not its initials.
    const card = within(vendors).getByRole('button', { name: /TF Gaming/ });
    expect(card.querySelector('img.vendor-card__logo')?.getAttribute('src')).toMatch(/\/sim-assets\/vendor\/TFESPORT\.svg$/);
    expect(card.textContent).toBe('TF GamingEnter');
    await userEvent.click(card);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/m/gameList?gameType=ESPORTS&vassalage=TFESPORT');
    const grid = await screen.findByRole('list', { name: 'Games' }, slow);
    expect(names(grid)).toEqual(filterGames(allGames(), { vassalage: 'TFESPORT' }).map((g) => g.displayName));
  });

  it("/m/lott: a member's lottery goes through the lottery launcher and the frame closes to the game center", async () => {
    const { router } = await renderOverPlatform('/m/lott', { language: 'EN', as: 'demoplayer' });
    const list = await screen.findByRole('list', { name: 'TCG Lottery draws' }, slow);
    const first = allGames().find((g) => g.vassalage === 'TCG')!;
    await userEvent.click(within(list).getByRole('button', { name: `Play ${first.gameName} (Traditional)` }));
    expect(router.state.location.pathname).toBe('/m/startLottery');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      mui: 'TCG',
      playType: 'Tradition',
      gameId: first.gameId,
      prize_mode: 'Lott',
    });
    const frame = await screen.findByTitle(first.gameName, {}, slow);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(`/m/demo-game?game=${first.gameId}&embed=1&playType=Tradition`);
    expect(sim.slice('demo', memberGamesSlice).recent.demoplayer?.[0]).toBe(first.nodeId);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/game'));
    expect(await screen.findByRole('link', { name: /^Lottery/ }, slow)).toHaveAttribute('href', '/m/lott');
  });

  it('/m/elott: a guest choosing a lottery goes to login', async () => {
    const { router } = await renderOverPlatform('/m/elott', { language: 'EN' });
    const list = await screen.findByRole('list', { name: 'SEA E-Lottery draws' }, slow);
    await userEvent.click(within(list).getAllByRole('button')[0]!);
    expect(router.state.location.pathname).toBe('/m/login');
  });

  it("/m/slotsCenter and /m/gameCenter list their categories' vendors", async () => {
    await renderOverPlatform('/m/slotsCenter', { language: 'EN' });
    expect(await screen.findByRole('list', { name: 'JILI SLOT providers' }, slow)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Slots providers' })).getAllByRole('listitem')).toHaveLength(4);
  });
});

describe('lottery frame', () => {
  it('/m/startLottery with pageBack: close goes home', async () => {
    const { router } = await renderOverPlatform('/m/startLottery?mui=VNLOTT&playType=Entertainment&gameId=lobby&prize_mode=Elott&pageBack=1', {
      language: 'EN',
      as: 'demoplayer',
    });
    const vn = allGames().find((g) => g.vassalage === 'VNLOTT')!;
    const frame = await screen.findByTitle(vn.gameName, {}, slow);
    expect(frame.getAttribute('src')).toContain(`game=${vn.gameId}`);
    expect(screen.getByText('Entertainment')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('an incomplete lottery link says so', async () => {
    await renderOverPlatform('/m/startLottery?gameId=1', { language: 'EN', as: 'demoplayer' });
    expect(await screen.findByRole('heading', { name: 'This lottery link is incomplete' }, slow)).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('a lottery the platform does not know shows an error instead of a frame', async () => {
    await renderOverPlatform('/m/startLottery?mui=NOPE&pageBack=1', { language: 'EN', as: 'demoplayer' });
    expect(await screen.findByRole('alert', {}, slow)).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('a guest is sent to login by the route guard', async () => {
    const { router } = await renderOverPlatform('/m/startLottery?mui=TCG&pageBack=1', { language: 'EN' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'), slow);
  });
});

describe('embedded frame', () => {
  it("shows a same-origin page with its size and position, sandboxed, under the app's own title, and goes back", async () => {
    const { router } = await renderOverPlatform('/m/frame?url=%2Fm%2Fhelp&width=300&height=400&top=10&left=5&title=Verify', { language: 'EN' });
    const frame = await screen.findByTitle('Game', {}, slow);
    expect(frame.getAttribute('src')).toBe('/m/help');
    expect(frame).toHaveStyle({ width: '300px', height: '400px', top: '10px', left: '5px', position: 'absolute' });
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups allow-same-origin');
    // The query's title is never shown.
    expect(screen.queryByText('Verify')).toBeNull();
    // The way back is the header's back button.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/m/frame'));
  });

  it.each([
    'https%3A%2F%2Fevil.example%2Fverify',
    'https%3A%2F%2Fgames.example%2Fplay',
    '%2F%5Cevil.example',
    '%2F%2Fevil.example',
    'javascript%3Aalert(1)',
    'data%3Atext%2Fhtml%2Chi',
    '',
  ])('refuses url=%s (not in-app, and no merchant file or launch answer allows it) with a clear message', async (url) => {
    await renderOverPlatform(`/m/frame?url=${url}&title=Verify`, { language: 'EN' });
    expect(await screen.findByRole('heading', { name: 'This address cannot be shown' }, slow)).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByText('Verify')).toBeNull();
  });
});

describe('hot and index', () => {
  it('/m/hot: the hot list, by game type', async () => {
    await renderOverPlatform('/m/hot', { language: 'EN' });
    const grid = await screen.findByRole('list', { name: 'Hot games' }, slow);
    expect(within(grid).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '25');
    await userEvent.click(screen.getByRole('button', { name: 'Live Casino' }));
    await waitFor(() => expect(names(screen.getByRole('list', { name: 'Hot games' }))).toHaveLength(3));
  });

  it('/m/game: the game-center index links each category to its page', async () => {
    await renderOverPlatform('/m/game', { language: 'EN' });
    const index = await screen.findByRole('list', { name: 'Game centers' }, slow);
    expect(within(index).getByRole('link', { name: /JILI SLOT/ })).toHaveAttribute('href', '/m/jl-slot');
    expect(within(index).getByRole('link', { name: /^Slots/ })).toHaveAttribute('href', '/m/rng');
    expect(within(index).getByRole('link', { name: /^Sports/ })).toHaveAttribute('href', '/m/sports');
    expect(within(index).queryByRole('link', { name: /Promotions/ })).toBeNull();
  });
});
