import { useState } from 'react';
import { LoginDialog } from '../../features/account/components/login-dialog-on-demand';
import { ExponentGame } from '../../features/exponent/components/exponent-game';
import { useLiveExponent } from '../../features/exponent/hooks/use-live-exponent';
import { useSessionToken } from '../../lib/use-session-token';
import './box-pages.css';
import './exponent-pages.css';
import { useTranslation } from '../../lib/i18n';

/**
 * `/exponent`: the index game. A round every minute for the whole site: the live index chart, the
 * countdown ring, a rise and a fall button per weapon box, and who bought. Visitors watch and sign
 * in to play.
 */
export default function ExponentPage() {
  const { t } = useTranslation();
  const token = useSessionToken();
  const [login, setLogin] = useState(false);
  useLiveExponent();
  return (
    <div className="container box-page exponent-page">
      <h1 className="box-page__heading">{t('screens.exponent.title')}</h1>
      <p className="box-page__lead">{t('exponent.lead')}</p>
      <ExponentGame token={token} onLoginRequired={() => setLogin(true)} />
      <LoginDialog open={login} initialMode="sms" register={false} onClose={() => setLogin(false)} />
    </div>
  );
}
