// The game list's filter drawer, category switcher and guest tabs over the real demo platform,
// and the windowed grid's bound with the whole catalogue.
import { Suspense } from 'react';
import { act, render, screen, within, waitFor, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, sim } from '../msw-server';
import { effectsRun, renderOverPlatform } from '../platform-app';
import { allGames, memberGamesSlice } from '@/platform-sim/areas/catalogue';
import { filterGames } from '@/engine/game-filter';
import { FALLBACK_ROW_HEIGHT, maxWindowTiles } from '@/engine/game-grid';
import { initI18n } from '@/i18n/setup';
import { GameGrid } from '@/features/lobby/game-grid';
import { setLanguagePreference } from '@/state/preferences';

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

describe('filter drawer', () => {
  it('RNG: game type and minimum bet with the name; submit filters, clear returns to all', async () => {
    await renderOverPlatform('/m/gameList?gameType=RNG', { language: 'EN' });
    await screen.findByRole('list', { name: 'Games' }, slow);
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const form = screen.getByRole('form', { name: 'Filter' });
    await userEvent.selectOptions(within(form).getByLabelText('Manufacturer'), 'PG');
    await userEvent.selectOptions(within(form).getByLabelText('Game type'), 'JP');
    await userEvent.selectOptions(within(form).getByLabelText('Minimum bet'), '0.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    const expected = filterGames(allGames(), { gameType: 'RNG', vassalage: 'PG', gameClassify: 'JP', minBet: '0.5' })
      .slice(0, 25)
      .map((g) => g.displayName);
    expect(expected.length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(names(screen.getByRole('list', { name: 'Games' }))).toEqual(expected.slice(0, names(screen.getByRole('list', { name: 'Games' })).length)),
    );
    expect(names(screen.getByRole('list', { name: 'Games' })).length).toBeGreaterThan(0);
    expect(screen.getByText('Filter applied: PG Soft · Jackpot · Up to 0.5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Slots · PG Soft');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(names(screen.getByRole('list', { name: 'Games' }))[0]).toBe(filterGames(allGames(), { gameType: 'RNG' })[0]!.displayName));
  });

  it('fish has no RNG-only choices; a name without a match shows the empty state', async () => {
    await renderOverPlatform('/m/gameList?gameType=FISH', { language: 'EN' });
    await screen.findByRole('list', { name: 'Games' }, slow);
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const form = screen.getByRole('form', { name: 'Filter' });
    // Fish has no game-type or minimum-bet choice (RNG only).
    expect(within(form).queryByLabelText('Game type')).toBeNull();
    expect(within(form).queryByLabelText('Minimum bet')).toBeNull();
    await userEvent.type(within(form).getByLabelText('Game name'), '  bingo-none  ');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No games here yet', {}, slow)).toBeInTheDocument();
  });

  it('the category switcher: LOTT goes to /m/lottery, others to their list', async () => {
    const { router } = await renderOverPlatform('/m/gameList?gameType=RNG', { language: 'EN' });
    await screen.findByRole('list', { name: 'Games' }, slow);
    // A filter applied on slots does not follow to the next category.
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await userEvent.selectOptions(screen.getByLabelText('Manufacturer'), 'FC');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText(/Filter applied/);
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'PVP');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/m/gameList?gameType=PVP');
    await waitFor(() => expect(names(screen.getByRole('list', { name: 'Games' }))[0]).toBe(filterGames(allGames(), { gameType: 'PVP' })[0]!.displayName), slow);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(await screen.findByRole('button', { name: 'Filter' }));
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'LOTT');
    expect(router.state.location.pathname).toBe('/m/lottery');
    expect(await screen.findByRole('list', { name: 'TCG Lottery draws' }, slow)).toBeInTheDocument();
  });

  it("the manufacturers are the list's own: sports with e-sports and cockfight, slots without JILI", async () => {
    await renderOverPlatform('/m/gameList?gameType=ESPORTS', { language: 'EN' });
    await screen.findByRole('list', { name: 'Games' }, slow);
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options('Manufacturer')).toEqual(['All', 'SABA Sports', 'CMD368', 'TF Gaming', 'SV388 Sabong']);
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'RNG');
    await userEvent.click(await screen.findByRole('button', { name: 'Filter' }));
    expect(options('Manufacturer')).toEqual(['All', 'Fa Chai', 'PG Soft', 'Pragmatic Play', 'CQ9']);
  });

  it("?type=hot opens the hot tab, filtered by the list's game type on the client", async () => {
    await renderOverPlatform('/m/gameList?gameType=LIVE&type=hot', { language: 'EN' });
    expect(await screen.findByRole('tab', { name: 'Hot' }, slow)).toHaveAttribute('aria-selected', 'true');
    const grid = await screen.findByRole('list', { name: 'Games' }, slow);
    const live = new Set(filterGames(allGames(), { gameType: 'LIVE' }).map((g) => g.displayName));
    expect(names(grid).length).toBeGreaterThan(0);
    expect(names(grid).every((n) => live.has(n))).toBe(true);
  });

  it('the hot games are asked for once the first page has arrived, not beside it, and the Hot tab then opens without asking again', async () => {
    const seen: string[] = [];
    const record = ({ request }: { request: Request }) => {
      const { pathname } = new URL(request.url);
      if (pathname.endsWith('/games/list') || pathname.endsWith('/games/hot')) seen.push(pathname.split('/').pop() ?? '');
    };
    const answered = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/games/list')) seen.push('list answered');
    };
    server.events.on('request:start', record);
    server.events.on('response:mocked', answered);
    try {
      await renderOverPlatform('/m/gameList?gameType=RNG', { language: 'EN' });
      await screen.findByRole('list', { name: 'Games' }, slow);
      await waitFor(() => expect(seen).toContain('hot'), slow);
      expect(seen.indexOf('list answered')).toBeGreaterThan(-1);
      expect(seen.indexOf('hot')).toBeGreaterThan(seen.indexOf('list answered'));
      await userEvent.click(screen.getByRole('tab', { name: 'Hot' }));
      expect(screen.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
      expect(names(await screen.findByRole('list', { name: 'Games' }, slow)).length).toBeGreaterThan(0);
      expect(seen.filter((s) => s === 'hot')).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', record);
      server.events.removeListener('response:mocked', answered);
    }
  });

  it('a guest on recent or favourites gets the log-in message and stays on all', async () => {
    await renderOverPlatform('/m/gameList?gameType=RNG', { language: 'EN' });
    await screen.findByRole('list', { name: 'Games' }, slow);
    await userEvent.click(screen.getByRole('tab', { name: 'My collection' }));
    expect(await screen.findByText('Please log in first')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('issue 19: tiles and drawer choices', () => {
  it("a tile names its vendor by the vendor's display name, not its code", async () => {
    await renderOverPlatform('/m/gameList?gameType=ESPORTS', { language: 'EN' });
    const grid = await screen.findByRole('list', { name: 'Games' }, slow);
    const vendors = () => [...grid.querySelectorAll('.game-tile__vendor')].map((el) => el.textContent);
    await waitFor(() => expect(vendors()).toContain('TF Gaming'), slow);
    expect(vendors()).not.toContain('TFESPORT');
    expect(vendors()).not.toContain('SABA');
  });

  it("the minimum-bet choice has the spec's 'minimum': the games at the lowest minimum bet", async () => {
    await renderOverPlatform('/m/gameList?gameType=RNG', { language: 'EN' });
    await screen.findByRole('list', { name: 'Games' }, slow);
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const bet = within(screen.getByRole('form', { name: 'Filter' })).getByLabelText('Minimum bet');
    expect(
      within(bet)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Up to 0.01', 'Up to 0.05', 'Up to 0.1', 'Up to 0.5', 'Up to 0.75', 'Lowest minimum']);
    await userEvent.selectOptions(bet, 'Lowest minimum');
    await userEvent.selectOptions(screen.getByLabelText('Manufacturer'), 'PG');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const expected = filterGames(allGames(), { gameType: 'RNG', vassalage: 'PG', minBet: 'min' }).map((g) => g.displayName);
    expect(expected.length).toBeGreaterThan(0);
    expect(new Set(filterGames(allGames(), { gameType: 'RNG', vassalage: 'PG', minBet: 'min' }).map((g) => g.minBet)).size).toBe(1);
    await waitFor(
      () => expect(names(screen.getByRole('list', { name: 'Games' }))).toEqual(expected.slice(0, names(screen.getByRole('list', { name: 'Games' })).length)),
      slow,
    );
    expect(screen.getByText('Filter applied: PG Soft · Lowest minimum')).toBeInTheDocument();
  });

  it('the game types are those of the vendor game-types call, for the chosen manufacturer', async () => {
    server.use(
      http.get('*/api/v1/games/vendor-types', () =>
        HttpResponse.json({
          success: true,
          code: 'OK',
          value: [
            { vendor: 'FC', gameClassify: ['SC', 'NEW'] },
            { vendor: 'PG', gameClassify: ['JP'] },
            { vendor: 'JDB', gameClassify: ['AC'] },
          ],
        }),
      ),
    );
    await renderOverPlatform('/m/gameList?gameType=RNG', { language: 'EN' });
    await screen.findByRole('list', { name: 'Games' }, slow);
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const options = () =>
      within(screen.getByLabelText('Game type'))
        .getAllByRole('option')
        .map((o) => o.textContent);
    await waitFor(() => expect(options()).toEqual(['All', 'Jackpot', 'Scratch', 'NEW']), slow);
    await userEvent.selectOptions(screen.getByLabelText('Game type'), 'JP');
    await userEvent.selectOptions(screen.getByLabelText('Manufacturer'), 'FC');
    expect(options()).toEqual(['All', 'Scratch', 'NEW']);
    // FC has no jackpot class: the choice falls back to all.
    expect(screen.getByLabelText('Game type')).toHaveValue('');
  });
});

describe('language change', () => {
  it('the list reloads once the language has been still for 250 ms, in the last one chosen', async () => {
    await renderOverPlatform('/m/gameList?gameType=RNG', { language: 'EN' });
    await screen.findByRole('list', { name: 'Games' }, slow);
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/v1/games/list')) asked.push(url.searchParams.get('language') ?? '');
    };
    server.events.on('request:start', listen);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      for (const lang of ['VI', 'TH', 'CN'] as const) {
        await act(async () => {
          setLanguagePreference(lang, false);
        });
        await act(async () => {
          vi.advanceTimersByTime(100);
        });
      }
      // 249 ms after the last tap: nothing asked yet.
      await act(async () => {
        vi.advanceTimersByTime(149);
      });
      expect(asked).toEqual([]);
      await act(async () => {
        vi.advanceTimersByTime(1);
      });
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(asked).toContain('CN'), slow);
    expect(asked.filter((l) => l !== 'CN')).toEqual([]);
    server.events.removeListener('request:start', listen);
  });
});

describe('favourites tab', () => {
  it('pages by 15 and loads the next page when scrolled to the bottom', async () => {
    const rng = filterGames(allGames(), { gameType: 'RNG' }).slice(0, 20);
    sim.mutate('demo', memberGamesSlice, (s) => {
      s.favourites.demoplayer = rng.map((g) => g.nodeId);
    });
    await renderOverPlatform('/m/gameList?gameType=RNG&type=fav', { language: 'EN', as: 'demoplayer' });
    const grid = await screen.findByRole('list', { name: 'Games' }, slow);
    expect(within(grid).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '15');
    expect(names(grid)[0]).toBe(rng[0]!.displayName);
    await effectsRun();
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    fireEvent.scroll(window);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Games' })).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '20'), slow);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});

describe('windowed grid', () => {
  it('holds a bounded number of tiles with the whole catalogue, and moves the window on scroll', async () => {
    await initI18n('EN');
    const games = allGames();
    expect(games.length).toBeGreaterThan(600);
    const noop = () => undefined;
    render(
      <Suspense fallback={null}>
        <GameGrid games={games} label="All games" favourites={new Set()} imageUrl={() => ''} vendorName={(code) => code} onLaunch={noop} onStar={noop} />
      </Suspense>,
    );
    const grid = await screen.findByRole('list', { name: 'All games' });
    const bound = maxWindowTiles(3, FALLBACK_ROW_HEIGHT, window.innerHeight);
    const tiles = within(grid).getAllByRole('listitem');
    expect(tiles.length).toBeLessThanOrEqual(bound);
    expect(tiles[0]).toHaveAttribute('aria-posinset', '1');
    expect(tiles[0]).toHaveAttribute('aria-setsize', String(games.length));
    expect(parseFloat(grid.style.paddingBottom)).toBeGreaterThan(100 * FALLBACK_ROW_HEIGHT);
    await effectsRun();
    // Scroll far down: the grid's top moves above the viewport.
    grid.getBoundingClientRect = () => ({ top: -20_000, bottom: 0, left: 0, right: 0, width: 390, height: 0, x: 0, y: -20_000, toJSON: () => ({}) });
    fireEvent.scroll(window);
    // The window moves on the next animation frame and re-renders a screenful of tiles: on a loaded
    // CI machine that once took longer than waitFor's default second.
    await waitFor(() => expect(within(grid).getAllByRole('listitem')[0]).not.toHaveAttribute('aria-posinset', '1'), { timeout: 5000 });
    const moved = within(grid).getAllByRole('listitem');
    expect(moved.length).toBeLessThanOrEqual(bound);
    const first = Number(moved[0]!.getAttribute('aria-posinset'));
    expect(first).toBe((Math.floor(20_000 / FALLBACK_ROW_HEIGHT) - 2) * 3 + 1);
    expect(moved[0]).toHaveTextContent(games[first - 1]!.displayName);
  });
});

// A visit that opens on the game list: boot asks for the list's first page and the vendors as the
// app starts, before the screen's code is in (src/app/first-data.ts), and the screen, once drawn,
// finds those answers: each is asked for once, with the parameters the screen's own rules give.
/** The game-list and vendor requests the page makes, in order. */
function recordRequests() {
  const seen: URL[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/games/list') || url.pathname.endsWith('/games/vendors')) seen.push(url);
  };
  server.events.on('request:start', record);
  return {
    lists: () => seen.filter((u) => u.pathname.endsWith('/games/list')),
    vendors: () => seen.filter((u) => u.pathname.endsWith('/games/vendors')),
    stop: () => server.events.removeListener('request:start', record),
  };
}

describe('a visit that opens on the game list', () => {
  it.each([
    { address: '/m/gameList?gameType=RNG', gameType: 'RNG', vassalage: '' },
    // An address naming a manufacturer opens as a filter by it.
    { address: '/m/gameList?gameType=RNG&vassalage=PG', gameType: 'RNG', vassalage: 'PG' },
    // A guest asking for favourites gets all (and the log-in message).
    { address: '/m/gameList?gameType=LIVE&type=fav', gameType: 'LIVE', vassalage: '' },
  ])('$address: the first page and the vendors are asked for as the app starts, and once', async ({ address, gameType, vassalage }) => {
    const requests = recordRequests();
    try {
      const { queryClient } = await renderOverPlatform(address, { language: 'EN' });
      // The screen's code is not in yet: what is on its way was asked for by boot.
      expect(screen.queryByRole('list', { name: 'Games' })).toBeNull();
      const asked = queryClient.getQueryCache().findAll({ queryKey: ['platform', 'gameList', 'infinite'] });
      expect(asked.map((q) => q.state.fetchStatus)).toEqual(['fetching']);
      expect(
        queryClient
          .getQueryCache()
          .findAll({ queryKey: ['platform', 'gameVendors'] })
          .map((q) => q.state.fetchStatus),
      ).toEqual(['fetching']);

      await screen.findByRole('list', { name: 'Games' }, slow);
      expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
      const lists = requests.lists();
      expect(lists).toHaveLength(1);
      expect(lists[0]?.searchParams.get('gameType')).toBe(gameType);
      expect(lists[0]?.searchParams.get('vassalage')).toBe(vassalage);
      expect(lists[0]?.searchParams.get('pageNo')).toBe('1');
      expect(requests.vendors()).toHaveLength(1);
    } finally {
      requests.stop();
    }
  });
});
