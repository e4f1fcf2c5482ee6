// The live chat (CBS3) the chat launch leads to in the demo: the conversation with the agent,
// polled every 2 s, and a box to write; a message cannot be sent twice by a double tap.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { chatMessagesKey, useChatMessages } from '@/api/endpoints/chat-messages';
import { CHAT_MESSAGE_MAX, useChatSend } from '@/api/endpoints/chat-send';
import { errorMessageKey } from '@/api/errors';
import { SkeletonLines } from '@/ui/skeleton';
import { toast } from '@/ui/toast';
import { QueryView } from '@/ui/query-view';

const time = (ms: number) => {
  const d = new Date(ms);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

export function LiveChat({ token }: { token: string }) {
  const { t } = useTranslation('home');
  const queryClient = useQueryClient();
  const thread = useChatMessages(token, true);
  const send = useChatSend();
  const [text, setText] = useState('');
  const end = useRef<HTMLLIElement>(null);
  const count = thread.data?.messages.length ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  useEffect(() => {
    // Reading the conversation reads the agent's messages: the badges follow.
    if (thread.data) void queryClient.invalidateQueries({ queryKey: ['platform', 'chatUnread'] });
  }, [thread.data, queryClient]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = text.trim();
    if (!value || send.isPending) return;
    send.mutate(
      { text: value },
      {
        onSuccess: () => {
          setText('');
          void queryClient.invalidateQueries({ queryKey: chatMessagesKey(token) });
        },
        onError: (error) => toast.error(t(errorMessageKey(error, 'send'), { ns: 'common' })),
      },
    );
  };
  return (
    <QueryView query={thread} compact loading={<SkeletonLines count={3} />}>
      {(data) => (
        <section className="card live-chat" aria-label={t('chatRoom.label', { agent: data.agentName })}>
          <p className="live-chat__agent">
            <span className="live-chat__dot" aria-hidden="true" />
            {t('chatRoom.agent', { agent: data.agentName })}
          </p>
          <ol className="live-chat__messages" aria-live="polite">
            {data.messages.map((m) => (
              <li key={m.id} className={`live-chat__bubble live-chat__bubble--${m.from}`}>
                <span>{m.text}</span>
                <time className="live-chat__time" dateTime={new Date(m.at).toISOString()}>
                  {time(m.at)}
                </time>
              </li>
            ))}
            <li ref={end} aria-hidden="true" />
          </ol>
          <form className="live-chat__form" onSubmit={submit}>
            <input
              className="prompt__input"
              aria-label={t('chatRoom.input')}
              placeholder={t('chatRoom.placeholder')}
              value={text}
              maxLength={CHAT_MESSAGE_MAX}
              onChange={(e) => setText(e.target.value)}
            />
            <button type="submit" className="button button--primary" disabled={send.isPending || text.trim() === ''}>
              {t('chatRoom.send')}
            </button>
          </form>
        </section>
      )}
    </QueryView>
  );
}
