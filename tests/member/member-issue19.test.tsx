// Issue 19 in the member area over the real demo platform: the avatar picked in the security
// center shows in the member center and the side menu; a 100 px swipe closes the side menu.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';
import { agentSlice } from '@/platform-sim/areas/agent/state';
import { HEAD_ICON_CHOICES } from '@/platform-sim/areas/agent/head-icons';
import { swipeDirection } from '@/ui/swipe';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  sim.reset();
});
afterAll(() => server.close());

const slow = { timeout: 8000 };
const CHOSEN = HEAD_ICON_CHOICES[3]!;
const avatarOf = (el: HTMLElement) => el.querySelector<HTMLImageElement>('.member-card__avatar img');

describe('the chosen avatar', () => {
  beforeEach(() => {
    sim.mutate('demo', agentSlice, (s) => {
      s.headIcons.demoplayer = CHOSEN;
    });
  });

  it('shows in the member center', async () => {
    await renderOverPlatform('/m/member/home', { language: 'EN', as: 'demoplayer' });
    const profile = await screen.findByRole('region', { name: 'Profile' }, slow);
    await waitFor(() => expect(avatarOf(profile)?.getAttribute('src')).toBe(CHOSEN), slow);
  });

  it('shows in the side menu', async () => {
    await renderOverPlatform('/m/activity', { language: 'EN', as: 'demoplayer' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open side menu' }, slow));
    const menu = await screen.findByRole('dialog', { name: 'Open side menu' }, slow);
    await waitFor(() => expect(avatarOf(menu)?.getAttribute('src')).toBe(CHOSEN), slow);
  });

  it('a visitor sees the person icon, no image', async () => {
    await renderOverPlatform('/m/member/home', { language: 'EN' });
    const profile = await screen.findByRole('region', { name: 'Profile' }, slow);
    expect(within(profile).queryByRole('img')).toBeNull();
    expect(avatarOf(profile)).toBeNull();
  });
});

describe('touch swipe (threshold 100 px)', () => {
  it.each<[number, number, string | null]>([
    [100, 0, 'right'],
    [99, 0, null],
    [-100, 20, 'left'],
    [120, 130, 'down'],
    [0, -100, 'up'],
    [100, 100, null],
  ])('a move of %s, %s px → %s', (dx, dy, direction) => expect(swipeDirection(dx, dy)).toBe(direction));

  it('a swipe to the right of 100 px closes the side menu; 99 px does not', async () => {
    await renderOverPlatform('/m/activity', { language: 'EN', as: 'demoplayer' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open side menu' }, slow));
    const menu = await screen.findByRole('dialog', { name: 'Open side menu' }, slow);
    const swipe = (dx: number) => {
      fireEvent.touchStart(menu, { touches: [{ clientX: 40, clientY: 300 }] });
      fireEvent.touchEnd(menu, { changedTouches: [{ clientX: 40 + dx, clientY: 310 }] });
    };
    swipe(99);
    expect(screen.getByRole('dialog', { name: 'Open side menu' })).toBeInTheDocument();
    swipe(100);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Open side menu' })).toBeNull());
  });
});
