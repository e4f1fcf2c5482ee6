// The form-level error of the account forms: an i18n key, translated at render so it follows the language.
import { useTranslation } from 'react-i18next';

/** A form-level error (an i18n key, translated at render so it follows the language). */
export function FormError({ messageKey, values }: { messageKey: string | null | undefined; values?: Record<string, string> }) {
  const { t } = useTranslation('account');
  if (!messageKey) return null;
  return (
    <p className="account-error" role="alert">
      {t(messageKey, { ...values, ns: ['account', 'common'] })}
    </p>
  );
}
