import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { LoginDialog } from '../../account/components/login-dialog-on-demand';
import { useTranslation } from '../../../lib/i18n';
import { useSessionToken } from '../../../lib/use-session-token';
import { openSupportChat } from '../hooks/support-chat-store';
import './messages.css';

/** The help centre's way to customer service: opens the chat (a visitor logs in first). */
export function SupportHelpCard() {
  const { t } = useTranslation();
  const session = useSessionToken();
  const [login, setLogin] = useState(false);
  return (
    <div className="support-help-card">
      <Icon name="help" size={22} />
      <p className="support-help-card__text">{t('support.hint')}</p>
      <Button size="sm" onClick={() => (session ? openSupportChat() : setLogin(true))} data-testid="help-support">
        {t('support.open')}
      </Button>
      <LoginDialog open={login} initialMode="sms" register={false} onClose={() => setLogin(false)} />
    </div>
  );
}
