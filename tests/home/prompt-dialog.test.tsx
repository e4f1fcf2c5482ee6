// The inline prompt dialog: its three variants, the 500 ms focus, and validation.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '@/i18n/setup';
import { PROMPT_FOCUS_MS, PromptDialog, type PromptVariant } from '@/features/content/prompt-dialog';

let i18n: I18n;
beforeAll(async () => {
  i18n = await initI18n('EN');
  await i18n.loadNamespaces('home');
});

function setup(variant: PromptVariant, onSubmit = vi.fn()) {
  const onCancel = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <PromptDialog
        open
        variant={variant}
        title="Confirm"
        label="Account"
        passwordLabel="Password"
        confirmText="OK"
        cancelText="Cancel"
        onSubmit={onSubmit}
        onCancel={onCancel}
      />
    </I18nextProvider>,
  );
  return { onSubmit, onCancel };
}

describe('PromptDialog', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ['text', 'text', 1],
    ['secureText', 'password', 1],
    ['loginPassword', 'text', 2],
  ] as const)('%s: the first input is a %s field; %i input(s)', (variant, type, count) => {
    setup(variant);
    const dialog = screen.getByRole('dialog', { name: 'Confirm' });
    const inputs = dialog.querySelectorAll('input');
    expect(inputs).toHaveLength(count);
    expect(inputs[0]).toHaveAttribute('type', type);
    if (count === 2) expect(inputs[1]).toHaveAttribute('type', 'password');
  });

  it('focuses the input 500 ms after opening, not before', () => {
    vi.useFakeTimers();
    setup('text');
    const input = screen.getByLabelText('Account');
    act(() => vi.advanceTimersByTime(PROMPT_FOCUS_MS - 1));
    expect(input).not.toHaveFocus();
    act(() => vi.advanceTimersByTime(1));
    expect(input).toHaveFocus();
  });

  it('refuses an empty answer and submits the trimmed text', async () => {
    const { onSubmit } = setup('text');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Account'), '  juan  ');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onSubmit).toHaveBeenCalledWith({ value: 'juan' });
  });

  it('login password: both fields are needed; the secret is not trimmed', async () => {
    const { onSubmit } = setup('loginPassword');
    await userEvent.type(screen.getByLabelText('Account'), 'demoplayer');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Password'), ' Demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onSubmit).toHaveBeenCalledWith({ value: 'demoplayer', password: ' Demo1234' });
  });

  it('cancel calls onCancel', async () => {
    const { onCancel } = setup('secureText');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
