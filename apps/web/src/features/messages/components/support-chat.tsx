import { Suspense } from 'react';
import { Icon } from '../../../components/ui/icon';
import { useTranslation } from '../../../lib/i18n';
import { useSessionToken } from '../../../lib/use-session-token';
import { openSupportChat, useSupportChatOpen } from '../hooks/support-chat-store';
import './messages.css';
import { lazyNamed } from '../../../lib/lazy-named';

/** The chat's code loads the first time a member opens it. */
const SupportPanel = lazyNamed(() => import('./support-panel').then((module) => module.SupportPanel));

/** The floating support button and, once opened, the chat with customer service (members only). */
export function SupportChat() {
  const { t } = useTranslation();
  const session = useSessionToken();
  const open = useSupportChatOpen();
  if (!session) return null;
  return (
    <>
      {!open && (
        <button type="button" className="support-launcher" aria-label={t('support.open')} title={t('support.open')} onClick={openSupportChat} data-testid="support-launcher">
          <Icon name="help" size={18} />
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <SupportPanel session={session} />
        </Suspense>
      )}
    </>
  );
}
