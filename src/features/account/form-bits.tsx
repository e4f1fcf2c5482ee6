// Small pieces shared by the account forms: the form-level error and the dialing-code picker.
import { useTranslation } from 'react-i18next';
import { useCountries } from '@/api/endpoints/countries';

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

/** The country dialing code, from the platform's country list (the merchant's default first). */
export function DialCodeSelect({ value, onChange, fallback }: { value: string; onChange: (code: string) => void; fallback: string }) {
  const { t } = useTranslation('account');
  const countries = useCountries();
  const options = countries.data ?? [{ iso: 'PH', name: 'Philippines', dialingCode: fallback }];
  return (
    <select className="dial-select" aria-label={t('field.countryDialingCode')} value={value} onChange={(e) => onChange(e.target.value)}>
      {options.map((c) => (
        <option key={c.iso} value={c.dialingCode}>{`${c.iso} ${c.dialingCode}`}</option>
      ))}
    </select>
  );
}
