// Issue 33 item 19 on account screens, over the real demo platform: the free-trial page says
// 'Free trial' once (its header), and the security center shows the member's illustrated avatar
// (the head icon chosen), not a letter.
import { screen, waitFor } from '@testing-library/react';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';
import { agentSlice } from '@/platform-sim/areas/agent/state';
import { HEAD_ICON_CHOICES } from '@/platform-sim/areas/agent/head-icons';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  sim.reset();
});
afterAll(() => server.close());
const slow = { timeout: 8000 };

it('the free-trial page says “Free trial” once', async () => {
  await renderOverPlatform('/m/trail', { language: 'EN' });
  await screen.findByRole('button', { name: 'Start free trial' }, slow);
  expect(screen.getAllByText('Free trial')).toHaveLength(1);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
});

it('the security center shows the illustrated avatar the member chose', async () => {
  const chosen = HEAD_ICON_CHOICES[2]!;
  sim.mutate('demo', agentSlice, (s) => {
    s.headIcons.demoplayer = chosen;
  });
  await renderOverPlatform('/m/securityCenter', { language: 'EN', as: 'demoplayer' });
  const avatar = await screen.findByRole('button', { name: 'Change avatar' }, slow);
  await waitFor(() => expect(avatar.querySelector('img')?.getAttribute('src')).toBe(chosen), slow);
  expect(avatar.textContent?.trim()).toBe('');
});
