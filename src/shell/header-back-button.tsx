// The header's back button, shared by the app's header and the screens that draw their own header:
// 'home' goes to /m/home, 'history' goes back one entry (or to /m/home when there is none).
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/ui/icon-button';

export type BackBehaviour = 'home' | 'history' | null;

export function HeaderBackButton({ back }: { back: Exclude<BackBehaviour, null> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = () => {
    if (back === 'home') {
      void navigate('/m/home');
      return;
    }
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/m/home', { replace: true });
  };
  return <IconButton icon="back" label={t('header.back')} onClick={goBack} />;
}
