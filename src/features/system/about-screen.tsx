// /m/about: what this site is running, for operators and QA (a page to screenshot): the release,
// the merchant and its mode, the platform it talks to, the language and theme in use, and every
// whitelabel flag with its effective value and its source (the platform's status wins where it
// reports a flag; otherwise the merchant file decides).
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useSystemStatus } from '@/api/endpoints/system-status';
import { useMerchant } from '@/shell/config-context';
import { RELEASE } from '@/config/release';
import { flagStates } from '@/engine/flags';
import { languageStore, themeStore } from '@/state/preferences';
import { Page, Section } from '@/ui/page';
import '@/features/system/about.css';

export default function AboutScreen() {
  const { t } = useTranslation();
  const config = useMerchant();
  const status = useSystemStatus();
  const { language } = useSnapshot(languageStore);
  const { theme } = useSnapshot(themeStore);
  const flags = flagStates(config, status.data?.info.whitelabel);
  const rows: [string, string][] = [
    [t('about.release'), RELEASE],
    [t('about.merchant'), `${config.name} (${config.code})`],
    [t('about.mode'), t(config.api.mode === 'live' ? 'about.modeLive' : 'about.modeDemo')],
    [t('about.platform'), config.api.baseUrl],
    [t('about.platformStatus'), status.isSuccess ? t('about.statusOk') : status.isError ? t('about.statusFailed') : t('about.statusLoading')],
    [t('about.language'), language],
    [t('about.theme'), t(theme === 'light' ? 'theme.light' : 'theme.dark')],
  ];
  return (
    <Page className="about">
      <Section title={t('about.build')}>
        <dl className="about__facts">
          {rows.map(([term, value]) => (
            <div key={term} className="about__fact">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title={t('about.flags')}>
        <table className="about__flags">
          <caption className="visually-hidden">{t('about.flags')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('about.flag')}</th>
              <th scope="col">{t('about.value')}</th>
              <th scope="col">{t('about.source')}</th>
            </tr>
          </thead>
          <tbody>
            {flags.map((f) => (
              <tr key={f.code} data-flag={f.code}>
                <th scope="row">{f.code}</th>
                <td className={f.value ? 'about__on' : 'about__off'}>{t(f.value ? 'about.on' : 'about.off')}</td>
                <td>
                  {t(f.source === 'platform' ? 'about.fromPlatform' : 'about.fromFile')}
                  {f.source === 'platform' && f.value !== f.fileValue ? (
                    <span className="about__note"> · {t('about.fileSays', { value: t(f.fileValue ? 'about.on' : 'about.off') })}</span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
    </Page>
  );
}
