// Agent rebates, daily wage, dividend, agent announcements and red envelope rain over the real
// demo platform (msw/node): rates saved in the simulator and refused above the agent's own, and
// the wage and dividend figures agreeing with team profit and loss for the same dates.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { agentSlice } from '@/platform-sim/areas/agent/state';
import { contentSlice } from '@/platform-sim/areas/content';
import { sim, server } from '../msw-server';
import { renderOverPlatform } from '../platform-app';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const slow = { timeout: 8000 };
// Up to today: a range that ends in the future is not taken (src/features/agent/team-range.tsx).
const TODAY = new Date().toISOString().slice(0, 10);
const ALL = `start=2000-01-01&end=${TODAY}`;

/** The text of a labelled figure once it shows an amount. */
async function figure(name: string, within_: ReturnType<typeof within> | typeof screen = screen) {
  const value = await within_.findByRole('definition', { name }, slow);
  await waitFor(() => expect(value.textContent).toMatch(/^-?₱[\d,]+\.\d{2}$/), slow);
  return value.textContent;
}

async function pnlFigure(query: string, name: string) {
  const view = await renderOverPlatform(`/m/agent/team/pnl?${query}`, { as: 'demoagent', language: 'EN' });
  const text = await figure(name);
  view.unmount();
  return text;
}

describe('game rebate setting', () => {
  beforeEach(() => {
    sim.mutate('demo', agentSlice, (s) => {
      delete s.rebateRates.kim109;
    });
  });

  it('shows the agent own rates and a chosen member rates', async () => {
    await renderOverPlatform('/m/member/agent/agentRebeat', { as: 'demoagent', language: 'EN' });
    // The tile shows from the start (a placeholder of the rate's size), the rate once it comes.
    const slots = await screen.findByRole('definition', { name: 'Slots' }, slow);
    await waitFor(() => expect(slots).toHaveTextContent('1.50%'), slow);
    const select = screen.getByRole('combobox', { name: 'Member' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'juan100' })).toBeInTheDocument(), slow);
    await userEvent.selectOptions(select, 'juan100');
    expect(await screen.findByRole('textbox', { name: 'Slots rebate' }, slow)).toHaveValue('1.00');
    expect(screen.getByText('Up to 1.50%')).toBeInTheDocument();
  });

  it('refuses a rate above the agent own with a clear message and saves a valid one in the simulator', async () => {
    await renderOverPlatform('/m/member/agent/agentRebeat?member=kim109', { as: 'demoagent', language: 'EN' });
    const slots = await screen.findByRole('textbox', { name: 'Slots rebate' }, slow);
    expect(slots).toHaveValue('0.00');
    await userEvent.clear(slots);
    await userEvent.type(slots, '1.6');
    await userEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot be above your own rate of 1.50%');
    expect(sim.slice('demo', agentSlice).rebateRates.kim109).toBeUndefined();

    const live = screen.getByRole('textbox', { name: 'Live casino rebate' });
    await userEvent.clear(live);
    await userEvent.type(live, 'abc');
    await userEvent.clear(slots);
    await userEvent.type(slots, '1.2');
    await userEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a rate from 0 to 100 with at most two decimals');
    await userEvent.clear(live);
    await userEvent.type(live, '0.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByText('Rebate rates of kim109 saved', undefined, slow)).toBeInTheDocument();
    expect(sim.slice('demo', agentSlice).rebateRates.kim109).toMatchObject({ RNG: 120, LIVE: 50 });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Slots rebate' })).toHaveValue('1.20'));
  });

  it('shows the platform refusal when the agent own rate changed meanwhile', async () => {
    await renderOverPlatform('/m/member/agent/agentRebeat?member=kim109', { as: 'demoagent', language: 'EN' });
    const slots = await screen.findByRole('textbox', { name: 'Slots rebate' }, slow);
    sim.mutate('demo', agentSlice, (s) => {
      s.rebateRates.demoagent = { ...s.rebateRates.demoagent, RNG: 100 };
    });
    await userEvent.clear(slots);
    await userEvent.type(slots, '1.4');
    await userEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByRole('alert', undefined, slow)).toHaveTextContent('Cannot be above your own rate of 1.00%');
    sim.mutate('demo', agentSlice, (s) => {
      s.rebateRates.demoagent = { ...s.rebateRates.demoagent, RNG: 150 };
    });
  });
});

describe('agent rebate', () => {
  it('counts the same valid bets as team profit and loss, by game type and day', async () => {
    const bets = await pnlFigure(ALL, 'Total bets');
    await renderOverPlatform(`/m/member/teamRebate?${ALL}`, { as: 'demoagent', language: 'EN' });
    expect(await figure('Valid bets')).toBe(bets);
    expect(await figure('Rebate earned')).not.toBe('₱0.00');
    expect(screen.getByRole('rowheader', { name: 'Slots' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'juan100' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rebate settings' })).toHaveAttribute('href', '/m/member/agent/agentRebeat');
  });
});

describe('daily wage', () => {
  it('shows the contract, and the range team bets equal team profit and loss', async () => {
    const bets = await pnlFigure(ALL, 'Total bets');
    await renderOverPlatform(`/m/member/agent/dailySalary?start=2026-01-01&end=${TODAY}`, { as: 'demoagent', language: 'EN' });
    expect(await screen.findByRole('heading', { name: 'Daily salary contract' }, slow)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'View contract' }, slow)).toHaveAttribute('href', '/m/member/agent/getSalaryContract');
    // The page lists at most 92 days; the range here covers all of them since the seed.
    const view = await figure('Total bets');
    expect(screen.getByRole('link', { name: 'Team profit and loss for these dates' })).toHaveAttribute(
      'href',
      `/m/agent/team/pnl?start=2026-01-01&end=${TODAY}`,
    );
    expect(view).toBe(await pnlFigure(`start=2026-01-01&end=${TODAY}`, 'Total bets'));
    expect(bets).not.toBe('₱0.00');
  });

  it('shows Loading failed, click to retry when the call fails', async () => {
    server.use(http.get('*/api/v1/agent/daily-wage', () => HttpResponse.error()));
    await renderOverPlatform('/m/member/agent/dailySalary', { as: 'demoagent', language: 'EN' });
    expect(await screen.findByRole('button', { name: /Loading failed, click to retry/ }, slow)).toBeInTheDocument();
  });
});

describe('dividend', () => {
  it('shows each period with the team profit and loss of the same dates', async () => {
    const view = await renderOverPlatform('/m/member/agent/agentDivident', { as: 'demoagent', language: 'EN' });
    expect(await screen.findByRole('heading', { name: 'Dividend contract' }, slow)).toBeInTheDocument();
    const periods = await screen.findByRole('list', { name: 'By period' }, slow);
    const first = within(periods).getAllByRole('listitem')[0];
    if (!first) throw new Error('no period');
    const card = within(first);
    expect(card.getByText('Pending')).toBeInTheDocument();
    const profit = await figure('Team profit and loss', card);
    const link = card.getByRole('link', { name: 'Team profit and loss for this period' });
    const query = (link.getAttribute('href') ?? '').split('?')[1] ?? '';
    expect(query).toMatch(/^start=\d{4}-\d{2}-(01|16)&end=\d{4}-\d{2}-\d{2}$/);
    // The period that runs links to its days so far: a range ending after today is not taken.
    expect((query.split('end=')[1] ?? '') <= TODAY).toBe(true);
    const loss = await figure('Team net loss', card);
    const dividend = await figure('Dividend', card);
    expect(loss).toBe(profit?.replace('-', ''));
    // The share reached of the net loss, rounded down to the centavo.
    const share = Number((card.getByRole('definition', { name: 'Share' }).textContent ?? '').replace('%', ''));
    expect(share).toBeGreaterThan(0);
    const cents = (s: string | null) => Number((s ?? '').replace(/[₱,.-]/g, ''));
    expect(cents(dividend)).toBe(Math.floor((cents(loss) * share) / 100));
    view.unmount();
    expect(await pnlFigure(query, 'Team profit and loss')).toBe(profit);
  });
});

describe('agent announcements', () => {
  beforeEach(() => {
    sim.mutate('demo', contentSlice, (s) => {
      s.read.demoagent = [];
      s.announcements = s.announcements.filter((a) => a.id !== 'ax');
      s.announcements.push({
        ...(s.announcements.find((a) => a.id === 'a1') ?? s.announcements[0]!),
        id: 'ax',
        title: 'Agent payout schedule',
        content:
          '<p>Paid daily.</p><img src=x onerror="window.__agentXss=1"><a href="javascript:alert(1)">bad</a><a href="/m/member/teamRebate">See rebates</a>',
      });
    });
  });

  it('lists type-A announcements with unread marks; opening one marks it read and shows sanitised HTML', async () => {
    await renderOverPlatform('/m/member/notice?types=A', { as: 'demoagent', language: 'EN' });
    const list = await screen.findByRole('list', { name: 'Agent announcements' }, slow);
    expect(within(list).getAllByText('Unread')).toHaveLength(4);
    expect(screen.getByText('4 unread')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: /Agent payout schedule/ }));
    expect(await screen.findByText('Paid daily.')).toBeInTheDocument();
    expect(await screen.findByText('3 unread', undefined, slow)).toBeInTheDocument();
    await waitFor(() => expect(sim.slice('demo', contentSlice).read.demoagent).toContain('ax'));
    const body = screen.getByText('Paid daily.').parentElement;
    expect(body?.querySelector('img[onerror], [onerror]')).toBeNull();
    expect(within(body as HTMLElement).getByText('bad')).not.toHaveAttribute('href');
    expect(within(body as HTMLElement).getByRole('link', { name: 'See rebates' })).toHaveAttribute('href', '/m/member/teamRebate');
    expect((window as { __agentXss?: number }).__agentXss).toBeUndefined();
  });
});

describe('red envelope rain', () => {
  it('shows the next sessions, today eligibility and the rules from the platform', async () => {
    await renderOverPlatform('/m/redRain', { as: 'demoagent', language: 'EN' });
    expect(await screen.findByText(/Next red envelope rain|Raining now!/, undefined, slow)).toBeInTheDocument();
    const eligibility = screen.getByRole('heading', { name: 'Deposit to join today' }).closest('section');
    expect(within(eligibility as HTMLElement).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter');
    expect(within(eligibility as HTMLElement).getByText(/Deposited today/)).toHaveTextContent('₱0.00 / ₱500.00');
    const sessions = screen.getByRole('heading', { name: 'Upcoming sessions' }).closest('section');
    expect(within(sessions as HTMLElement).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText("Deposit at least ₱500.00 on the day to join that day's rains.")).toBeInTheDocument();
    expect(screen.getByText('You can open up to 3 envelopes per rain.')).toBeInTheDocument();
  });
});

describe('team profit and loss by member', () => {
  it('shows each member bonuses and rebates, so that every row adds up: wins + bonuses − bets = profit and loss', async () => {
    await renderOverPlatform(`/m/agent/team/pnl?start=2026-01-01&end=${TODAY}`, { as: 'demoagent', language: 'EN' });
    const table = await screen.findByRole('table', {}, slow);
    const header = within(table)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(header).toEqual(['Member', 'Profit and loss', 'Bets', 'Wins', 'Bonuses and rebates']);
    const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[₱,]/g, '')) * 100);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      // The member names the row (its header); the figures are its cells.
      const [profit, bets, wins, bonuses] = within(row)
        .getAllByRole('cell')
        .map((c) => cents(c.textContent));
      expect(wins! + bonuses! - bets!).toBe(profit);
    }
  });
});
