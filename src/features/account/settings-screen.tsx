// Settings (/m/setting, /m/set): change password, language, theme, logout. A visitor choosing an
// entry is sent to login.
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { ThemeName } from '@/config/schema';
import { useMerchant } from '@/shell/config-context';
import { useSignOut } from '@/shell/use-sign-out';
import { changeLanguage } from '@/i18n/setup';
import { LANGUAGE_LABELS } from '@/i18n/languages';
import { languageStore, setThemePreference, themeStore } from '@/state/preferences';
import { sessionStore } from '@/state/session';
import { Page, Section } from '@/ui/page';
import '@/features/account/account.css';
import { RouteLink, useGoLogin } from '@/shell/route-link';

export default function SettingsScreen() {
  const { t } = useTranslation('account');
  const config = useMerchant();
  const session = useSnapshot(sessionStore);
  const language = useSnapshot(languageStore).language;
  const theme = useSnapshot(themeStore).theme;
  const signOut = useSignOut();
  const guest = !session.info;
  const toLogin = useGoLogin();

  return (
    <Page className="account-page">
      <Section title={t('settings.account')}>
        <ul className="settings-list">
          <li>
            {guest ? (
              <button type="button" className="settings-row" onClick={toLogin}>
                {t('password.title')}
              </button>
            ) : (
              <RouteLink className="settings-row" to="changePassword">
                {t('password.title')}
              </RouteLink>
            )}
          </li>
        </ul>
      </Section>
      <Section title={t('settings.language')}>
        <div className="choice-row" role="radiogroup" aria-label={t('settings.language')}>
          {config.languages.switcher.map((code) => (
            <button
              key={code}
              type="button"
              role="radio"
              aria-checked={code === language}
              className={`choice${code === language ? ' choice--active' : ''}`}
              onClick={() => (guest ? toLogin() : void changeLanguage(code))}
            >
              {LANGUAGE_LABELS[code]}
            </button>
          ))}
        </div>
      </Section>
      {config.theme.available.length > 1 ? (
        <Section title={t('settings.theme')}>
          <div className="choice-row" role="radiogroup" aria-label={t('settings.theme')}>
            {config.theme.available.map((name: ThemeName) => (
              <button
                key={name}
                type="button"
                role="radio"
                aria-checked={name === theme}
                className={`choice${name === theme ? ' choice--active' : ''}`}
                onClick={() => (guest ? toLogin() : setThemePreference(name))}
              >
                {t(`settings.themeName.${name}`)}
              </button>
            ))}
          </div>
        </Section>
      ) : null}
      <button type="button" className="button button--outline button--block logout-button" onClick={() => (guest ? toLogin() : void signOut())}>
        {guest ? t('login.submit') : t('settings.logout')}
      </button>
    </Page>
  );
}
