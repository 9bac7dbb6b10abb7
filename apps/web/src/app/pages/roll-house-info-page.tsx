import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { RollRoomDetail } from '@lootbay/shared/schemas/roll';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoginDialog } from '../../features/account/components/login-dialog-on-demand';
import { useSession } from '../../features/account/hooks/use-session';
import { PeopleList } from '../../features/roll-rooms/components/people-list';
import { PrizeGrid } from '../../features/roll-rooms/components/prize-grid';
import { RoomConditions } from '../../features/roll-rooms/components/room-conditions';
import { RoomHead } from '../../features/roll-rooms/components/room-head';
import { RoomSeal } from '../../features/roll-rooms/components/room-seal';
import { WinDialog } from '../../features/roll-rooms/components/win-dialog';
import { useRoomPhase } from '../../features/roll-rooms/hooks/room-phase';
import { useWatchedRoom } from '../../features/roll-rooms/hooks/use-watched-room';
import { PageLoading } from '../../components/ui/page-loading';
import './box-pages.css';
import './roll-pages.css';
import { useTranslation } from '../../lib/i18n';

interface RoomSectionsProps {
  readonly room: RollRoomDetail;
  readonly token: string | null;
  readonly userId: string | null;
  readonly onLoginRequired: () => void;
}

/** The room's parts around one clock: the head with the way in, the prizes, and beside them the conditions, the people and the proof. */
function RoomSections({ room, token, userId, onLoginRequired }: RoomSectionsProps) {
  const { t } = useTranslation();
  const phase = useRoomPhase(room);
  return (
    <>
      <RoomHead room={room} phase={phase} token={token} userId={userId} onLoginRequired={onLoginRequired} />
      <div className="roll-page__layout">
        <section className="box-page__panel" aria-labelledby="room-prizes-title">
          <h2 id="room-prizes-title" className="box-page__title">
            {t('roll.prizesTitle')}
          </h2>
          <p className="box-page__subtitle">{t('roll.prizesLead')}</p>
          <PrizeGrid room={room} phase={phase} userId={userId} />
        </section>
        <div className="roll-page__side">
          <section className="box-page__panel" aria-labelledby="room-conditions-title">
            <h2 id="room-conditions-title" className="box-page__title">
              {t('roll.conditionsTitle')}
            </h2>
            <RoomConditions room={room} />
          </section>
          <section className="box-page__panel" aria-labelledby="room-people-title">
            <h2 id="room-people-title" className="box-page__title">
              {t('roll.peopleTitle')} · {room.peopleCount}
            </h2>
            <p className="box-page__subtitle">{t('roll.peopleLead')}</p>
            <PeopleList room={room} userId={userId} />
          </section>
          <section className="box-page__panel" aria-labelledby="room-fair-title">
            <h2 id="room-fair-title" className="box-page__title">
              {t('roll.fairTitle')}
            </h2>
            <RoomSeal room={room} phase={phase} />
          </section>
        </div>
      </div>
    </>
  );
}

/** `/roll-house-info?id=…`: one room followed live, from joining to its draw, with the member's own win celebrated. */
export default function RollHouseInfoPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { token, user } = useSession();
  const [login, setLogin] = useState(false);
  const { room, valid, won, dismissWin } = useWatchedRoom(params.get('id'), token);

  if (valid && room.isPending) return <PageLoading />;
  return (
    <div className="container box-page roll-page">
      {valid && room.data ? (
        <>
          <RoomSections room={room.data} token={token} userId={user?.userId ?? null} onLoginRequired={() => setLogin(true)} />
          <WinDialog open={won} room={room.data} userId={user?.userId ?? null} onClose={dismissWin} />
        </>
      ) : (
        <>
          <h1 className="box-page__heading">{t('screens.rollHouseInfo.title')}</h1>
          <EmptyState
            icon="dice"
            title={t('roll.notFound')}
            text={t('roll.notFoundText')}
            action={
              <ButtonLink to="/roll-house" variant="secondary">
                {t('roll.toList')}
              </ButtonLink>
            }
          />
        </>
      )}
      <LoginDialog open={login} initialMode="sms" register={false} onClose={() => setLogin(false)} />
    </div>
  );
}
