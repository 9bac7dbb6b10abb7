import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { useTranslation } from '../../../lib/i18n';
import { useSessionToken } from '../../../lib/use-session-token';
import { openSupportChat } from '../hooks/support-chat-store';
import './messages.css';

/** The help centre's way to customer service: opens the chat; a visitor is asked to sign in first (the page owns the sign-in dialog). */
export function SupportHelpCard({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  const session = useSessionToken();
  return (
    <div className="support-help-card">
      <Icon name="help" size={22} />
      <p className="support-help-card__text">{t('support.hint')}</p>
      <Button size="sm" onClick={() => (session ? openSupportChat() : onSignIn())} data-testid="help-support">
        {t('support.open')}
      </Button>
    </div>
  );
}
