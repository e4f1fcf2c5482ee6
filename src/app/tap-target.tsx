// Renders and performs the engine's taps (src/engine/tap.ts). Taps that lead somewhere are real
// links (role link, so people and tests find them by name); the others are buttons.
import { useCallback, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Tap } from '@/engine/tap';
import { LOGIN_PATH, REGISTER_PATH } from '@/engine/tap';
import { confirm } from '@/ui/dialog';
import { toast } from '@/ui/toast';

/** The spec's short refusal toast. */
export const REFUSE_TOAST_MS = 1000;
/** Where the download popup and the live chat open until their own components exist. */
export const DOWNLOAD_PATH = '/m/download';
export const SERVICE_PATH = '/m/service';

const isHttp = (url: string) => /^https?:\/\//i.test(url);
const isInApp = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** Login with a way back to where the tap wanted to go. */
export function loginHref(target: string | null | undefined): string {
  return target && isInApp(target) && target !== LOGIN_PATH ? `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}` : LOGIN_PATH;
}

/** Performs a tap imperatively (buttons, dialogs). */
export function useTap(): (tap: Tap, target?: string | null) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    (tap: Tap, target?: string | null) => {
      switch (tap.kind) {
        case 'navigate':
          void navigate(tap.to);
          return;
        case 'login':
          void navigate(loginHref(target), { replace: tap.replace });
          return;
        case 'askRegister':
          void confirm({
            message: t(tap.messageKey),
            confirmText: t('action.registerNow'),
            cancelText: t('action.cancel'),
          }).then((ok) => {
            if (ok) void navigate(tap.registerTo ?? REGISTER_PATH);
          });
          return;
        case 'refuse':
          toast.offline(t(tap.messageKey), REFUSE_TOAST_MS);
          return;
        case 'external':
          window.open(tap.url, '_blank', 'noopener,noreferrer');
          return;
        case 'openService':
          if (isInApp(tap.url)) void navigate(tap.url);
          else if (isHttp(tap.url)) window.open(tap.url, '_blank', 'noopener,noreferrer');
          return;
        case 'openChat':
          void navigate(SERVICE_PATH);
          return;
        case 'openDownloadPopup':
          void navigate(DOWNLOAD_PATH);
          return;
        case 'none':
          return;
      }
    },
    [navigate, t],
  );
}

export interface TapTargetProps {
  tap: Tap;
  /** The entry's own target (used for the way back after a login). */
  target?: string | null;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page' | undefined;
  'aria-label'?: string;
}

/** A link for taps that navigate (or open an http(s) page), else a button that performs the tap. */
export function TapTarget({ tap, target, className, children, ...aria }: TapTargetProps) {
  const perform = useTap();
  if (tap.kind === 'navigate') {
    return (
      <Link to={tap.to} className={className} {...aria}>
        {children}
      </Link>
    );
  }
  if (tap.kind === 'login') {
    return (
      <Link to={loginHref(target)} replace={tap.replace} className={className} {...aria}>
        {children}
      </Link>
    );
  }
  if (tap.kind === 'openService' && isInApp(tap.url)) {
    return (
      <Link to={tap.url} className={className} {...aria}>
        {children}
      </Link>
    );
  }
  const url = tap.kind === 'external' || tap.kind === 'openService' ? tap.url : null;
  if (url && isHttp(url)) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={className} {...aria}>
        {children}
      </a>
    );
  }
  return (
    <button type="button" className={className} onClick={() => perform(tap, target)} {...aria}>
      {children}
    </button>
  );
}
