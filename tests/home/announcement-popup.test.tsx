// The announcement popup and the marquee over the real simulator (msw/node), the clock driven:
// its pager, the list refreshed 500 ms after mount, the reward-center
// shortcut only where REWCEN3 is on; a marquee tap opens /m/notice at the index of the notice
// page's list.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentSlice } from '@/platform-sim/areas/content';
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

/** The fake clock moves with real time too (msw, React Query), and the test can jump it. */
const driveClock = () => vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });

async function memberPopup(merchant = 'demo') {
  const view = await renderOverPlatform('/m/home', { as: 'demoplayer', language: 'EN', merchant });
  const dialog = await screen.findByRole('dialog', { name: 'Your weekly cashback is ready' }, slow);
  // The shown popup's effects (its autoplay) have run before the test drives the clock.
  await act(async () => {});
  return { ...view, dialog };
}

describe('announcement popup', () => {
  // Its pages (pager, autoplay every 5000 ms, the 100 px swipe) are swiper's: a browser test checks them (tests/e2e/home.spec.ts).
  it('refreshes its list 500 ms after it mounts', async () => {
    driveClock();
    const calls: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/v1/content/announcements') && url.searchParams.get('types') === 'B,PL,PU,PR,H') calls.push(url.search);
    };
    server.events.on('request:start', listen);
    try {
      await memberPopup();
      await waitFor(() => expect(calls.length).toBeGreaterThan(0));
      const before = calls.length;
      act(() => vi.advanceTimersByTime(600));
      await waitFor(() => expect(calls.length).toBe(before + 1));
    } finally {
      server.events.removeListener('request:start', listen);
    }
  });

  it('offers the reward center only where REWCEN3 is on', async () => {
    const demo = await memberPopup('demo');
    expect(within(demo.dialog).getByRole('link', { name: 'Reward center' })).toHaveAttribute('href', '/m/rewardCenter');
    demo.unmount();
    const cebu = await memberPopup('cebu');
    // The flag is off in cebu's file (and in the platform's status, which reports the file's).
    expect(within(cebu.dialog).queryByRole('link', { name: 'Reward center' })).toBeNull();
  });
});

describe('marquee', () => {
  it('opens /m/notice at the index of the notice page, whatever the order of the announcements', async () => {
    // A help announcement (listed on the notice page, not in the marquee) before the B ones.
    sim.mutate('demo', contentSlice, (s) => {
      const help = s.announcements.findIndex((a) => a.id === 'h1');
      const [h] = s.announcements.splice(help, 1);
      if (h) s.announcements.unshift(h);
    });
    const { router } = await renderOverPlatform('/m/home', { language: 'EN' });
    const marquee = await screen.findByLabelText('Announcements', { selector: '.home-marquee' }, slow);
    const link = within(marquee).getAllByRole('link', { name: 'GCash deposits now credited in under 3 minutes' })[0] as HTMLElement;
    expect(link).toHaveAttribute('href', '/m/notice?index=2');
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/notice'), slow);
    const opened = await screen.findByRole('button', { name: /GCash deposits now credited in under 3 minutes/, expanded: true }, slow);
    expect(opened).toBeInTheDocument();
  });
});
