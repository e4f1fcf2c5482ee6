// Issue 19: the game pages show their announcements (types B,H on platform W) in the
// announcement marquee, which moves at the spec's 30 frames a second (src/ui/marquee.tsx).
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';
import { Marquee, MARQUEE_FPS, MARQUEE_SPEED_PX, marqueeFrame, marqueeOffset } from '@/ui/marquee';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  sim.reset();
  vi.useRealTimers();
});
afterAll(() => server.close());

const slow = { timeout: 8000 };
const GAME_ONLY = 'New Speed Baccarat tables in the live casino';

/** A marquee of one notice, on its own. */
const renderOneNotice = () =>
  render(
    <MemoryRouter>
      <Marquee items={[{ key: 'a', text: 'First notice', to: '/m/notice?index=0' }]} />
    </MemoryRouter>,
  );

describe('announcements on the game pages', () => {
  it.each(['/m/rng', '/m/live'])('%s shows the game variant (B,H on platform W); a tap opens it on the notice page', async (path) => {
    const { router } = await renderOverPlatform(path, { language: 'EN' });
    const bar = await screen.findByRole('region', { name: 'Announcements' }, slow);
    // Platform W's own announcement, beside those for every platform (types B and H only).
    const link = await within(bar).findByRole('link', { name: GAME_ONLY }, slow);
    expect(within(bar).getByRole('link', { name: 'How withdrawals work' })).toBeInTheDocument();
    expect(within(bar).queryByRole('link', { name: 'Deposit ₱500, get ₱100' })).toBeNull();
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/m/notice');
    expect(new URLSearchParams(router.state.location.search).get('variant')).toBe('game');
    expect(await screen.findByRole('button', { name: new RegExp(GAME_ONLY), expanded: true }, slow)).toBeInTheDocument();
  });

  it("home's notice page (platform M) does not list the game pages' announcement", async () => {
    await renderOverPlatform('/m/notice', { language: 'EN' });
    await screen.findByRole('button', { name: /How withdrawals work/ }, slow);
    expect(screen.queryByRole('button', { name: new RegExp(GAME_ONLY) })).toBeNull();
  });
});

describe('marquee at 30 fps', () => {
  it.each<[number, number]>([
    [0, 0],
    [33, 0],
    [34, 1],
    [1000, 30],
    [2500, 75],
  ])('%s ms → frame %s', (ms, frame) => expect(marqueeFrame(ms)).toBe(frame));

  it.each<[number, number, number]>([
    [30, 1000, MARQUEE_SPEED_PX],
    [0, 1000, 0],
    [MARQUEE_FPS * 10, 100, (10 * MARQUEE_SPEED_PX) % 100],
    [5, 0, 0],
  ])('frame %s, loop %s px → offset %s', (frame, loop, offset) => expect(marqueeOffset(frame, loop)).toBeCloseTo(offset));

  it('writes the track 30 times a second, not once per display frame, and holds under a pointer', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(4000);
    renderOneNotice();
    const track = document.querySelector<HTMLElement>('.ui-marquee__track')!;
    const seen: string[] = [];
    const step = (ms: number) => {
      for (let t = 0; t < ms; t += 4) {
        act(() => vi.advanceTimersByTime(4));
        if (seen.at(-1) !== track.style.transform) seen.push(track.style.transform);
      }
    };
    step(1000);
    // One write per 1000/30 ms frame (±1 for where the first frame falls), at 45 px a second.
    expect(seen.length).toBeGreaterThanOrEqual(MARQUEE_FPS - 1);
    expect(seen.length).toBeLessThanOrEqual(MARQUEE_FPS + 1);
    const px = (s: string | undefined) => -parseFloat(/translate3d\((-?[\d.]+)px/.exec(s ?? '')?.[1] ?? 'NaN');
    expect(px(seen.at(-1))).toBeGreaterThan(MARQUEE_SPEED_PX - 3);
    expect(px(seen.at(-1))).toBeLessThanOrEqual(MARQUEE_SPEED_PX);
    // Held while a pointer is over it.
    const held = track.style.transform;
    await act(async () => {
      screen
        .getByRole('link', { name: 'First notice' })
        .closest('.ui-marquee')!
        .dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    });
    const before = seen.length;
    step(500);
    expect(seen.length).toBe(before);
    expect(track.style.transform).toBe(held);
    scrollWidth.mockRestore();
  });

  it('measures its track at the first frame and again only after the track was resized, never every frame', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(4000);
    const resized: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      renderOneNotice();
      act(() => vi.advanceTimersByTime(1000));
      expect(scrollWidth).toHaveBeenCalledTimes(1);
      // The track got wider (a font came in): measured once more, at the next frame.
      scrollWidth.mockReturnValue(6000);
      act(() => resized.forEach((r) => r()));
      act(() => vi.advanceTimersByTime(1000));
      expect(scrollWidth).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('stands still for people who ask for reduced motion', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(4000);
    const matchMedia = vi.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList);
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      renderOneNotice();
      act(() => vi.advanceTimersByTime(1000));
      expect(document.querySelector<HTMLElement>('.ui-marquee__track')!.style.transform).toBe('');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
