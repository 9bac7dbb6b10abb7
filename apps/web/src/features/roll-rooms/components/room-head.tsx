import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RollRoomDetail } from '@lootbay/shared/schemas/roll';
import { ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Price } from '../../../components/ui/price';
import type { RoomPhase } from '../hooks/room-phase';
import { JoinPanel } from './join-panel';
import { RoomBadges } from './room-badges';
import { RoomClock } from './room-clock';
import './roll-rooms.css';
import { useTranslation } from '../../../lib/i18n';
import { rollRoomsKeys } from '../../../lib/query-keys/roll-rooms-keys';

interface RoomHeadProps {
  readonly room: RollRoomDetail;
  readonly phase: RoomPhase;
  readonly token: string | null;
  readonly userId: string | null;
  readonly onLoginRequired: () => void;
}

/**
 * The top of a room: who gives what and until when, the way in, and once drawn the outcome, the
 * member's own wins called out.
 */
export function RoomHead({ room, phase, token, userId, onLoginRequired }: RoomHeadProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const myWins = userId === null ? [] : room.winners.filter((winner) => winner.userId === userId);
  const opened = room.status === 'not_started' && phase !== 'not_started';

  // The room opened while on screen: read again, so its state and the member's standing are the server's.
  useEffect(() => {
    if (opened) void client.invalidateQueries({ queryKey: rollRoomsKeys.rooms(room.id) });
  }, [opened, client, room.id]);

  return (
    <>
      <header className="room-head" data-testid="room-head" data-phase={phase}>
        <div className="room-head__main">
          <RoomBadges room={room} phase={phase} />
          <h1 className="room-head__title">{room.title}</h1>
          <dl className="room-head__facts">
            <div>
              <dt>{t('roll.prizeValue')}</dt>
              <dd>
                <Price amount={room.prizeValue} />
              </dd>
            </div>
            <div>
              <dt>{t('roll.prizesTitle')}</dt>
              <dd>{room.prizeCount}</dd>
            </div>
            <div>
              <dt>{t('roll.peopleTitle')}</dt>
              <dd data-testid="room-people-count">{room.peopleCount}</dd>
            </div>
          </dl>
        </div>
        <div className="room-head__side">
          <RoomClock room={room} phase={phase} />
          {phase !== 'finished' && <JoinPanel room={room} phase={phase} token={token} onLoginRequired={onLoginRequired} />}
        </div>
      </header>

      {phase === 'finished' && (
        <section className={`room-result ${myWins.length > 0 ? 'room-result--mine' : ''}`} data-testid="room-result" aria-live="polite">
          <span className="room-result__icon" aria-hidden="true">
            <Icon name={myWins.length > 0 ? 'sparkles' : 'trophy'} size={26} />
          </span>
          <div className="room-result__copy">
            <h2 className="room-result__title">{myWins.length > 0 ? t('roll.youWon', { count: myWins.length }) : t('roll.drawnTitle')}</h2>
            <p className="room-result__text">
              {myWins.length > 0 ? t('roll.youWonText') : room.winners.length > 0 ? t('roll.drawnLead', { count: room.winners.length }) : t('roll.drawnEmpty')}
            </p>
          </div>
          {myWins.length > 0 ? (
            <ButtonLink to="/bag" size="sm" className="room-result__action">
              <Icon name="backpack" size={16} />
              {t('roll.toBag')}
            </ButtonLink>
          ) : (
            <ButtonLink to={`/fair?room=${encodeURIComponent(room.id)}`} size="sm" variant="secondary" className="room-result__action">
              <Icon name="shield" size={16} />
              {t('roll.proof')}
            </ButtonLink>
          )}
        </section>
      )}
    </>
  );
}
