// Registration shows its m_reg banners and its notice (type B, group m_reg), checks the username and
// email with the platform when the visitor leaves the field, shows the mobile number in username
// mode where the merchant enables it: issue 19.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { accountsSlice } from '@/platform-sim/areas/accounts/state';
import { buildRegistrationForm } from '@/engine/registration-form';
import { server, sim } from '../msw-server';
import { renderOverPlatform, shippedConfig } from '../platform-app';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  sim.reset();
});
afterAll(() => server.close());

const slow = { timeout: 8000 };

describe('registration banners and notice', () => {
  it('shows the m_reg banners and the registration notice, asked for with types B and group m_reg', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/v1/content/announcements', ({ request }) => {
        const q = new URL(request.url).searchParams;
        asked.push(`${q.get('types')}|${q.get('groupName')}`);
        return undefined;
      }),
    );
    await renderOverPlatform('/m/register', { language: 'EN' });
    const banners = await screen.findByRole('region', { name: 'Registration offers' }, slow);
    expect(within(banners).getByRole('button', { name: 'Register and get a bonus' })).toBeInTheDocument();
    const notice = await screen.findByRole('region', { name: 'Notice' }, slow);
    expect(notice).toHaveTextContent('New members: ₱88 bonus after your first deposit');
    expect(asked).toContain('B|m_reg');
  });

  it('the home variant never carries the registration notice', async () => {
    const home = await fetch('http://localhost/api/v1/content/announcements?types=B&groupName=&platform=M&merchantCode=demo', {
      headers: { 'X-Merchant-Code': 'demo' },
    }).then((r) => r.json() as Promise<{ value: { list: { title: string }[] } }>);
    expect(home.value.list.map((a) => a.title)).not.toContain('New members: ₱88 bonus after your first deposit');
  });
});

describe('availability on leaving the field', () => {
  it("'Sorry, the username already exists' comes when leaving the username field, before submit", async () => {
    let availabilityCalls = 0;
    server.use(
      http.get('*/api/v1/auth/availability', () => {
        availabilityCalls += 1;
        return undefined;
      }),
    );
    await renderOverPlatform('/m/register', { language: 'EN' });
    const username = await screen.findByRole('textbox', { name: 'Username' }, slow);
    await userEvent.type(username, 'demoplayer');
    expect(screen.queryByText('Sorry, the username already exists')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText('Sorry, the username already exists', undefined, slow)).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(availabilityCalls).toBe(1);
    // A free name passes; a malformed one is not sent.
    await userEvent.clear(username);
    await userEvent.type(username, 'freshname1');
    await userEvent.tab();
    await waitFor(() => expect(availabilityCalls).toBe(2));
    expect(screen.queryByText('Sorry, the username already exists')).not.toBeInTheDocument();
    await userEvent.clear(username);
    await userEvent.type(username, '1x');
    await userEvent.tab();
    expect(availabilityCalls).toBe(2);
  });

  it('a registered email is refused when leaving the email field', async () => {
    await renderOverPlatform('/m/register', { language: 'EN' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }, slow), 'demoplayer@example.com');
    await userEvent.tab();
    expect(await screen.findByText('Sorry, the email already exists', undefined, slow)).toBeInTheDocument();
  });
});

describe('mobile number in username mode', () => {
  it('the engine shows mobileNum in username mode when enabled (not the SMS code), and not when disabled', () => {
    const on = shippedConfig('demo');
    const ids = buildRegistrationForm(on, 'username').map((f) => f.id);
    expect(ids).toContain('mobileNum');
    expect(ids).not.toContain('verificationCode');
    expect(buildRegistrationForm(on, 'username').find((f) => f.id === 'mobileNum')?.required).toBe(false);
    expect(buildRegistrationForm(on, 'mobile').find((f) => f.id === 'mobileNum')?.required).toBe(true);
    const off = {
      ...on,
      registration: { ...on.registration, fields: { ...on.registration.fields, mobileNum: { ...on.registration.fields.mobileNum, enabled: false } } },
    };
    expect(buildRegistrationForm(off, 'username').map((f) => f.id)).not.toContain('mobileNum');
    expect(buildRegistrationForm(off, 'mobile').map((f) => f.id)).toContain('mobileNum');
  });

  it('registering by username sends the mobile number the visitor gave', async () => {
    await renderOverPlatform('/m/register', { language: 'EN' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }, slow), 'pinoymobile');
    expect(screen.getByRole('tab', { name: 'Username', selected: true })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9175550199');
    expect(screen.queryByRole('textbox', { name: 'SMS code' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'Secret123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registered successfully, ready for login', undefined, slow)).toBeInTheDocument();
    expect(sim.slice('demo', accountsSlice).accounts.pinoymobile?.mobile).toBe('9175550199');
  });
});
