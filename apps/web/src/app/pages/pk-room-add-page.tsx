import { useState } from 'react';
import { LoginDialog } from '../../features/account/components/login-dialog-on-demand';
import { useSession } from '../../features/account/hooks/use-session';
import { BattleBuilder } from '../../features/arena/components/battle-builder';
import './box-pages.css';
import './arena-pages.css';
import { useTranslation } from '../../lib/i18n';

/** `/pk-room-add`: create a battle from up to eight boxes in a mode; visitors pick and sign in to create. */
export default function PkRoomAddPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const [login, setLogin] = useState(false);

  return (
    <div className="container box-page arena-page">
      <h1 className="box-page__heading">{t('screens.pkRoomAdd.title')}</h1>
      <p className="box-page__lead">{t('arena.createLead')}</p>
      <BattleBuilder token={token} onLoginRequired={() => setLogin(true)} />
      <LoginDialog open={login} initialMode="sms" register={false} onClose={() => setLogin(false)} />
    </div>
  );
}
