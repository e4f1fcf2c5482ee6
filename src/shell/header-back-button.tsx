// The header's back button, shared by the app's header and the screens that draw their own header:
// 'home' goes to /m/home, 'history' goes back one entry (or to /m/home when there is none).
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/ui/icon-button';
import { href } from '@/engine/routes';

export type BackBehaviour = 'home' | 'history' | null;

/**
 * Back one entry of this app's history, or to /m/home when the screen is the first one the app
 * showed (a deep link from another site, a new tab): never back out of the site. The browser
 * router numbers its entries (history.state.idx, kept by replace); elsewhere the first entry is
 * the one with the key 'default'. The browser's own history.length counts other sites' pages too.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    const idx = (window.history.state as { idx?: unknown } | null)?.idx;
    const first = typeof idx === 'number' ? idx === 0 : location.key === 'default';
    if (first) void navigate(href('home'), { replace: true });
    else void navigate(-1);
  };
}

export function HeaderBackButton({ back }: { back: Exclude<BackBehaviour, null> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBackInHistory = useGoBack();
  const goBack = () => {
    if (back === 'home') void navigate(href('home'));
    else goBackInHistory();
  };
  return <IconButton icon="back" label={t('header.back')} onClick={goBack} />;
}
