// Issue 33 item 1: a visitor sees the promotions (the spec: visitors may browse) over the real demo
// platform; joining, claiming or applying asks them to log in first. Item 19: the application's
// image picker is the app's own control, and a refused image says so once.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  sim.reset();
});
afterAll(() => server.close());
const slow = { timeout: 8000 };

const card = async (title: string) => {
  const h = await screen.findByRole('heading', { name: title }, slow);
  const li = h.closest('li');
  if (!li) throw new Error('no card');
  return within(li);
};

describe('a visitor on /m/activity', () => {
  it('sees every promotion with its status', async () => {
    await renderOverPlatform('/m/activity', { language: 'EN' });
    expect((await card('First Deposit Bonus 100%')).getByRole('button', { name: 'Join First Deposit Bonus 100%' })).toBeInTheDocument();
    expect((await card('Christmas Countdown')).getByText('coming soon')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /loading/i })).not.toBeInTheDocument();
  });

  it('Join and Claim ask to log in first, and come back here after', async () => {
    const { router } = await renderOverPlatform('/m/activity', { language: 'EN' });
    await userEvent.click((await card('Slots Loyalty Cashback')).getByRole('button', { name: 'Claim Slots Loyalty Cashback' }));
    expect(router.state.location.pathname).toBe('/m/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/m/activity');
  });

  it('a promotion’s page opens; its application asks to log in', async () => {
    const { router } = await renderOverPlatform('/m/activity/A104', { language: 'EN' });
    expect(await screen.findByRole('heading', { name: 'PBA Finals Free Bet' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit application' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in to apply' }));
    expect(router.state.location.pathname).toBe('/m/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/m/activity/A104');
  });
});

describe('the application’s image picker (item 19)', () => {
  it('is a labelled button of the app, and a refused image is said once', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderOverPlatform('/m/activity/A104', { language: 'EN', as: 'demoplayer' });
    const input = await screen.findByLabelText(/Images/, undefined, slow);
    // The browser's own control is hidden; the app's button, named for what it does, shows.
    expect(input).toHaveClass('visually-hidden');
    expect(input.closest('label')).toHaveClass('button');
    await user.upload(input, new File(['x'], 'a.gif', { type: 'image/gif' }));
    expect(await screen.findAllByText('Only acceptable png/jpg')).toHaveLength(1);
  });
});
