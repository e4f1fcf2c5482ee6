// Issue 33 item 11: the agent home's greeting from 11 to 14 is the spec's early afternoon, not
// 'Good noon'; the page's clock is driven, never waited for.
import { screen } from '@testing-library/react';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
  sim.reset();
});
afterAll(() => server.close());
const slow = { timeout: 8000 };

it.each([
  [9, 'Good morning'],
  [11, 'Good afternoon'],
  [14, 'Good afternoon'],
  [16, 'Good afternoon'],
  [20, 'Good evening'],
])('at %i:30 the agent home says “%s”', async (hour, greeting) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 5, 15, hour, 30));
  await renderOverPlatform('/m/agent/home', { as: 'demoagent', language: 'EN' });
  expect(await screen.findByRole('heading', { level: 1, name: greeting }, slow)).toBeInTheDocument();
  expect(screen.queryByText('Good noon')).not.toBeInTheDocument();
});
