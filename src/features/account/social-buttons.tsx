// The social sign-in buttons of the login and registration screens: one per provider the merchant
// turns on and whose client has started (social-sign-in.ts). A tap runs the provider's sign-in,
// then the platform login with type 'firebase', the provider as firebaseChannel and its id token as
// firebaseIdToken; the platform signs the person in (creating the account the first time).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLogin } from '@/api/endpoints/login';
import { errorMessageKey, isPlatformError } from '@/api/errors';
import { useMerchant } from '@/shell/config-context';
import { deviceId } from '@/shell/device-id';
import { beginSession } from '@/features/account/login-session';
import { useSingleFlight } from '@/ui/use-single-flight';
import { useSocialProviders, type SocialProvider, type SocialProviderId } from '@/features/account/social-sign-in';

export function SocialButtons({ redirect, onError }: { redirect: string; onError: (messageKey: string | null) => void }) {
  const { t } = useTranslation('account');
  const config = useMerchant();
  const navigate = useNavigate();
  const providers = useSocialProviders(config);
  const login = useLogin();
  const flight = useSingleFlight();
  const [busy, setBusy] = useState<SocialProviderId | null>(null);
  if (providers.length === 0) return null;

  const signIn = async (provider: SocialProvider) => {
    if (!flight.start()) return;
    setBusy(provider.id);
    onError(null);
    try {
      const { idToken } = await provider.signIn();
      const answer = await login.mutateAsync({
        type: 'firebase',
        firebaseChannel: provider.id,
        firebaseIdToken: idToken,
        accountKind: 'member',
        deviceId: deviceId(),
        remember: false,
        botCheck: true,
      });
      void navigate(beginSession(answer, config.code, redirect), { replace: true });
    } catch (err) {
      // A closed provider window is no platform error: 'Unknown error' rather than a retry prompt.
      onError(isPlatformError(err) ? errorMessageKey(err, 'send') : 'error.server.unknown');
    } finally {
      flight.done();
      setBusy(null);
    }
  };

  return (
    <div className="social-row" role="group" aria-label={t('social.label')}>
      <p className="social-or" aria-hidden="true">
        {t('social.or')}
      </p>
      {providers.map((p) => (
        <button
          key={p.id}
          type="button"
          className={`button button--outline button--block social-button social-button--${p.id}`}
          onClick={() => void signIn(p)}
          disabled={busy !== null}
          aria-busy={busy === p.id}
        >
          <span className="social-button__mark" aria-hidden="true">
            {p.id === 'google' ? 'G' : 'f'}
          </span>
          {busy === p.id ? t('pleaseWait') : t(`social.${p.id}`)}
        </button>
      ))}
    </div>
  );
}
