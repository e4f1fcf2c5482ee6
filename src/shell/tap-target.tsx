// Renders and performs the engine's taps (src/engine/tap.ts). Taps that lead somewhere are real
// links (role link, so people and tests find them by name); the others are buttons. Every URL a
// tap carries (merchant file or platform) goes through the URL gate: in-app paths are decided by
// parsing against the page's origin, external ones must be https; anything else does nothing.
import { useCallback, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { classifyUrl, type UrlVerdict } from '@/config/url-gate';
import type { Tap } from '@/engine/tap';
import { LOGIN_PATH, REGISTER_PATH } from '@/engine/tap';
import { confirm } from '@/ui/dialog';
import { toast } from '@/ui/toast';
import { href } from '@/engine/routes';

/** The spec's short refusal toast. */
export const REFUSE_TOAST_MS = 1000;
/** Where the download popup and the live chat open until their own components exist. */
export const DOWNLOAD_PATH = href('download');
export const SERVICE_PATH = href('service');

const gate = (url: string | null | undefined): UrlVerdict => classifyUrl(url, window.location.origin);

/** Login with a way back to where the tap wanted to go (an in-app path only, never login itself). */
export function loginHref(target: string | null | undefined): string {
  const verdict = gate(target);
  if (verdict.kind !== 'inApp' || verdict.path === LOGIN_PATH || verdict.path.startsWith(`${LOGIN_PATH}?`)) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(verdict.path)}`;
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
        case 'external': {
          const verdict = gate(tap.url);
          if (verdict.kind === 'external') window.open(verdict.href, '_blank', 'noopener,noreferrer');
          else toast.error(t('error.invalidLink'));
          return;
        }
        case 'openService': {
          const verdict = gate(tap.url);
          if (verdict.kind === 'inApp') void navigate(verdict.path);
          else if (verdict.kind === 'external') window.open(verdict.href, '_blank', 'noopener,noreferrer');
          else toast.error(t('error.invalidLink'));
          return;
        }
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
  const verdict = tap.kind === 'external' || tap.kind === 'openService' ? gate(tap.url) : null;
  if (tap.kind === 'openService' && verdict?.kind === 'inApp') {
    return (
      <Link to={verdict.path} className={className} {...aria}>
        {children}
      </Link>
    );
  }
  if (verdict?.kind === 'external') {
    return (
      <a href={verdict.href} target="_blank" rel="noopener noreferrer" className={className} {...aria}>
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
