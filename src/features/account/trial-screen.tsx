// Free trial (/m/trail): a test-play session (member type 4) with trial credit, then home.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useTestPlay } from '@/api/endpoints/test-play';
import { errorMessageKey } from '@/api/errors';
import { useMerchant } from '@/shell/config-context';
import { deviceId } from '@/shell/device-id';
import { startSession } from '@/state/session';
import { Page } from '@/ui/page';
import { FormError } from '@/features/account/form-error';
import '@/features/account/account.css';
import { RouteLink, useGo } from '@/shell/route-link';

export default function TrialScreen() {
  const { t } = useTranslation('account');
  const config = useMerchant();
  const go = useGo();
  const testPlay = useTestPlay();
  const inFlight = useRef(false);

  const start = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const answer = await testPlay.mutateAsync({ deviceId: deviceId(), merchantCode: config.trialMerchantCode });
      startSession({ token: answer.token, merchantCode: config.code, userName: answer.userName, type: answer.customerType, firstTimeLogin: false });
      void go('home', { replace: true });
    } catch {
      inFlight.current = false;
    }
  };

  return (
    <Page className="account-page">
      <h1 className="account-title">{t('trial.title')}</h1>
      <ul className="trial-points">
        <li>{t('trial.point1')}</li>
        <li>{t('trial.point2')}</li>
        <li>{t('trial.point3')}</li>
      </ul>
      <FormError messageKey={testPlay.isError ? errorMessageKey(testPlay.error) : null} />
      <button type="button" className="button button--primary button--block" onClick={() => void start()} disabled={testPlay.isPending}>
        {testPlay.isPending ? t('pleaseWait') : t('trial.start')}
      </button>
      <p className="account-links account-links--center">
        <RouteLink to="register">{t('trial.registerInstead', { brand: config.name })}</RouteLink>
      </p>
    </Page>
  );
}
