// Where a screen's crash goes: a live merchant with `errorReportUrl` gets a crash record; the
// demo and merchants without the key report nothing.
import { useCallback } from 'react';
import { useMerchant } from '@/shell/config-context';
import { crashRecord, sendCrashReport } from '@/app/crash-report';
import { RELEASE } from '@/config/release';
import { sessionStore } from '@/state/session';

export function useCrashReporter(routeId: string): (error: unknown) => void {
  const config = useMerchant();
  const url = config.api.mode === 'live' ? config.errorReportUrl : undefined;
  return useCallback(
    (error: unknown) => {
      if (!url) return;
      const token = sessionStore.info?.token;
      sendCrashReport(
        url,
        crashRecord(error, { route: routeId, path: window.location.pathname, release: RELEASE, merchant: config.code, secrets: token ? [token] : [] }),
      );
    },
    [url, routeId, config.code],
  );
}
