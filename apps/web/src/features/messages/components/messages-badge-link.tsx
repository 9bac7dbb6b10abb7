import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { useTranslation } from '../../../lib/i18n';
import { useUnreadMessages } from '../api/get-unread';
import { useLiveMessages } from '../hooks/use-live-messages';
import './messages.css';

/**
 * The header's envelope: to `/msg`, with the unread count while there is one (live over the socket).
 * A phone's header shows it only while something is unread, to keep room for the page's title; its
 * account menu always has the way in.
 */
export function MessagesBadgeLink({ token, compact }: { readonly token: string | null; readonly compact: boolean }) {
  const { t } = useTranslation();
  const counts = useUnreadMessages(token);
  useLiveMessages(token);
  const unread = counts.data?.unread ?? 0;
  if (!token || (compact && unread === 0)) return null;
  const label = unread > 0 ? `${t('messages.title')} · ${t('messages.unreadCount', { count: unread })}` : t('messages.title');
  return (
    <Link to="/msg" className="icon-btn messages-badge-link" aria-label={label} title={label} data-testid="messages-link" data-unread={unread}>
      <Icon name="mail" />
      {unread > 0 && (
        <span className="messages-badge-link__count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
