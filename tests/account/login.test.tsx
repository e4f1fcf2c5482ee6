// Login and registration screens over the real demo platform (msw/node), faults via server.use.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SESSION_STORAGE_KEY } from '@/state/session';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  sim.reset();
});
afterAll(() => server.close());

const LOGIN = '*/api/v1/auth/login';
const slow = { timeout: 8000 };

async function fillLogin(username: string, password: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }, slow), username);
  await userEvent.type(screen.getByLabelText('Password', { exact: true }), password);
}

describe('login', () => {
  it('shows the captcha only after a failure that asks for it', async () => {
    await renderOverPlatform('/m/login', { language: 'EN' });
    await fillLogin('demoplayer', 'Wrong1234');
    expect(screen.queryByRole('textbox', { name: 'Captcha' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Sorry, the user does not exist or is disabled', undefined, slow)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Captcha' })).toBeInTheDocument();
  });

  it('shows a new captcha after any refused answer once one was shown, the lock included (the platform takes a captcha once, right or wrong)', async () => {
    let captchas = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname.endsWith('/auth/captcha')) captchas += 1;
    });
    await renderOverPlatform('/m/login', { language: 'EN' });
    await fillLogin('demoplayer', 'Wrong1234');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    const captcha = await screen.findByRole('textbox', { name: 'Captcha' }, slow);
    await waitFor(() => expect(captchas).toBe(1), slow);
    // The answer that locks the account asks for no captcha.
    server.use(
      http.post(LOGIN, () => HttpResponse.json({ success: false, code: 'ACCOUNT_LOCKED', message: 'locked', value: { until: Date.now() + 900_000 } }), {
        once: true,
      }),
    );
    await userEvent.type(captcha, '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(/this account is locked until/, undefined, slow)).toBeInTheDocument();
    await waitFor(() => expect(captchas).toBe(2), slow);
    expect(screen.getByRole('textbox', { name: 'Captcha' })).toHaveValue('');
    server.events.removeAllListeners();
  });

  it('an empty form names the rule without calling the platform', async () => {
    let calls = 0;
    server.use(
      http.post(LOGIN, () => {
        calls += 1;
        return undefined;
      }),
    );
    await renderOverPlatform('/m/login', { language: 'EN' });
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }, slow));
    expect(await screen.findByText('Please enter the username and password')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    expect(calls).toBe(0);
  });

  it('a platform error keeps what was typed, and a double tap sends one request', async () => {
    let calls = 0;
    server.use(
      http.post(LOGIN, async () => {
        calls += 1;
        await new Promise((r) => setTimeout(r, 100));
        return HttpResponse.json({ success: false, code: 'UNKNOWN', message: 'boom' }, { status: 500 });
      }),
    );
    await renderOverPlatform('/m/login', { language: 'EN' });
    await fillLogin('demoplayer', 'Demo1234');
    const submit = screen.getByRole('button', { name: 'Login' });
    await userEvent.dblClick(submit);
    expect(await screen.findByText('Request failed, please try again', undefined, slow)).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('demoplayer');
    expect(screen.getByLabelText('Password', { exact: true })).toHaveValue('Demo1234');
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('a successful login stores the session and returns to the page that sent the visitor', async () => {
    const { router } = await renderOverPlatform('/m/login?redirect=%2Fm%2Fmember%2Fhome', { language: 'EN' });
    await fillLogin('demoplayer', 'Demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/member/home'), slow);
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({ userName: 'demoplayer', type: 0, merchantCode: 'demo' });
  });
});

describe('registration', () => {
  it('an invitation link fills in the invitation code', async () => {
    await renderOverPlatform('/m/register?affiliateCode=AGENT01', { language: 'EN' });
    expect(await screen.findByRole('textbox', { name: 'Invitation code' }, slow)).toHaveValue('AGENT01');
  });

  it('focuses the first invalid field and lets optional empty fields pass', async () => {
    await renderOverPlatform('/m/register', { language: 'EN' });
    const username = await screen.findByRole('textbox', { name: 'Username' }, slow);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(username).toHaveFocus();
    await userEvent.type(username, 'pinoyplayer');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'Secret123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret124');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Confirmation password not matched')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveFocus();
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret123');
    // Email, nickname and invitation code are shown but optional: left empty, they pass.
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registered successfully, ready for login', undefined, slow)).toBeInTheDocument();
  });

  it('an unknown invitation code is refused at the field, which gets the focus', async () => {
    await renderOverPlatform('/m/register', { language: 'EN' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }, slow), 'pinoyplayer2');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'Secret123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret123');
    await userEvent.type(screen.getByRole('textbox', { name: 'Invitation code' }), 'NOPE99');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Invalid invitation code', undefined, slow)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Invitation code' })).toHaveFocus();
  });

  it('the submit button is disabled while the agreement is unchecked', async () => {
    await renderOverPlatform('/m/register', { language: 'EN' });
    const agree = await screen.findByRole('checkbox', {}, slow);
    expect(agree).toBeChecked();
    await userEvent.click(agree);
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
  });
});

describe('change password', () => {
  it('alerts when the new password equals the old one', async () => {
    await renderOverPlatform('/m/changePsw', { as: 'demoplayer', language: 'EN' });
    await userEvent.type(await screen.findByLabelText('Old password', undefined, slow), 'Demo1234');
    await userEvent.type(screen.getByLabelText('New password', { exact: true }), 'Demo1234');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The new password and the old password cannot be the same');
  });

  it('a member who came to change it by choice can cancel, back to where they were', async () => {
    const { router } = await renderOverPlatform('/m/set', { as: 'demoplayer', language: 'EN' });
    await act(() => router.navigate('/m/changePsw'));
    await userEvent.type(await screen.findByLabelText('Old password', undefined, slow), 'Demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/set'), slow);
  });

  it('sends a visitor without a session home', async () => {
    const { router } = await renderOverPlatform('/m/changePsw', { language: 'EN' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'), slow);
  });
});
