import type { InboxMessageView } from '@lootbay/shared/schemas/messages';
import { Dialog } from '../../../components/ui/dialog';
import { formatTime } from '../../../lib/format-time';
import { useTranslation } from '../../../lib/i18n';

/** A message opened: its whole text, when it was sent and whether it is official. */
export function MessageDialog({ message, onClose }: { readonly message: InboxMessageView | null; readonly onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={message !== null} title={message?.title ?? ''} onClose={onClose} closeLabel={t('messages.close')} size="sm" className="message-dialog">
      {message && (
        <div className="message-detail" data-testid="message-detail">
          <p className="message-detail__meta">
            {message.official && <span className="message-tag message-tag--official">{t('messages.officialMark')}</span>}
            {t('messages.sentAt', { time: formatTime(message.time) })}
          </p>
          <p className="message-detail__body">{message.body}</p>
        </div>
      )}
    </Dialog>
  );
}
