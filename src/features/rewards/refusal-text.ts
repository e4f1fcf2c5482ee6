// The text of a failed member-services call.
import { useTranslation } from 'react-i18next';
import { errorMessageKey, isPlatformError } from '@/api/errors';

/** The text of a failed member-services call: the platform's reason when this namespace knows it. */
export function useRefusalText() {
  const { t, i18n } = useTranslation('rewards');
  return (error: unknown): string => {
    const reason = isPlatformError(error) ? error.details.reason : undefined;
    if (typeof reason === 'string' && i18n.exists(`refuse.${reason}`, { ns: 'rewards' })) return t(`refuse.${reason}`);
    return t(errorMessageKey(error, 'send'), { ns: 'common' });
  };
}
