// Issue 33 item 17: one date format everywhere, set by the language. Notices (whose platform dates
// are YYYY-MM-DD) are written like every other date of the site: day first (the spec's DD/MM/YYYY)
// in English and Tagalog, year first in Chinese; and a notice's date does not wrap.
import { screen, within } from '@testing-library/react';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';
import { DATE_ORDER, DAY_MS, formatIsoDay, formatUtcDate, setDateLanguage } from '@/engine/time';
import { SEED_TIME } from '@/platform-sim/areas/accounts/state';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  sim.reset();
  setDateLanguage('EN');
});
afterAll(() => server.close());
const slow = { timeout: 8000 };

const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const [y, m, d] = iso(SEED_TIME - 10 * DAY_MS).split('-');

it.each([
  ['EN', `${d}/${m}/${y}`],
  ['TY', `${d}/${m}/${y}`],
  ['CN', `${y}/${m}/${d}`],
] as const)('the notice page in %s writes a notice’s date as %s, as every other date', async (language, shown) => {
  await renderOverPlatform('/m/notice', { language });
  const list = await screen.findByRole('list', undefined, slow);
  const dates = await within(list).findAllByText(shown, undefined, slow);
  expect(dates.length).toBeGreaterThan(0);
  expect(within(list).queryByText(`${y}-${m}-${d}`)).not.toBeInTheDocument();
  // Written as every other date of the site is in this language.
  expect(formatUtcDate(SEED_TIME - 10 * DAY_MS)).toBe(shown);
});

it('the order comes from the language', () => {
  expect(DATE_ORDER).toMatchObject({ EN: 'dmy', TY: 'dmy', CN: 'ymd' });
  setDateLanguage('CN');
  expect(formatIsoDay('2026-09-21')).toBe('2026/09/21');
  setDateLanguage('TY');
  expect(formatIsoDay('2026-09-21')).toBe('21/09/2026');
  expect(formatIsoDay('soon')).toBe('soon');
});
