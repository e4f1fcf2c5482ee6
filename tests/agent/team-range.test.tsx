// The team reports' date range from the URL (src/features/agent/team-range.tsx): a date that is
// malformed, not a real calendar day or after today falls back to the default range; a good range
// is kept, in order. Then the same rule on a report screen.
import { screen, waitFor } from '@testing-library/react';
import { teamRangeOf } from '@/features/agent/team-range';
import { server } from '../msw-server';
import { renderOverPlatform } from '../platform-app';

const NOW = Date.parse('2026-11-28T09:54:00Z');
const TODAY = { startDate: '2026-11-28', endDate: '2026-11-28' };
const LAST7 = { startDate: '2026-11-22', endDate: '2026-11-28' };

describe('teamRangeOf', () => {
  it.each([
    // [start, end, default days] → range
    [null, null, 0, TODAY],
    [null, null, 6, LAST7],
    ['2026-11-01', '2026-11-10', 6, { startDate: '2026-11-01', endDate: '2026-11-10' }],
    ['2026-11-10', '2026-11-01', 6, { startDate: '2026-11-01', endDate: '2026-11-10' }],
    ['2026-11-28', '2026-11-28', 6, TODAY],
    ['2020-01-01', '2026-11-28', 0, { startDate: '2020-01-01', endDate: '2026-11-28' }],
    ['2024-02-29', '2024-03-01', 0, { startDate: '2024-02-29', endDate: '2024-03-01' }],
    ['2026-11-01', null, 6, { startDate: '2026-11-01', endDate: '2026-11-28' }],
    [null, '2026-11-10', 6, { startDate: '2026-11-10', endDate: '2026-11-22' }],
    // not a real calendar day
    ['2026-13-45', '2026-11-28', 6, LAST7],
    ['2026-11-28', '2026-13-45', 0, TODAY],
    ['2026-02-30', '2026-03-01', 6, LAST7],
    ['2026-02-29', '2026-03-01', 6, LAST7],
    ['2026-04-31', '2026-05-01', 0, TODAY],
    ['2026-00-10', '2026-11-10', 6, LAST7],
    ['2026-11-00', '2026-11-10', 6, LAST7],
    // in the future
    ['2027-05-01', '2027-06-01', 0, TODAY],
    ['2026-11-20', '2026-11-29', 6, LAST7],
    ['2026-11-29', '2026-11-20', 6, LAST7],
    ['2026-11-01', '2100-12-31', 0, TODAY],
    // malformed
    ['abc', '2026-11-20', 6, LAST7],
    ['2026-1-05', '2026-11-20', 6, LAST7],
    ['2026-11-05T00:00', '2026-11-20', 6, LAST7],
    [' 2026-11-05', '2026-11-20', 6, LAST7],
    ['', '', 6, LAST7],
  ] as const)('start=%s end=%s (%i days by default) → %o', (start, end, days, range) => {
    expect(teamRangeOf(start, end, NOW, days)).toEqual(range);
  });

  it('takes today by the clock given: the last moment of a day still has it as today', () => {
    const late = Date.parse('2026-11-28T23:59:59.999Z');
    expect(teamRangeOf('2026-11-28', '2026-11-28', late)).toEqual(TODAY);
    expect(teamRangeOf('2026-11-29', '2026-11-29', late)).toEqual(TODAY);
    expect(teamRangeOf('2026-11-29', '2026-11-29', late + 1)).toEqual({ startDate: '2026-11-29', endDate: '2026-11-29' });
  });
});

describe('a report opened with an impossible or future range', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  const slow = { timeout: 8000 };

  it.each([
    ['/m/agent/team/pnl?start=2026-13-45&end=2026-11-28', 'Today'],
    ['/m/agent/team/pnl?start=2027-05-01&end=2027-06-01', 'Today'],
    ['/m/member/agent/dailySalary?start=2026-02-30&end=2026-03-01', '7 days'],
  ])('%s shows its default range (%s) and its figures', async (path, preset) => {
    await renderOverPlatform(path, { as: 'demoagent', language: 'EN' });
    expect(await screen.findByRole('button', { name: preset, pressed: true }, slow)).toBeInTheDocument();
    const bets = await screen.findByRole('definition', { name: 'Total bets' }, slow);
    await waitFor(() => expect(bets.textContent).toMatch(/^₱[\d,]+\.\d{2}$/), slow);
    expect(screen.queryByText('The request is not valid')).not.toBeInTheDocument();
  });
});
