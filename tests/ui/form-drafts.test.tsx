// A form's draft: the fields it names survive leaving the screen and a reload (the tab's
// sessionStorage), a password never does, a success or an emptied field leaves nothing, and a login
// or logout drops every draft.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearDrafts, useForm } from '@/ui/use-form';
import { resetSession } from '@/state/session';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  sim.reset();
  sessionStorage.clear();
});

const slow = { timeout: 8000 };
const stored = () => Object.entries(sessionStorage).filter(([k]) => k.startsWith('palaro:draft:'));

function Amount() {
  const form = useForm({ amount: '', password: '' }, { draft: { name: 'probe', fields: ['amount'] } });
  return (
    <form>
      <input aria-label="Amount" value={form.values.amount} onChange={(e) => form.set('amount', e.target.value)} />
      <input aria-label="Password" value={form.values.password} onChange={(e) => form.set('password', e.target.value)} />
      <button type="button" onClick={() => form.reset()}>
        Reset
      </button>
    </form>
  );
}

describe('useForm drafts', () => {
  it('keeps the named fields across a remount, never the others, and forgets them when emptied', async () => {
    const user = userEvent.setup();
    render(<Amount />);
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '250');
    await user.type(screen.getByRole('textbox', { name: 'Password' }), '654321');
    expect(stored()).toEqual([['palaro:draft:probe', JSON.stringify({ amount: '250' })]]);
    cleanup();
    render(<Amount />);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('250');
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(stored()).toEqual([]);
  });

  it('ignores a draft that is not its own shape', () => {
    sessionStorage.setItem('palaro:draft:probe', '{"amount":5,"password":"x"}');
    render(<Amount />);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveValue('');
    sessionStorage.setItem('palaro:draft:probe', 'not json');
    cleanup();
    render(<Amount />);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('');
  });

  it('clearDrafts forgets every draft and nothing else', () => {
    sessionStorage.setItem('palaro:draft:probe', '{"amount":"1"}');
    sessionStorage.setItem('MC_SESSION_INFO', '{}');
    clearDrafts();
    expect(stored()).toEqual([]);
    expect(sessionStorage.getItem('MC_SESSION_INFO')).toBe('{}');
  });
});

describe('drafts on the screens', () => {
  const ten = 'The deposit page is clear but the history could load faster please';

  it('feedback: the text is there again after a reload, and gone after it was sent', async () => {
    const user = userEvent.setup();
    await renderOverPlatform('/m/feedback', { as: 'demoplayer' });
    await user.type(await screen.findByRole('textbox', { name: 'Content' }, slow), ten);
    cleanup();
    await renderOverPlatform('/m/feedback', { as: 'demoplayer', reload: true });
    expect(await screen.findByRole('textbox', { name: 'Content' }, slow)).toHaveValue(ten);
    await user.click(screen.getByRole('radio', { name: 'Suggestion' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Success', undefined, slow)).toBeInTheDocument();
    cleanup();
    await renderOverPlatform('/m/feedback', { as: 'demoplayer', reload: true });
    expect(await screen.findByRole('textbox', { name: 'Content' }, slow)).toHaveValue('');
  });

  it('withdraw: the amount comes back, the payment password does not, and a logout drops the draft', async () => {
    const user = userEvent.setup();
    await renderOverPlatform('/m/withdraw', { as: 'demoplayer' });
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }, slow), '500');
    await user.type(screen.getByLabelText('Payment password'), '654321');
    expect(JSON.stringify(Object.entries(sessionStorage))).not.toContain('654321');
    cleanup();
    await renderOverPlatform('/m/withdraw', { as: 'demoplayer', reload: true });
    expect(await screen.findByRole('textbox', { name: 'Amount' }, slow)).toHaveValue('500');
    expect(screen.getByLabelText('Payment password')).toHaveValue('');
    act(() => resetSession('signOut'));
    await waitFor(() => expect(stored()).toEqual([]));
  });
});

describe('the registration draft', () => {
  it('keeps the user name and email through a reload, not the password, and an invitation link wins over the draft', async () => {
    const user = userEvent.setup();
    await renderOverPlatform('/m/register');
    await user.type(await screen.findByRole('textbox', { name: /Username/ }, slow), 'newmember1');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    const kept = sessionStorage.getItem('palaro:draft:register') ?? '';
    expect(JSON.parse(kept)).toEqual({ username: 'newmember1' });
    cleanup();
    await renderOverPlatform('/m/register', { reload: true });
    expect(await screen.findByRole('textbox', { name: /Username/ }, slow)).toHaveValue('newmember1');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    sessionStorage.setItem('palaro:draft:register', JSON.stringify({ username: 'newmember1', affiliateCode: 'OLD111' }));
    cleanup();
    await renderOverPlatform('/m/register?affiliateCode=NEW222', { reload: true });
    expect(await screen.findByRole('textbox', { name: /Username/ }, slow)).toHaveValue('newmember1');
    expect(screen.getByDisplayValue('NEW222')).toBeInTheDocument();
  });
});
