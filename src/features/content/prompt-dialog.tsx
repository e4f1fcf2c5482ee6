// The inline prompt dialog: a question with an input, in three variants — text, secure text
// (a hidden entry) and login password (account and password). The first input is focused 500 ms
// after opening (after the dialog's entry animation, so that the mobile keyboard does not jump).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/ui/dialog';

export const PROMPT_FOCUS_MS = 500;

export type PromptVariant = 'text' | 'secureText' | 'loginPassword';

export interface PromptValues {
  value: string;
  /** loginPassword only. */
  password?: string;
}

export interface PromptDialogProps {
  open: boolean;
  variant: PromptVariant;
  title: string;
  message?: string;
  /** The (first) input's label. */
  label: string;
  passwordLabel?: string;
  confirmText: string;
  cancelText: string;
  maxLength?: number;
  multiline?: boolean;
  busy?: boolean;
  /** A message when the values are not acceptable, else null. */
  validate?: (values: PromptValues) => string | null;
  onSubmit: (values: PromptValues) => void;
  onCancel: () => void;
}

export function PromptDialog(props: PromptDialogProps) {
  const { t } = useTranslation('home');
  const { open, variant, title, message, label, passwordLabel, confirmText, cancelText, maxLength, multiline, busy, validate, onSubmit, onCancel } = props;
  const id = useId();
  const first = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [value, setValue] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Each opening starts empty.
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setValue('');
      setPassword('');
      setError(null);
    }
  }
  useEffect(() => {
    if (!open) return undefined;
    const timer = window.setTimeout(() => first.current?.focus(), PROMPT_FOCUS_MS);
    return () => window.clearTimeout(timer);
  }, [open]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const values: PromptValues = variant === 'loginPassword' ? { value: value.trim(), password } : { value: variant === 'text' ? value.trim() : value };
    const problem = validate?.(values) ?? (values.value === '' || (variant === 'loginPassword' && !password) ? t('prompt.required') : null);
    setError(problem);
    if (!problem) onSubmit(values);
  };
  const Field = multiline && variant === 'text' ? 'textarea' : 'input';
  return (
    <Dialog open={open} title={title} onClose={onCancel}>
      <form className="prompt" onSubmit={submit} noValidate>
        {message ? <p className="prompt__message muted">{message}</p> : null}
        <label className="prompt__field" htmlFor={`${id}-v`}>
          <span>{label}</span>
          <Field
            ref={first}
            id={`${id}-v`}
            className="prompt__input"
            type={Field === 'input' ? (variant === 'secureText' ? 'password' : 'text') : undefined}
            autoComplete={variant === 'loginPassword' ? 'username' : variant === 'secureText' ? 'off' : undefined}
            value={value}
            maxLength={maxLength}
            rows={Field === 'textarea' ? 4 : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-e` : undefined}
            onChange={(e) => setValue(e.target.value)}
          />
        </label>
        {variant === 'loginPassword' ? (
          <label className="prompt__field" htmlFor={`${id}-p`}>
            <span>{passwordLabel ?? t('prompt.password')}</span>
            <input
              id={`${id}-p`}
              className="prompt__input"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
        ) : null}
        {error ? (
          <p id={`${id}-e`} className="prompt__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {cancelText}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {confirmText}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
