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
      try {
        if (sessionStore.info) await callPlatform(logoutEndpoint, undefined);
      } catch {
        // Signed out locally all the same.
      } finally {
        resetSession();
        queryClient.clear();
        try {
          clearPersistedQueries();
          localStorage.setItem(AUTO_LOGIN_KEY, '0');
        } catch {
          /* storage unavailable */
        }
        dismiss();
      }
      void navigate('/m/home', { replace: true });
      return true;
    },
    [t, queryClient, navigate],
  );
}
