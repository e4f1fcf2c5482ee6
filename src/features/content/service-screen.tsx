// Customer service (/m/service): live chat (CBS3: members launch it, trial users are refused,
// visitors log in first), the merchant's service links (WhatsApp and others), the messaging
// service, the help center, and 'Leave a message' (the prompt dialog) answered with a ticket.
// The demo's chat launch lands here with ?chat=1: the conversation with the agent.
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { launchChat } from '@/api/endpoints/chat-launch';
import { SERVICE_MESSAGE_MAX, useSendServiceMessage } from '@/api/endpoints/service-message';
import { useServiceLinks } from '@/api/endpoints/service-links';
import { errorMessageKey } from '@/api/errors';
import { useMerchant } from '@/shell/config-context';
import { classifyUrl } from '@/config/url-gate';
import { useViewer } from '@/shell/use-viewer';
import { languageStore } from '@/state/preferences';
import { QueryView } from '@/ui/query-view';
import { Icon, type IconName } from '@/ui/icon';
import { Page } from '@/ui/page';
import { SkeletonLines } from '@/ui/skeleton';
import { toast } from '@/ui/toast';
import { PromptDialog } from '@/features/content/prompt-dialog';
import { LiveChat } from '@/features/content/live-chat';
import '@/features/content/content.css';
import { RouteLink } from '@/shell/route-link';
import { href } from '@/engine/routes';
import { loginHref } from '@/shell/tap-target';
import { useSingleFlight } from '@/ui/use-single-flight';

const SELF = href('service');

function Row({ icon, label, hint }: { icon: IconName; label: string; hint?: string }) {
  return (
    <>
      <Icon name={icon} className="menu-row__icon" />
      <span className="menu-row__label service-row__text">
        <span>{label}</span>
        {hint ? <span className="muted service-row__hint">{hint}</span> : null}
      </span>
      <Icon name="chevron" className="menu-row__chevron" size={18} />
    </>
  );
}

export default function ServiceScreen() {
  const { t } = useTranslation('home');
  const config = useMerchant();
  const { ctx, viewer } = useViewer();
  const language = useSnapshot(languageStore).language;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const links = useServiceLinks();
  const send = useSendServiceMessage();
  const [prompt, setPrompt] = useState(false);
  const flight = useSingleFlight();
  const inChat = params.get('chat') === '1';

  const startChat = async () => {
    const session = viewer.session;
    if (!session) {
      void navigate(loginHref(SELF));
      return;
    }
    if (session.type === 4) {
      toast.offline(t('refuse.freeReject', { ns: 'common' }), 1000);
      return;
    }
    if (!flight.start()) return;
    try {
      const { chatUrl } = await launchChat({
        language,
        backUrl: `${window.location.origin}${SELF}`,
        headerColor: config.theme.brand.primary ?? '#f5b700',
        title: config.name,
      });
      // Through the URL gate: an in-app path navigates, an https URL is opened, nothing else.
      const target = classifyUrl(chatUrl, window.location.origin);
      if (target.kind === 'inApp') void navigate(target.path);
      else if (target.kind === 'external') window.location.assign(target.href);
      else toast.error(t('error.invalidLink', { ns: 'common' }));
    } catch (error) {
      toast.error(t(errorMessageKey(error, 'send'), { ns: 'common' }));
    } finally {
      flight.done();
    }
  };

  const leaveMessage = (content: string) => {
    send.mutate(
      { content },
      {
        onSuccess: ({ ticketId }) => {
          setPrompt(false);
          toast.success(t('service.sent', { ticket: ticketId }));
        },
        onError: (error) => toast.error(t(errorMessageKey(error, 'send'), { ns: 'common' })),
      },
    );
  };

  // Service links and the messaging service go through the URL gate (in-app paths and https only).
  const others = (links.data ?? []).flatMap((l) => {
    const target = classifyUrl(l.path, window.location.origin);
    return target.kind === 'refused' || (target.kind === 'inApp' && target.path === SELF) ? [] : [{ ...l, target }];
  });
  const messaging = classifyUrl(config.messagingServiceUrl, window.location.origin);
  return (
    <Page className="service-page">
      <div className="card service-hero">
        <Icon name="headset" size={40} />
        <div>
          <h2>{t(inChat ? 'service.chatTitle' : 'service.title')}</h2>
          <p className="muted">{t(inChat ? 'service.chatText' : 'service.hours')}</p>
        </div>
      </div>
      {inChat && ctx.flags.CBS3 && viewer.session && viewer.session.type !== 4 ? <LiveChat token={viewer.session.token} /> : null}
      <nav className="menu-list" aria-label={t('service.channels')}>
        {ctx.flags.CBS3 && !inChat ? (
          <button type="button" className="menu-row" onClick={() => void startChat()}>
            <Row icon="chat" label={t('service.liveChat')} hint={t('service.liveChatHint')} />
          </button>
        ) : null}
        <QueryView query={links} compact loading={<SkeletonLines count={2} />}>
          {() =>
            others.map((l) =>
              l.target.kind === 'external' ? (
                <a key={`${l.type}-${l.path}`} className="menu-row" href={l.target.href} target="_blank" rel="noopener noreferrer">
                  <Row icon="phone" label={l.type.toLowerCase() === 'whatsapp' ? 'WhatsApp' : l.title} hint={t('service.external')} />
                </a>
              ) : (
                <Link key={`${l.type}-${l.path}`} className="menu-row" to={l.target.path}>
                  <Row icon="headset" label={l.title} />
                </Link>
              ),
            )
          }
        </QueryView>
        {messaging.kind === 'external' ? (
          <a className="menu-row" href={messaging.href} target="_blank" rel="noopener noreferrer">
            <Row icon="send" label={t('service.messaging')} hint={t('service.external')} />
          </a>
        ) : null}
        <button type="button" className="menu-row" aria-haspopup="dialog" onClick={() => setPrompt(true)}>
          <Row icon="mail" label={t('service.leaveMessage')} hint={t('service.leaveMessageHint')} />
        </button>
        <RouteLink className="menu-row" to="help">
          <Row icon="info" label={t('service.help')} />
        </RouteLink>
      </nav>
      <PromptDialog
        open={prompt}
        variant="text"
        multiline
        title={t('service.leaveMessage')}
        message={t('service.leaveMessageHint')}
        label={t('service.messageLabel')}
        maxLength={SERVICE_MESSAGE_MAX}
        confirmText={t('service.send')}
        cancelText={t('action.cancel', { ns: 'common' })}
        busy={send.isPending}
        validate={(v) => (v.value.length < 5 ? t('service.tooShort') : null)}
        onSubmit={(v) => leaveMessage(v.value)}
        onCancel={() => setPrompt(false)}
      />
    </Page>
  );
}
