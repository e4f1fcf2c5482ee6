// The demo game page over the real demo platform (msw/node): the game's category picks its
// screen; a spin is played by the platform and the balance, result and last rounds follow its
// answer; a double tap plays one round; a refusal is shown and changes nothing.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';
import { accountOf, accountsSlice } from '@/platform-sim/areas/accounts/state';
import { gamesSlice } from '@/platform-sim/areas/games';
import { allGames } from '@/platform-sim/seed/games';
import { toCents } from '@/engine/money';
import { hotMatches } from '@/platform-sim/areas/content';
import { matchLine, oddsText, upcomingFixtures } from '@/demo/rules/sportsbook';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  sim.reset();
});
afterAll(() => server.close());

const slow = { timeout: 8000 };
const SLOT = allGames().find((g) => g.gameType === 'RNG')!;
const LIVE = allGames().find((g) => g.gameType === 'LIVE')!;
const SPORT = allGames().find((g) => g.gameType === 'SPORTS')!;
const balanceCents = () => accountOf(sim, 'demo', 'demoplayer')!.ledger.at(-1)!.balanceAfterCents;
const rounds = () => sim.slice('demo', gamesSlice).rounds.filter((r) => r.userName === 'demoplayer');
const shown = () => toCents(screen.getByTestId('game-balance').textContent!.replace(/[^\d.]/g, ''));

describe('a slot game', () => {
  it('spins on the platform: balance, result and last rounds follow its answers; a double tap is one round', async () => {
    await renderOverPlatform(`/m/demo-game?game=${SLOT.gameId}`, { language: 'EN', as: 'demoplayer' });
    const spin = await screen.findByRole('button', { name: 'Spin' }, slow);
    expect(screen.getByRole('group', { name: 'Reels' }).querySelectorAll('[role="img"]')).toHaveLength(15);
    // The paytable names the machine's declared return to player.
    expect(screen.getByText(/^Return to player: (96\.50|95\.00|97\.00) %$/)).toBeInTheDocument();
    const start = balanceCents();
    await waitFor(() => expect(shown()).toBe(start));
    await userEvent.click(screen.getByRole('button', { name: 'Raise the bet' }));
    expect(within(screen.getByRole('group', { name: 'Bet' })).getByText('₱20.00')).toBeInTheDocument();
    await userEvent.dblClick(spin);
    await waitFor(() => expect(rounds()).toHaveLength(1), slow);
    const [first] = rounds();
    expect(first!.round.stake).toBe('20.00');
    await screen.findByTestId('round-result', {}, slow);
    await waitFor(() => expect(shown()).toBe(start - 2_000 + toCents(first!.round.win)!), slow);
    expect(balanceCents()).toBe(start - 2_000 + toCents(first!.round.win)!);
    await waitFor(() => expect(document.querySelectorAll('[data-bet-no]')).toHaveLength(1), slow);
    // Another tap once it has settled is another round.
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }, slow));
    await waitFor(() => expect(rounds()).toHaveLength(2), slow);
  });

  it('the reality check interrupts play at its interval, with the rounds in the session result', async () => {
    const view = await renderOverPlatform(`/m/demo-game?game=${SLOT.gameId}`, { language: 'EN', as: 'demoplayer' });
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }, slow));
    await waitFor(() => expect(rounds()).toHaveLength(1), slow);
    const { stake, win } = rounds()[0]!.round;
    // Every 15 minutes, on a session that began 15 minutes ago less a moment.
    sim.mutate('demo', accountsSlice, (s) => {
      s.accounts.demoplayer!.responsible = { limits: {}, realityCheckMinutes: 15, breakKind: null, breakPeriod: null, breakUntil: null };
      for (const record of Object.values(s.sessions)) if (record.userName === 'demoplayer') record.createdAt = Date.now() - 15 * 60_000 + 1500;
    });
    await view.queryClient.invalidateQueries({ queryKey: ['platform', 'rgSettings'] });
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' }, slow);
    expect(dialog).toHaveTextContent(`(bets ₱${stake}, wins ₱${win})`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Spin' })).toBeInTheDocument();
  });

  it('a bet above the balance is refused with the reason, and nothing changes', async () => {
    sim.mutate('demo', accountsSlice, (s) => {
      const a = s.accounts.demoplayer!;
      const last = a.ledger.at(-1)!;
      a.ledger.push({ ...last, id: 'Lx', kind: 'withdrawal', amountCents: 500 - last.balanceAfterCents, balanceAfterCents: 500, ref: 'WDx' });
    });
    await renderOverPlatform(`/m/demo-game?game=${SLOT.gameId}`, { language: 'EN', as: 'demoplayer' });
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }, slow));
    expect(await screen.findByText('Insufficient balance', {}, slow)).toBeInTheDocument();
    expect(balanceCents()).toBe(500);
    expect(rounds()).toHaveLength(0);
  });
});

describe('a live table', () => {
  it('deals a baccarat hand with the chips placed and settles it', async () => {
    await renderOverPlatform(`/m/demo-game?game=${LIVE.gameId}`, { language: 'EN', as: 'demoplayer' });
    await userEvent.click(await screen.findByRole('radio', { name: '₱50' }, slow));
    await userEvent.click(screen.getByRole('button', { name: /^Bet on Banker:/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Bet on Banker:/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Bet on Tie:/ }));
    const start = balanceCents();
    await userEvent.click(screen.getByRole('button', { name: 'Deal ₱150.00' }));
    await waitFor(() => expect(rounds()).toHaveLength(1), slow);
    const round = rounds()[0]!.round;
    expect(round.bets.map((b) => [b.spot, b.amount])).toEqual([
      ['tie', '50.00'],
      ['banker', '100.00'],
    ]);
    expect(await screen.findByTestId('round-result', {}, slow)).toHaveTextContent(/Player wins|Banker wins|Tie/);
    expect(balanceCents()).toBe(start - 15_000 + toCents(round.win)!);
    expect(screen.getByRole('list', { name: 'Banker cards' }).querySelectorAll('li').length).toBeGreaterThanOrEqual(2);
  });
});

describe('the sportsbook and the draw games', () => {
  const SABONG = allGames().find((g) => g.gameType === 'COCKFIGHT')!;
  const LOTT = allGames().find((g) => g.gameType === 'LOTT')!;
  it('a sabong bet from the slip: its potential return, then pending with its stake debited', async () => {
    await renderOverPlatform(`/m/demo-game?game=${SABONG.gameId}`, { language: 'EN', as: 'demoplayer' });
    await userEvent.click(await screen.findByRole('button', { name: 'Meron at 1.90' }, slow));
    await userEvent.click(screen.getByRole('radio', { name: '₱500' }));
    expect(screen.getByTestId('potential-return')).toHaveTextContent('Potential return: ₱950.00');
    const start = balanceCents();
    await userEvent.click(screen.getByRole('button', { name: 'Place bet ₱500.00' }));
    await waitFor(() => expect(rounds()).toHaveLength(1), slow);
    expect(rounds()[0]!.round).toMatchObject({ status: 'pending', stake: '500.00' });
    expect(balanceCents()).toBe(start - 50_000);
    expect(await screen.findByTestId('round-result', {}, slow)).toHaveTextContent('Pending: Meron @ 1.90, ₱500.00');
    expect(await screen.findByRole('cell', { name: 'Pending' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to the lobby' })).toBeInTheDocument();
  });
  it('a sports game shows its matches with odds', async () => {
    await renderOverPlatform(`/m/demo-game?game=${SPORT.gameId}`, { language: 'EN', as: 'demoplayer' });
    // The board is the fixtures home lists, each at its line.
    const [next] = hotMatches(sim.now());
    const [fixture] = upcomingFixtures(sim.now());
    expect(await screen.findByRole('button', { name: `${next!.homeTeam} at ${oddsText(matchLine(fixture!)[0])}` }, slow)).toBeInTheDocument();
    expect(screen.getByText('Tap the odds to put a selection on your slip.')).toBeInTheDocument();
  });
  it('a draw ticket waits for its numbers before it can be bought, then is pending', async () => {
    await renderOverPlatform(`/m/demo-game?game=${LOTT.gameId}`, { language: 'EN', as: 'demoplayer' });
    const buy = await screen.findByRole('button', { name: 'Buy ticket ₱10.00' }, slow);
    expect(buy).toBeDisabled();
    for (const [pos, n] of [
      [1, '4'],
      [2, '0'],
      [3, '4'],
    ] as const)
      await userEvent.click(within(screen.getByRole('radiogroup', { name: `Digit ${pos}` })).getByRole('radio', { name: n }));
    await userEvent.click(buy);
    await waitFor(() => expect(rounds()).toHaveLength(1), slow);
    expect(rounds()[0]!.round.outcome).toMatchObject({ kind: 'draw', style: '3d', picks: [4, 0, 4], numbers: null });
    expect(await screen.findByTestId('round-result', {}, slow)).toHaveTextContent(/^Pending: Ticket 404 on draw #\d+, ₱10\.00\.$/);
  });
  it('a 6/42 lucky pick chooses six different numbers and the ticket can be bought', async () => {
    const LOTTO = allGames().find((g) => g.gameId === 'VNLOTT-002')!;
    await renderOverPlatform(`/m/demo-game?game=${LOTTO.gameId}`, { language: 'EN', as: 'demoplayer' });
    const buy = await screen.findByRole('button', { name: 'Buy ticket ₱10.00' }, slow);
    expect(screen.getByText('0 of 6 picked')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lucky pick' }));
    expect(screen.getByText('6 of 6 picked')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Numbers' })).getAllByRole('button', { pressed: true })).toHaveLength(6);
    await userEvent.click(buy);
    await waitFor(() => expect(rounds()).toHaveLength(1), slow);
    const o = rounds()[0]!.round.outcome;
    expect(o.kind === 'draw' && new Set(o.picks).size === 6 && o.style === '6/42').toBe(true);
  });
});
