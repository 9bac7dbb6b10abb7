import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { useTranslation } from '../../../lib/i18n';
import { useSessionToken } from '../../../lib/use-session-token';
import { useUnreadMessages } from '../api/get-unread';

/** The account menu's entry to `/msg`, with the unread count (the phone's menu shows it beside the header's envelope). */
export function MessagesMenuItem() {
  const { t } = useTranslation();
  const session = useSessionToken();
  const unread = useUnreadMessages(session).data?.unread ?? 0;
  return (
    <li>
      <Link to="/msg" data-testid="menu-messages">
        <Icon name="mail" size={18} />
        {t('messages.title')}
        {unread > 0 && <span className="msg-tabs__count">{unread > 99 ? '99+' : unread}</span>}
      </Link>
    </li>
  );
}
