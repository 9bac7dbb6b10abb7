import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { useTranslation } from '../../../lib/i18n';
import { useUnreadMessages } from '../api/get-unread';
import './messages.css';

/**
 * A computer's header envelope: to `/msg`, with the unread count while there is one (kept live by
 * the header). A phone's header has no room for it: its account menu carries the way in.
 */
export function MessagesBadgeLink({ token }: { readonly token: string | null }) {
  const { t } = useTranslation();
  const counts = useUnreadMessages(token);
  const unread = counts.data?.unread ?? 0;
  if (!token) return null;
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
