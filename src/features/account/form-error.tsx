// The account forms' errors are i18n keys (with values where they have some), translated at render
// so that they follow a language change: the form-level error line, and the text of a field's.
import { useTranslation } from 'react-i18next';

/** An account form's error message: a key of the account (or common) texts and its values. */
export interface ErrorKey {
  key: string;
  values?: Record<string, string>;
}

/** The text of an error key, or null. */
export function useErrorText(): (error: ErrorKey | string | null | undefined) => string | null {
  const { t } = useTranslation('account');
  return (error) => {
    if (!error) return null;
    const { key, values } = typeof error === 'string' ? { key: error, values: undefined } : error;
    return t(key, { ...values, ns: ['account', 'common'] });
  };
}

/** A form-level error (an i18n key, translated at render so it follows the language). */
export function FormError({ error }: { error: ErrorKey | string | null | undefined }) {
  const text = useErrorText()(error);
  if (!text) return null;
  return (
    <p className="account-error" role="alert">
      {text}
    </p>
  );
}
