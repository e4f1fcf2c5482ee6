// The responsible-gaming line at the bottom of every page's content: the merchant's age mark
// (21+ in the Philippines) and tagline, with the way to the responsible-gaming page.
import { useTranslation } from 'react-i18next';
import { useMerchant } from '@/shell/config-context';
import { isLanguageCode } from '@/state/preferences';
import { RouteLink } from '@/shell/route-link';

export function ResponsibleNote() {
  const { t, i18n } = useTranslation();
  const config = useMerchant();
  const { tagline } = config.responsibleGaming;
  const lang = isLanguageCode(i18n.language) ? i18n.language : 'EN';
  const age = config.registration.minimumAge;
  return (
    <aside className="rg-note" aria-label={t('rg.label')}>
      <span className="rg-note__age" role="img" aria-label={t('rg.ageLabel', { age })}>
        {age}+
      </span>
      <p className="rg-note__text">{tagline[lang] ?? tagline.EN}</p>
      <RouteLink className="rg-note__link" to="responsibleGaming">
        {t('rg.more')}
      </RouteLink>
    </aside>
  );
}
