// The floating online-chat button: live chat through the platform's chat launch when CBS3 is on
// and a real member is logged in (the browser goes to the chat URL); trial users get free_reject;
// visitors get the customer-service link. With CBS3 off there is no button.
// It steps aside while the page scrolls down (a person reading on taps what is under it: the winner
// board's 'Play now', the responsible-gaming link) and comes back when the page scrolls up, at its
// top and at its end, where the page keeps room for it (home.css).
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { launchChat } from '@/api/endpoints/chat-launch';
import { useServiceLinks } from '@/api/endpoints/service-links';
import { errorMessageKey } from '@/api/errors';
import { classifyUrl } from '@/config/url-gate';
import { useMerchant } from '@/shell/config-context';
import { useViewer } from '@/shell/use-viewer';
import { languageStore } from '@/state/preferences';
import { Icon } from '@/ui/icon';
import { toast } from '@/ui/toast';
import { useSingleFlight } from '@/ui/use-single-flight';
import { href } from '@/engine/routes';

export const SERVICE_FALLBACK = href('service');
/** How far the page must move down before the button steps aside (a jitter is no scroll). */
export const STEP_ASIDE_PX = 8;

/** Whether the button steps aside: the page last moved down, and is neither at its top nor at its end. */
export function useStepAside(): boolean {
  const [away, setAway] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const atEnd = y + window.innerHeight >= document.documentElement.scrollHeight - 4;
      if (y < 30 || atEnd || y < last - STEP_ASIDE_PX) setAway(false);
      else if (y > last + STEP_ASIDE_PX) setAway(true);
      else return;
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return away;
}

export function ChatButton() {
  const { t } = useTranslation();
  const config = useMerchant();
  const { ctx, viewer } = useViewer();
  const language = useSnapshot(languageStore).language;
  const navigate = useNavigate();
  const location = useLocation();
  const service = useServiceLinks();
  const flight = useSingleFlight();
  const away = useStepAside();
  // Every URL goes through the gate: an in-app path is navigated, an https URL opened, the rest refused.
  const go = (url: string, external: 'assign' | 'open') => {
    const target = classifyUrl(url, window.location.origin);
    if (target.kind === 'inApp') void navigate(target.path);
    else if (target.kind === 'external' && external === 'assign') window.location.assign(target.href);
    else if (target.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
    else toast.error(t('error.invalidLink'));
  };
  const openService = () => {
    go(service.data?.find((s) => s.type === 'CS')?.path ?? service.data?.[0]?.path ?? SERVICE_FALLBACK, 'open');
  };
  const onClick = async () => {
    const session = viewer.session;
    if (!ctx.flags.CBS3 || !session) {
      openService();
      return;
    }
    if (session.type === 4) {
      toast.offline(t('refuse.freeReject'), 1000);
      return;
    }
    if (!flight.start()) return;
    try {
      const { chatUrl } = await launchChat({
        language,
        backUrl: `${window.location.origin}${location.pathname}${location.search}`,
        headerColor: config.theme.brand.primary ?? '#f5b700',
        title: config.name,
      });
      go(chatUrl, 'assign');
    } catch (error) {
      toast.error(t(errorMessageKey(error, 'send')));
    } finally {
      flight.done();
    }
  };
  // A published file that turns CBS3 off removes the button from an open page.
  if (!ctx.flags.CBS3) return null;
  // A portal: the page transition's transform would otherwise pin it to the end of the page.
  return createPortal(
    <button
      type="button"
      className={away ? 'chat-fab chat-fab--away' : 'chat-fab'}
      aria-label={t('chat.open', { ns: 'home' })}
      aria-hidden={away || undefined}
      tabIndex={away ? -1 : undefined}
      onClick={() => void onClick()}
    >
      <Icon name="headset" size={26} />
    </button>,
    document.body,
  );
}
