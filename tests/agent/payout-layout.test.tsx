// Daily wage, dividend and game rebate setting while their answer is on its way and once it came:
// the placeholders have the shape of what they stand for (the contract card with its tier table,
// a tile per game type), and the daily wage by day shows each day's status under its wage.
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../msw-server';
import { renderOverPlatform } from '../platform-app';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const slow = { timeout: 8000 };

/** Holds the platform's answer to `path` until the returned function is called. */
function holdAnswer(path: string): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Returning nothing hands the request on to the demo platform's own handler.
  server.use(http.get(`*/api${path}`, () => held));
  return release;
}

const shapeOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => ['cell', 'columnheader', 'rowheader'].reduce((n, role) => n + within(row).queryAllByRole(role).length, 0));

describe('contract card placeholder', () => {
  it.each([
    ['/m/member/agent/dailySalary', '/v1/agent/daily-wage', 'Daily salary contract', 'Team bets', 4],
    ['/m/member/agent/agentDivident', '/v1/agent/dividend', 'Dividend contract', 'Team net loss', 3],
  ])('%s: the card while loading has the title, the tier table head and its rows', async (path, api, title, measure, tiers) => {
    const release = holdAnswer(api);
    await renderOverPlatform(path, { as: 'demoagent', language: 'EN' });
    const card = await screen.findByRole('region', { name: title }, slow);
    expect(card).toHaveAttribute('aria-busy', 'true');
    const loading = within(card).getByRole('table', { name: 'Terms' });
    const heads = within(loading)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(heads).toEqual(['Tier', measure, 'Active', 'Reward']);
    const placeholderShape = shapeOf(loading);
    expect(placeholderShape).toEqual(Array.from({ length: tiers + 1 }, () => 4));
    release();
    await waitFor(() => expect(screen.getByRole('region', { name: title })).not.toHaveAttribute('aria-busy'), slow);
    const loaded = within(screen.getByRole('region', { name: title })).getByRole('table', { name: 'Terms' });
    expect(shapeOf(loaded)).toEqual(placeholderShape);
    expect(
      within(loaded)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(Array.from({ length: tiers }, (_, i) => String(i + 1)));
  });
});

describe('game rebate setting placeholder', () => {
  it('shows a tile per game type while the rates load, then the rates in the same tiles', async () => {
    const release = holdAnswer('/v1/agent/rebate/rates');
    await renderOverPlatform('/m/member/agent/agentRebeat', { as: 'demoagent', language: 'EN' });
    const types = ['Sports', 'Live casino', 'Slots', 'Fishing', 'Poker', 'Lottery', 'E-lottery'];
    const heading = await screen.findByRole('heading', { name: 'Your rebate rates' }, slow);
    const section = heading.closest('section') as HTMLElement;
    const tiles = () => within(section).getAllByRole('definition');
    await waitFor(() => expect(tiles()).toHaveLength(7), slow);
    const names = tiles().map((d) => d.getAttribute('aria-labelledby'));
    release();
    await waitFor(() => expect(within(section).getByRole('definition', { name: 'Slots' })).toHaveTextContent('1.50%'), slow);
    expect(tiles()).toHaveLength(7);
    expect(tiles().map((d) => d.getAttribute('aria-labelledby'))).toEqual(names);
    for (const type of types) expect(within(section).getByRole('definition', { name: type })).toHaveTextContent(/^\d+\.\d{2}%$/);
  });
});

describe('daily wage by day', () => {
  it("shows each day's status under its wage, in one column", async () => {
    await renderOverPlatform('/m/member/agent/dailySalary', { as: 'demoagent', language: 'EN' });
    const table = await screen.findByRole('table', { name: 'By day' }, slow);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Date', 'Bets', 'Active', 'Tier', 'Wage Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    for (const row of rows) {
      const cells = within(row).getAllByRole('cell');
      expect(cells).toHaveLength(4);
      expect(cells[3]).toHaveTextContent(/^₱[\d,]+\.\d{2} (Paid|Pending|Not reached|No contract)$/);
    }
  });
});
