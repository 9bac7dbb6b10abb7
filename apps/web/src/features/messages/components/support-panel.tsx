import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SUPPORT_LINE_MAX, type SupportChat as Chat } from '@lootbay/shared/schemas/support';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { useTranslation } from '../../../lib/i18n';
import { socketClient } from '../../../lib/socket-client';
import { useSendSupportLine, useSupportChat, useSupportToken } from '../api/support-chat';
import { closeSupportChat } from '../hooks/support-chat-store';
import { messagesKeys } from '../../../lib/query-keys/messages-keys';

/** The chat with customer service: the lines so far, live answers over the socket, and a line to send. */
export function SupportPanel({ session }: { readonly session: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const token = useSupportToken(session, true);
  const chat = useSupportChat(session, token.data?.token);
  const send = useSendSupportLine(session, token.data?.token);
  const [text, setText] = useState('');
  const end = useRef<HTMLLIElement>(null);
  const lines = chat.data?.lines ?? [];

  useEffect(() => {
    const off = socketClient.on('support_line', (line) => {
      client.setQueryData<Chat>(messagesKeys.supportChat(session), (held) => (held && !held.lines.some((known) => known.id === line.id) ? { ...held, lines: [...held.lines, { id: line.id, from: line.from, text: line.text, at: line.at }] } : held));
    });
    return () => {
      off();
    };
  }, [client, session]);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [lines.length]);

  function submit(event: FormEvent): void {
    event.preventDefault();
    const line = text.trim();
    if (!line || send.isPending) return;
    send.mutate(line, { onSuccess: () => setText('') });
  }

  const failed = token.isError || chat.isError;
  return (
    <section className="support-panel" aria-label={t('support.title')} data-testid="support-panel">
      <header className="support-panel__head">
        <Icon name="help" size={18} />
        <h2 className="support-panel__title">{t('support.title')}</h2>
        <button type="button" className="icon-btn support-panel__close" aria-label={t('support.close')} title={t('support.close')} onClick={closeSupportChat}>
          <Icon name="close" size={18} />
        </button>
      </header>
      <p className="support-panel__hint">{failed ? t('support.failed') : t('support.hint')}</p>
      <ol className="support-lines" aria-live="polite">
        {lines.length === 0 && !failed && <li className="support-line support-line--support">{t('support.empty')}</li>}
        {lines.map((line) => (
          <li key={line.id} className={`support-line support-line--${line.from}`} data-testid="support-line">
            <span className="support-line__who">{line.from === 'member' ? t('support.you') : t('support.agent')}</span>
            {line.text}
          </li>
        ))}
        <li ref={end} className="support-lines__end" aria-hidden="true" />
      </ol>
      <form className="support-panel__form" onSubmit={submit}>
        <input
          className="support-panel__input"
          value={text}
          maxLength={SUPPORT_LINE_MAX}
          placeholder={t('support.placeholder')}
          aria-label={t('support.placeholder')}
          onChange={(event) => setText(event.target.value)}
          disabled={!chat.data}
          data-testid="support-input"
        />
        <Button type="submit" size="sm" disabled={!chat.data || text.trim() === '' || send.isPending}>
          {t('support.send')}
        </Button>
      </form>
    </section>
  );
}
