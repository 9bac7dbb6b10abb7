import { useState } from 'react';
import { ButtonLink } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { LoginDialog } from '../../features/account/components/login-dialog-on-demand';
import { useSession } from '../../features/account/hooks/use-session';
import { useBattles } from '../../features/arena/api/list-battles';
import { BattleList, FIRST_BATTLES } from '../../features/arena/components/battle-list';
import { RankingBoard } from '../../features/arena/components/ranking-board';
import { useLiveBattles } from '../../features/arena/hooks/use-live-battles';
import './box-pages.css';
import './arena-pages.css';
import { useTranslation } from '../../lib/i18n';

/**
 * `/pk-room`: the arena. Battles live as they are created, filled and played, with a seat taken
 * from the list; the day's ranking beside them. Visitors watch and sign in to play.
 */
export default function PkRoomPage() {
  const { t } = useTranslation();
  const { token, user } = useSession();
  const [login, setLogin] = useState(false);
  useLiveBattles();
  // On a phone the day's ranking sits under the battles: it comes once they have, so a long list pushes nothing down.
  const battles = useBattles(FIRST_BATTLES);

  return (
    <div className="container box-page arena-page">
      <div className="arena-page__hero">
        <div>
          <h1 className="box-page__heading">{t('screens.pkRoom.title')}</h1>
          <p className="box-page__lead">{t('arena.lead')}</p>
        </div>
        <ButtonLink to="/pk-room-add" size="lg" className="arena-page__create" data-testid="to-create-battle">
          <Icon name="plus" />
          {t('arena.create')}
        </ButtonLink>
      </div>
      <div className="arena-page__layout">
        <section className="box-page__panel" aria-labelledby="arena-battles-title">
          <h2 id="arena-battles-title" className="box-page__title">
            {t('arena.liveTitle')}
          </h2>
          <p className="box-page__subtitle">{t('arena.liveLead')}</p>
          <BattleList token={token} userId={user?.userId ?? null} onLoginRequired={() => setLogin(true)} />
        </section>
        {!battles.isPending && (
          <section className="box-page__panel arena-page__ranking" aria-labelledby="arena-ranking-title">
            <h2 id="arena-ranking-title" className="box-page__title">
              {t('arena.rankingTitle')}
            </h2>
            <p className="box-page__subtitle">{t('arena.rankingLead')}</p>
            <RankingBoard token={token} />
          </section>
        )}
      </div>
      <LoginDialog open={login} initialMode="sms" register={false} onClose={() => setLogin(false)} />
    </div>
  );
}
