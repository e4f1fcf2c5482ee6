// A labelled input with its error, used by every account form. The error is a translation KEY,
// translated at render so that it follows a language change.
import { forwardRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** When the visitor leaves the field (availability checks). */
  onBlur?: () => void;
  type?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  autoComplete?: string;
  maxLength?: number;
  required?: boolean;
  errorKey?: string | null;
  errorValues?: Record<string, string | number>;
  placeholder?: string;
  /** Rendered after the input, inside the row (code buttons, captcha image). */
  addon?: ReactNode;
  prefix?: ReactNode;
}

export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { id, label, value, onChange, onBlur, type = 'text', inputMode, autoComplete, maxLength, required, errorKey, errorValues, placeholder, addon, prefix },
  ref,
) {
  const { t } = useTranslation('account');
  const errorId = `${id}-error`;
  return (
    <div className={`form-field${errorKey ? ' form-field--invalid' : ''}`}>
      <div className="form-field__head">
        <label htmlFor={id} className="form-field__label">
          {label}
        </label>
        {required ? (
          <span className="form-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      <div className="form-field__row">
        {prefix}
        <input
          ref={ref}
          id={id}
          name={id}
          className="form-field__input"
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          value={value}
          placeholder={placeholder}
          aria-invalid={errorKey ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={errorKey ? errorId : undefined}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
        {addon}
      </div>
      {errorKey ? (
        <p id={errorId} className="form-field__error" role="alert">
          {t(errorKey, { ...errorValues, ns: ['account', 'common'] })}
        </p>
      ) : null}
    </div>
  );
});
