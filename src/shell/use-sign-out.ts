// Sign out as the spec says: confirmation (cancel, submit), a blocking loading message, the
// logout call with the token, then session, token, trial user and member info cleared, local
// autoLogin set to '0', and the route replaced with /m/home. A failed call still signs out
// locally (the member asked to leave).
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { callPlatform } from '@/api/client';
import { logoutEndpoint } from '@/api/endpoints/logout';
import { clearPersistedQueries } from '@/api/query';
import { resetSession, sessionStore } from '@/state/session';
import { confirm } from '@/ui/dialog';
import { toast } from '@/ui/toast';
import { href } from '@/engine/routes';

export const LOGOUT_LOADING_MS = 9_999_000;
export const AUTO_LOGIN_KEY = 'autoLogin';

/** Returns `signOut(ask = true)`; resolves true when the member was signed out. */
export function useSignOut(): (ask?: boolean) => Promise<boolean> {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (ask = true) => {
      if (ask) {
        const ok = await confirm({
          title: t('action.logout'),
          message: t('signOut.question'),
          confirmText: t('action.submit'),
          cancelText: t('action.cancel'),
        });
        if (!ok) return false;
      }
      const dismiss = toast.loading(t('signOut.progress'), LOGOUT_LOADING_MS);
      const token = sessionStore.info?.token;
      // Clear the session before the platform call (nothing else calls with the dying token), as a
      // sign-out: the member-only page on show then sends the member home, not to login, whenever
      // the router commits the navigation below (the guards read it: src/engine/routes.ts).
      resetSession('signOut');
      queryClient.clear();
      await navigate(href('home'), { replace: true });
      try {
        clearPersistedQueries();
        localStorage.setItem(AUTO_LOGIN_KEY, '0');
      } catch {
        /* storage unavailable */
      }
      try {
        if (token) await callPlatform(logoutEndpoint, { token });
      } catch {
        // Signed out locally all the same.
      } finally {
        dismiss();
      }
      return true;
    },
    [t, queryClient, navigate],
  );
}
