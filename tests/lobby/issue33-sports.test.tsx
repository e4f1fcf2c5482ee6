// Issue 33 item 20: one clock for home's fixtures and the sportsbook, over the real demo platform.
// Home lists the matches the sportsbook takes bets on, with the same kick-offs; a bet on one is
// pending until kick-off plus the match's length has passed on the platform's clock (it used to
// settle within a minute while home said the match kicked off hours away).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';
import { gamesSlice } from '@/platform-sim/areas/games';
import { hotMatches } from '@/platform-sim/areas/content';
import { allGames } from '@/platform-sim/seed/games';
import { fixtureKickOff, MATCH_MS, upcomingFixtures } from '@/demo/rules/sportsbook';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  sim.reset();
});
afterAll(() => server.close());
const slow = { timeout: 8000 };
const SPORT = allGames().find((g) => g.gameType === 'SPORTS')!;

it('home lists the fixtures the sportsbook takes bets on, and a bet settles at kick-off plus the match', async () => {
  const matches = hotMatches(sim.now());
  const view = await renderOverPlatform('/m/home', { language: 'EN', as: 'demoplayer' });
  const strip = await screen.findByRole('list', { name: 'Upcoming hot matches' }, slow);
  for (const m of matches) expect(within(strip).getByRole('button', { name: new RegExp(`^${m.homeTeam} vs ${m.awayTeam}`) })).toBeInTheDocument();
  view.unmount();

  await renderOverPlatform(`/m/demo-game?game=${SPORT.gameId}`, { language: 'EN', as: 'demoplayer' });
  // The same matches on the board, in the same order.
  await screen.findByRole('button', { name: new RegExp(`^${matches[0]!.homeTeam} at `) }, slow);
  const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
  expect(titles).toEqual(matches.map((m) => `${m.homeTeam} vs ${m.awayTeam}`));
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${matches[0]!.homeTeam} at `) }));
  await userEvent.click(screen.getByRole('button', { name: /^Place bet / }));
  await waitFor(() => expect(sim.slice('demo', gamesSlice).rounds).toHaveLength(1), slow);
  const { round } = sim.slice('demo', gamesSlice).rounds[0]!;
  const fixture = upcomingFixtures(sim.now())[0]!;
  expect(round.status).toBe('pending');
  expect(round.settleAt).toBe(fixtureKickOff(fixture) + MATCH_MS);
  expect(matches[0]!.matchTime).toBe(fixtureKickOff(fixture));
});
