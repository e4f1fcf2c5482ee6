// Free trial (/m/trail): a test-play session (member type 4) with trial credit, then home.
import { useTranslation } from 'react-i18next';
import { useTestPlay } from '@/api/endpoints/test-play';
import { errorMessageKey } from '@/api/errors';
import { useMerchant } from '@/shell/config-context';
import { deviceId } from '@/shell/device-id';
import { startSession } from '@/state/session';
import { Page } from '@/ui/page';
import { useSingleFlight } from '@/ui/use-single-flight';
import { FormError } from '@/features/account/form-error';
import '@/features/account/account.css';
import { RouteLink, useGo } from '@/shell/route-link';

export default function TrialScreen() {
  const { t } = useTranslation('account');
  const config = useMerchant();
  const go = useGo();
  const testPlay = useTestPlay();
  // Held from the tap until the trial fails: a started trial is not started again.
  const flight = useSingleFlight();

  const start = async () => {
    if (!flight.start()) return;
    try {
      const answer = await testPlay.mutateAsync({ deviceId: deviceId(), merchantCode: config.trialMerchantCode });
      startSession({ token: answer.token, merchantCode: config.code, userName: answer.userName, type: answer.customerType, firstTimeLogin: false });
      void go('home', { replace: true });
    } catch {
      flight.done();
    }
  };

  return (
    <Page className="account-page">
      {/* The header already says 'Free trial' (the route's title): the page says what it offers. */}
      <h2 className="account-title">{t('trial.headline')}</h2>
      <ul className="trial-points">
        <li>{t('trial.point1')}</li>
        <li>{t('trial.point2')}</li>
        <li>{t('trial.point3')}</li>
      </ul>
      <FormError error={testPlay.isError ? errorMessageKey(testPlay.error, 'send') : null} />
      <button type="button" className="button button--primary button--block" onClick={() => void start()} disabled={testPlay.isPending}>
        {testPlay.isPending ? t('pleaseWait') : t('trial.start')}
      </button>
      <p className="account-links account-links--center">
        <RouteLink to="register">{t('trial.registerInstead', { brand: config.name })}</RouteLink>
      </p>
    </Page>
  );
}
