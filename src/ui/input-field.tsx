// The one field component: a labelled input with an optional prefix (the currency symbol), a
// control before the input (the dialing-code picker) or after it (a button inside the row), a
// hint, a required mark and an error. Every form of the app uses it (the account forms through
// src/features/account/account.css's denser look, the security center through its own class).
// Beside it, the one labelled select (SelectField).
import { useId, type ReactNode, type Ref } from 'react';
import { Icon } from '@/ui/icon';
import '@/ui/controls.css';

export interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** When the person leaves the field (availability checks). */
  onBlur?: () => void;
  /** Already translated. */
  error?: string | null;
  hint?: ReactNode;
  type?: 'text' | 'password' | 'email' | 'tel' | 'search';
  /** A date (its value YYYY-MM-DD), written as `date` says: a DateInput in place of the text input. */
  date?: DateFormat;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  autoComplete?: string;
  autoCapitalize?: 'none' | 'sentences';
  maxLength?: number;
  /** Marks the field required (a red star, aria-required). */
  required?: boolean;
  /** The input's id and name (what a password manager reads); a generated id without it. */
  name?: string;
  placeholder?: string;
  /** Text before the input (the currency symbol), hidden from assistive technology. */
  prefix?: ReactNode;
  /** A control before the input, inside the row (the dialing-code picker). */
  lead?: ReactNode;
  /** A control after the input, inside the row (All, send code, the captcha image). */
  addon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /** The plain look, beside a form's selects: the box of a select (`.ui-input`), the label's size the area's. */
  plain?: boolean;
  /** The area's class, beside `ui-field` (its spacing and type size). */
  className?: string;
}

export function Field({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  type = 'text',
  inputMode,
  autoComplete = 'off',
  autoCapitalize,
  maxLength,
  required,
  name,
  placeholder,
  prefix,
  lead,
  addon,
  ref,
  plain,
  className,
  date,
}: FieldProps) {
  const generated = useId();
  const id = name ?? generated;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  // What the text input and a date's input share.
  const input = {
    ref,
    id,
    name,
    className: 'ui-field__input',
    value,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy,
    onBlur,
  };
  return (
    <div className={['ui-field', error ? 'ui-field--invalid' : '', plain ? 'ui-field--plain' : '', className ?? ''].filter(Boolean).join(' ')}>
      <div className="ui-field__head">
        <label htmlFor={id} className="ui-field__label">
          {label}
        </label>
        {required ? (
          <span className="ui-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      <div className="ui-field__row">
        {prefix ? (
          <span className="ui-field__prefix" aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        {lead}
        {date ? (
          <DateInput {...input} format={date} onChange={onChange} />
        ) : (
          <input
            {...input}
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete}
            autoCapitalize={autoCapitalize}
            maxLength={maxLength}
            placeholder={placeholder}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
        {addon}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}

/** How a date field writes its YYYY-MM-DD value (the engine's DATE_FIELD_FORMAT). */
export interface DateFormat {
  format(iso: string): string;
  /** Shown while the field is empty (DD/MM/YYYY). */
  readonly pattern: string;
}

export interface DateInputProps {
  id: string;
  name?: string;
  value: string;
  /** The new YYYY-MM-DD value, or '' when the date was cleared. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  format: DateFormat;
  min?: string;
  max?: string;
  /** The box's class (a field's input, the range's `ui-input`). */
  className?: string;
  ref?: Ref<HTMLInputElement>;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A date as the site writes it. A browser's date input writes the device's format (11/22/2026 on
 * an English phone, beside the site's 22/11/2026), so the text shown is the site's, and the native
 * input lies over it, transparent: a tap opens the device's own picker, and the label, the keyboard
 * and assistive technology reach the input itself.
 */
export function DateInput({ format, className, value, onChange, ...input }: DateInputProps) {
  return (
    <span className={['ui-date', className].filter(Boolean).join(' ')}>
      <span className={value ? 'ui-date__shown' : 'ui-date__shown ui-date__shown--empty'} aria-hidden="true">
        {value ? format.format(value) : format.pattern}
      </span>
      <Icon name="calendar" size={18} className="ui-date__icon" />
      <input {...input} type="date" className="ui-date__input" value={value} onChange={(e) => onChange(e.target.value)} />
    </span>
  );
}

export interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  disabled?: boolean;
  /** An area's look instead of the filter's (`ui-select`); its label is `<className>__label`. */
  className?: string;
}

/** A labelled select: a record page's filter, a form's choice. */
export function SelectField({ label, value, options, onChange, disabled, className = 'ui-select' }: SelectFieldProps) {
  const id = useId();
  return (
    <label htmlFor={id} className={className}>
      <span className={`${className}__label`}>{label}</span>
      <select id={id} className="ui-input" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A form-level or field-level error line, announced when it appears. */
export function FieldError({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <p id={id} className="ui-field__error" role="alert">
      {children}
    </p>
  );
}

/** Keeps what a member types in an amount field to digits, one dot and two decimals. */
export const cleanAmountInput = (raw: string): string => {
  const kept = raw.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = kept.split('.');
  return rest.length === 0 ? whole.slice(0, 9) : `${whole.slice(0, 9)}.${rest.join('').slice(0, 2)}`;
};

export interface AmountFieldProps {
  label: string;
  value: string;
  /** The cleaned amount (digits, one dot, two decimals). */
  onChange: (value: string) => void;
  symbol: string;
  placeholder?: string;
  hint?: ReactNode;
  error?: string | null;
  /** An "All" button that fills in the whole available amount. */
  all?: { label: string; disabled: boolean; onPress: () => void };
}

/** A money amount with the currency symbol in front; what is typed is kept to a valid amount. */
export function AmountField({ label, value, onChange, symbol, placeholder, hint, error, all }: AmountFieldProps) {
  return (
    <Field
      label={label}
      value={value}
      onChange={(v) => onChange(cleanAmountInput(v))}
      inputMode="decimal"
      prefix={symbol}
      placeholder={placeholder}
      hint={hint}
      error={error}
      addon={
        all ? (
          <button type="button" className="button button--small button--ghost" onClick={all.onPress} disabled={all.disabled}>
            {all.label}
          </button>
        ) : undefined
      }
    />
  );
}

/** A numeric secret of `length` digits (the 6-digit payment password). */
export function PinField({
  label,
  value,
  onChange,
  error,
  length = 6,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  length?: number;
}) {
  return (
    <Field
      label={label}
      value={value}
      onChange={(v) => onChange(v.replace(/\D/g, '').slice(0, length))}
      type="password"
      inputMode="numeric"
      maxLength={length}
      error={error}
    />
  );
}
