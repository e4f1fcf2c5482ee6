// The home game menu (src/widgets/game-menu.tsx) over the real demo platform: a category with a
// single vendor launches that vendor directly (issue 19), a guest goes to login first.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';
import { allGames, memberGamesSlice } from '@/platform-sim/areas/catalogue';

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'bypass' });
  // jsdom has no scrollIntoView (the menu centres the chosen tab).
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => {
  server.resetHandlers();
  sim.reset();
});
afterAll(() => server.close());

const slow = { timeout: 8000 };

describe('game menu: a category with a single vendor', () => {
  it("launches the vendor's game directly for a member (no filtered list)", async () => {
    const { router } = await renderOverPlatform('/m/home', { language: 'EN', as: 'demoplayer' });
    const menu = await screen.findByRole('navigation', { name: 'Game menu' }, slow);
    await userEvent.click(within(menu).getByRole('button', { name: 'E-Sports' }));
    const first = allGames().find((g) => g.vassalage === 'TFESPORT')!;
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/demo-game'), slow);
    expect(new URLSearchParams(router.state.location.search).get('game')).toBe(first.gameId);
    expect(sim.slice('demo', memberGamesSlice).recent.demoplayer?.[0]).toBe(first.nodeId);
  });

  it('sends a guest to login, back to home after', async () => {
    const { router } = await renderOverPlatform('/m/home', { language: 'EN' });
    const menu = await screen.findByRole('navigation', { name: 'Game menu' }, slow);
    await userEvent.click(within(menu).getByRole('button', { name: 'Cockfight' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/m/home');
  });
});
