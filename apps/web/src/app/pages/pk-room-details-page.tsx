import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoginDialog } from '../../features/account/components/login-dialog-on-demand';
import { useSession } from '../../features/account/hooks/use-session';
import { BattleStage } from '../../features/arena/components/battle-stage';
import { useWatchedBattle } from '../../features/arena/hooks/use-watched-battle';
import { PageLoading } from '../../components/ui/page-loading';
import './box-pages.css';
import './arena-pages.css';
import { useTranslation } from '../../lib/i18n';

/** `/pk-room-details?id=…`: one battle, followed live; a finished one can be replayed and verified. */
export default function PkRoomDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { token, user } = useSession();
  const [login, setLogin] = useState(false);
  const { battle, valid } = useWatchedBattle(params.get('id'), token);

  if (valid && battle.isPending) return <PageLoading />;
  return (
    <div className="container box-page arena-page">
      {valid && battle.data ? (
        <BattleStage key={battle.data.id} battle={battle.data} token={token} userId={user?.userId ?? null} onLoginRequired={() => setLogin(true)} />
      ) : (
        <>
          <h1 className="box-page__heading">{t('screens.pkRoomDetails.title')}</h1>
          <EmptyState
            icon="swords"
            title={valid ? t('arena.battleError') : t('arena.noBattle')}
            text={t('arena.noBattleText')}
            action={
              <ButtonLink to="/pk-room" variant="secondary">
                {t('arena.toList')}
              </ButtonLink>
            }
          />
        </>
      )}
      <LoginDialog open={login} initialMode="sms" register={false} onClose={() => setLogin(false)} />
    </div>
  );
}
