// A visit that opens on the game list: boot asks for the list's first page and the vendors as the
// app starts, before the screen's code is in (src/app/first-data.ts), and the screen, once drawn,
// finds those answers: each is asked for once, with the parameters the screen's own rules give.
import { screen } from '@testing-library/react';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  sim.reset();
});
afterAll(() => server.close());

const slow = { timeout: 8000 };

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
