import type { InboxMessageView } from '@lootbay/shared/schemas/messages';
import { Icon } from '../../../components/ui/icon';
import { formatTime } from '../../../lib/format-time';
import { useTranslation } from '../../../lib/i18n';

interface MessageListProps {
  readonly messages: readonly InboxMessageView[];
  readonly onOpen: (message: InboxMessageView) => void;
}

/** One row per message: official or personal, unread marked, the first line of its text. */
export function MessageList({ messages, onOpen }: MessageListProps) {
  const { t } = useTranslation();
  return (
    <ul className="message-list" data-testid="message-list">
      {messages.map((message) => (
        <li key={message.id}>
          <button type="button" className={`message-row${message.read ? '' : ' message-row--unread'}`} onClick={() => onOpen(message)} data-testid="message-row" data-read={message.read}>
            <span className={`message-row__icon${message.official ? ' message-row__icon--official' : ''}`} aria-hidden="true">
              <Icon name={message.official ? 'megaphone' : 'mail'} size={18} />
            </span>
            <span className="message-row__copy">
              <span className="message-row__head">
                {message.official && <span className="message-tag message-tag--official">{t('messages.officialMark')}</span>}
                <span className="message-row__title">{message.title}</span>
                {!message.read && <span className="message-tag message-tag--unread">{t('messages.unreadMark')}</span>}
              </span>
              <span className="message-row__body">{message.body}</span>
            </span>
            <time className="message-row__time" dateTime={new Date(message.time).toISOString()}>
              {formatTime(message.time)}
            </time>
          </button>
        </li>
      ))}
    </ul>
  );
}
