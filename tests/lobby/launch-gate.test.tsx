// Launch answers through the URL gate, over the real demo platform (msw/node) with the launch
// call answered by the test: a script URL never becomes a navigation (the member reads the
// spec's message), and a frame a launch answer asks for shows that answer's origin — only that
// one, and only for that navigation.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  sim.reset();
});
afterAll(() => server.close());

const slow = { timeout: 8000 };
const answerLaunch = (url: string) => server.use(http.post('*/api/v1/games/launch', () => HttpResponse.json({ success: true, code: 'OK', value: { url } })));

async function tapFirstGame() {
  const view = await renderOverPlatform('/m/gameList?gameType=RNG', { language: 'EN', as: 'demoplayer' });
  const play = await screen.findAllByRole('button', { name: /^Play / }, slow);
  await userEvent.click(play[0]!);
  return view;
}

describe('a game launch answer goes through the URL gate', () => {
  it.each([
    'javascript:window.__xss=1',
    ' javascript:window.__xss=1',
    'data:text/html,<script>window.__xss=1</script>',
    '/\\evil.example',
    'http://evil.example/',
  ])('%s: no navigation, the message shows', async (url) => {
    answerLaunch(url);
    const { router } = await tapFirstGame();
    expect(await screen.findByText('Request failed, please try again', {}, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/m/gameList');
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('an in-app frame answer frames the provider the answer named, sandboxed', async () => {
    answerLaunch('/m/frame?url=https%3A%2F%2Fgames.example%2Fplay%3Ft%3D1');
    const { router } = await tapFirstGame();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/frame'), slow);
    const frame = await screen.findByTitle('Game', {}, slow);
    expect(frame.getAttribute('src')).toBe('https://games.example/play?t=1');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups allow-same-origin');
  });

  it('the same frame address typed in (no launch answer behind it) is refused', async () => {
    await renderOverPlatform('/m/frame?url=https%3A%2F%2Fgames.example%2Fplay%3Ft%3D1', { language: 'EN', as: 'demoplayer' });
    expect(await screen.findByRole('heading', { name: 'This address cannot be shown' }, slow)).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('the lottery frame shows only what the gate accepts', () => {
  it('a javascript: lottery answer shows no frame', async () => {
    server.use(
      http.post('*/api/v1/lottery/launch', () =>
        HttpResponse.json({ success: true, code: 'OK', value: { url: 'javascript:window.__xss=1', gameName: 'TCG' } }),
      ),
    );
    await renderOverPlatform('/m/startLottery?mui=TCG&pageBack=1', { language: 'EN', as: 'demoplayer' });
    expect(await screen.findByRole('alert', {}, slow)).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('an https lottery answer is framed, sandboxed', async () => {
    server.use(
      http.post('*/api/v1/lottery/launch', () =>
        HttpResponse.json({ success: true, code: 'OK', value: { url: 'https://lotto.example/play', gameName: 'TCG Lotto' } }),
      ),
    );
    await renderOverPlatform('/m/startLottery?mui=TCG&pageBack=1', { language: 'EN', as: 'demoplayer' });
    const frame = await screen.findByTitle('TCG Lotto', {}, slow);
    expect(frame.getAttribute('src')).toBe('https://lotto.example/play');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups allow-same-origin');
  });
});

describe('the login redirect', () => {
  it.each([
    ['/m/frame?url=https://evil.example/', '/m/home'],
    ['/m/Frame/?url=https://evil.example/', '/m/home'],
    ['/m/fr%61me?url=https://evil.example/', '/m/home'],
    ['/\\evil.example', '/m/home'],
    ['//evil.example', '/m/home'],
    ['https://evil.example/m/home', '/m/home'],
    ['javascript:alert(1)', '/m/home'],
    ['/m/login?redirect=/m/frame', '/m/home'],
    ['/m/member/home', '/m/member/home'],
  ])('after a login, redirect=%s leads to %s', async (redirect, expected) => {
    const { router } = await renderOverPlatform(`/m/login?redirect=${encodeURIComponent(redirect)}`, { language: 'EN' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }, slow), 'demoplayer');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'Demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(expected), slow);
  });
});
