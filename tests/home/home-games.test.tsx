// Home's games over the real simulator (msw/node): the hot strip, best casino, recent games and
// the sections by game type; the game menu's Home and Hot tabs switching them in place; a tap on
// a recent game or on a winner's 'Play now' launching that very game; the top bar's message icon,
// message center and side menu.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberGamesSlice } from '@/platform-sim/areas/catalogue';
import { allGames } from '@/platform-sim/seed/games';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  sim.reset();
});
afterAll(() => server.close());

const slow = { timeout: 8000 };

/** The three games demoplayer played last (newest first). */
function seedRecent(): string[] {
  const games = allGames()
    .filter((g) => g.gameType === 'RNG')
    .slice(10, 13);
  sim.mutate('demo', memberGamesSlice, (s) => {
    s.recent.demoplayer = games.map((g) => g.nodeId);
  });
  return games.map((g) => g.displayName);
}

describe('home game sections', () => {
  it("a member's home shows the hot strip (7 JL games, more to /m/jl-slot), best casino (6 RNG hot games), 3 recent games and the sections by game type", async () => {
    const recent = seedRecent();
    await renderOverPlatform('/m/home', { as: 'demoplayer', language: 'EN' });
    const strip = await screen.findByRole('list', { name: 'Hot games' }, slow);
    await waitFor(() => expect(within(strip).getAllByRole('button', { name: /^Play / })).toHaveLength(7), slow);
    const jl = new Set(
      allGames()
        .filter((g) => g.gameType === 'JL')
        .map((g) => g.displayName),
    );
    for (const b of within(strip).getAllByRole('button')) expect(jl.has(b.textContent ?? '')).toBe(true);
    expect(screen.getByRole('link', { name: 'More' })).toHaveAttribute('href', '/m/jl-slot');
    for (const img of strip.querySelectorAll('img')) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', '96');
      expect(img).toHaveAttribute('height', '96');
    }

    const best = await screen.findByRole('list', { name: 'Best casino' }, slow);
    const rng = new Set(
      allGames()
        .filter((g) => g.gameType === 'RNG')
        .map((g) => g.displayName),
    );
    const bestNames = within(best)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(bestNames).toHaveLength(6);
    for (const name of bestNames) expect(rng.has(name ?? '')).toBe(true);

    const recentList = await screen.findByRole('list', { name: 'Recent games' }, slow);
    expect(
      within(recentList)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(recent);

    const types = screen.getByRole('group', { name: 'Games by type' });
    const links = within(types)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    // Only the types with hot games (the demo has none of sports, e-sports, poker and lotteries).
    expect(links).toEqual(['/m/live', '/m/rng', '/m/fish', '/m/hot']);
    expect(within(types).getByRole('link', { name: 'Live Casino' })).toHaveAttribute('href', '/m/live');
    // The live section shows the live hot games under its title.
    expect(within(types).getAllByRole('list', { name: 'Live Casino' })).toHaveLength(1);
  });

  it("a visitor's home has no recent games", async () => {
    await renderOverPlatform('/m/home', { language: 'EN' });
    await screen.findByRole('list', { name: 'Best casino' }, slow);
    expect(screen.queryByRole('list', { name: 'Recent games' })).toBeNull();
  });

  it('the Hot tab switches the content in place to every hot game, and Home switches back', async () => {
    const { router } = await renderOverPlatform('/m/home', { as: 'demoplayer', language: 'EN' });
    const menu = await screen.findByRole('navigation', { name: 'Game menu' }, slow);
    await screen.findByRole('list', { name: 'Hot games' }, slow);
    await userEvent.click(within(menu).getByRole('button', { name: 'Hot' }));
    const hot = await screen.findByRole('list', { name: 'All hot games' }, slow);
    expect(within(hot).getAllByRole('button').length).toBeGreaterThan(7);
    expect(screen.queryByRole('list', { name: 'Hot games' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Best casino' })).toBeNull();
    expect(router.state.location.pathname).toBe('/m/home');
    expect(within(menu).getByRole('button', { name: 'Hot' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(menu).getByRole('button', { name: 'Home' }));
    expect(await screen.findByRole('list', { name: 'Best casino' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'All hot games' })).toBeNull();
  });
});

/** The winner board once swiper drives it (its first rows paint before, as plain markup). */
async function settledWinnerBoard(): Promise<HTMLElement> {
  await waitFor(() => expect(document.querySelector('.winner-board .swiper-initialized')).not.toBeNull(), slow);
  return screen.getByRole('list', { name: 'Winner board' });
}

describe('launching from home', () => {
  it('a tap on a recent game launches that game (the demo game page), not a list', async () => {
    const [first] = seedRecent();
    const { router } = await renderOverPlatform('/m/home', { as: 'demoplayer', language: 'EN' });
    const recent = await screen.findByRole('list', { name: 'Recent games' }, slow);
    await userEvent.click(within(recent).getByRole('button', { name: `Play ${first}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/demo-game'), slow);
  });

  it("'Play now' on the winner board launches the winner's game", async () => {
    const { router } = await renderOverPlatform('/m/home', { as: 'demoplayer', language: 'EN' });
    const board = await settledWinnerBoard();
    const [play] = within(board).getAllByRole('button', { name: 'Play now' });
    await userEvent.click(play as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/demo-game'), slow);
  });

  it("a visitor's 'Play now' goes to login", async () => {
    const { router } = await renderOverPlatform('/m/home', { language: 'EN' });
    const board = await settledWinnerBoard();
    await userEvent.click(within(board).getAllByRole('button', { name: 'Play now' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'), slow);
  });
});

describe('home top bar', () => {
  it('a member reaches the message center in one tap', async () => {
    const { router } = await renderOverPlatform('/m/home', { as: 'demoplayer', language: 'EN' });
    await userEvent.click(await screen.findByRole('link', { name: 'Message center' }, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/message'), slow);
  });

  it('a member opens the side menu (language, sign out) in one tap', async () => {
    await renderOverPlatform('/m/home', { as: 'demoplayer', language: 'EN' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open side menu' }, slow));
    const menu = await screen.findByRole('dialog', { name: 'Open side menu' }, slow);
    expect(within(menu).getByRole('button', { name: /Sign out|Log out|Logout/i })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'TAGALOG' })).toBeInTheDocument();
  });

  it("the message icon shows the member's unread dot and opens the inbox; a visitor's opens login", async () => {
    const member = await renderOverPlatform('/m/home', { as: 'demoplayer', language: 'EN' });
    const icon = await screen.findByRole('link', { name: 'Messages (unread)' }, slow);
    expect(icon).toHaveAttribute('href', '/m/webEmail');
    expect(icon.querySelector('.icon-button__dot')).not.toBeNull();
    member.unmount();
    await renderOverPlatform('/m/home', { language: 'EN' });
    const guest = await screen.findByRole('link', { name: 'Messages' }, slow);
    expect(guest.getAttribute('href')).toMatch(/^\/m\/login/);
  });
});
