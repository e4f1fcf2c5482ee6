// Open account (/m/agentRegister): a wrong field is marked and named where it is, and focus goes
// to it — a screen-reader user hears which field is wrong, not a line under the form.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../msw-server';
import { renderOverPlatform } from '../platform-app';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const slow = { timeout: 8000 };
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Open account' }));

/** The field's error, read the way assistive technology reads it: through aria-describedby. */
function describedError(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('open account: errors on their fields', () => {
  it.each([
    { typed: {}, field: 'Username', message: 'This field is required' },
    { typed: { Username: 'Ab' }, field: 'Username', message: '5 to 16 lower-case letters or digits, starting with a letter' },
    { typed: { Username: 'teamnew02' }, field: 'Password', message: 'This field is required' },
    { typed: { Username: 'teamnew02', Password: 'abcdef' }, field: 'Password', message: '6 to 16 letters and digits, with at least one of each' },
    { typed: { Username: 'teamnew02', Password: 'Pass1234' }, field: 'Confirm password', message: 'This field is required' },
    {
      typed: { Username: 'teamnew02', Password: 'Pass1234', 'Confirm password': 'Pass9999' },
      field: 'Confirm password',
      message: 'Confirmation password not matched',
    },
  ])('$typed → $field: $message', async ({ typed, field, message }) => {
    await renderOverPlatform('/m/agentRegister', { as: 'demoagent', language: 'EN' });
    await screen.findByLabelText('Username', undefined, slow);
    for (const [label, text] of Object.entries(typed)) await userEvent.type(screen.getByLabelText(label), text);
    await submit();
    const input = screen.getByLabelText(field);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(describedError(input)).toBe(message);
    expect(input).toHaveFocus();
    // Only that field is marked.
    const marked = ['Username', 'Password', 'Confirm password'].filter((l) => screen.getByLabelText(l).getAttribute('aria-invalid') === 'true');
    expect(marked).toEqual([field]);
  });

  it("puts the platform's 'username already exists' on the name field, and keeps what was typed", async () => {
    await renderOverPlatform('/m/agentRegister', { as: 'demoagent', language: 'EN' });
    const name = await screen.findByLabelText('Username', undefined, slow);
    await userEvent.type(name, 'demoplayer');
    await userEvent.type(screen.getByLabelText('Password'), 'Pass1234');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Pass1234');
    await submit();
    const alert = await screen.findByRole('alert', undefined, slow);
    expect(alert).toHaveTextContent('Sorry, the username already exists');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(describedError(name)).toBe('Sorry, the username already exists');
    expect(name).toHaveFocus();
    expect(name).toHaveValue('demoplayer');
    // Said once, on the field: not again in a line under the form.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
