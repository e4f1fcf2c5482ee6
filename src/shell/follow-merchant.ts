// An open page follows its merchant file (src/config/follow.ts): a published change is applied
// without a reload. The new config goes to the config context and the demo platform
// (src/config/live-config.ts), the platform status is asked for again (effective flags), and when
// a flag is switched off while the member is on that flag's screen, they are taken home with a
// short notice.
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { systemStatusQuery } from '@/api/endpoints/system-status';
import { followMerchantFile } from '@/config/follow';
import { setLiveConfig } from '@/config/live-config';
import { FLAG_CODES, type FlagCode, type MerchantConfig } from '@/config/schema';
import { matchRoute } from '@/engine/routes';
import { HOME_PATH } from '@/engine/tap';
import { toast } from '@/ui/toast';

export interface FollowMerchantOptions {
  config: MerchantConfig;
  queryClient: QueryClient;
  i18n: I18n;
  navigate: (to: string, opts: { replace: boolean }) => void;
  /** The current path (no query). */
  pathname: () => string;
  /** Tests: the fetch and the interval of the checks. */
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
  intervalMs?: number;
}

/** The flags on in `before` and off in `after`. */
export const flagsSwitchedOff = (before: MerchantConfig, after: MerchantConfig): FlagCode[] =>
  FLAG_CODES.filter((code) => before.whitelabel[code] && !after.whitelabel[code]);

/** Whether the screen at `pathname` needs one of `flags`. */
export function screenNeedsFlag(pathname: string, flags: readonly FlagCode[]): boolean {
  const match = matchRoute(pathname);
  return !match.fallback && match.route.guard.some((ability) => flags.some((code) => ability === `flag:${code}`));
}

/** Starts following the page's merchant file; answers a function that stops it. */
export function followMerchant(options: FollowMerchantOptions): () => void {
  let current = options.config;
  return followMerchantFile({
    code: options.config.code,
    initial: options.config,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.intervalMs ? { intervalMs: options.intervalMs } : {}),
    onInvalid: (problems) => console.warn(`merchants/${options.config.code}.json was published with problems and is not applied`, problems),
    onChange: (next) => {
      const off = flagsSwitchedOff(current, next);
      current = next;
      setLiveConfig(next);
      void options.queryClient.invalidateQueries({ queryKey: systemStatusQuery().queryKey });
      if (off.length && screenNeedsFlag(options.pathname(), off)) {
        options.navigate(HOME_PATH, { replace: true });
        toast.long(options.i18n.t('system.featureOff'));
      }
    },
  });
}
