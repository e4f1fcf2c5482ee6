// The country dialing code picker of the mobile-number fields.
import { useTranslation } from 'react-i18next';
import { useCountries } from '@/api/endpoints/countries';

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
