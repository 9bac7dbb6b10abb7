import { useEffect, type CSSProperties } from 'react';
import { Link } from 'react-router';
import type { RollRoomSummary } from '@lootbay/shared/schemas/roll';
import { ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Price } from '../../../components/ui/price';
import { useRoomPhase } from '../hooks/room-phase';
import { RoomBadges } from './room-badges';
import { RoomClock } from './room-clock';
import { RoomConditions } from './room-conditions';
import './roll-rooms.css';
import { useTranslation } from '../../../lib/i18n';

interface RoomCardProps {
  readonly room: RollRoomSummary;
  /** The room opened while listed as not started: the list is read again so it moves to its tab. */
  readonly onStale: () => void;
}

/** A room in the list: what it gives, its best prizes, time left, who joined, its conditions and whether the member meets them. */
export function RoomCard({ room, onStale }: RoomCardProps) {
  const { t } = useTranslation();
  const phase = useRoomPhase(room);
  const stale = room.status === 'not_started' && phase !== 'not_started';
  const more = room.prizeCount - room.topPrizes.length;
  const href = `/roll-house-info?id=${encodeURIComponent(room.id)}`;
  // The card invites in only where the member may join now.
  const inviting = phase === 'in_progress' && !room.joined && (room.eligibility?.eligible ?? true);

  useEffect(() => {
    if (stale) onStale();
  }, [stale, onStale]);

  return (
    <article className={`room-card room-card--${phase} ${room.joined ? 'room-card--joined' : ''}`} data-room-id={room.id} aria-labelledby={`room-${room.id}-title`}>
      <header className="room-card__top">
        <RoomBadges room={room} phase={phase} />
        <h2 id={`room-${room.id}-title`} className="room-card__title">
          <Link to={href}>{room.title}</Link>
        </h2>
      </header>
      <div className="room-card__pool">
        <ul className="room-card__prizes" aria-label={t('roll.prizeCount', { count: room.prizeCount })}>
          {room.topPrizes.map((prize) => (
            <li key={prize.position} className="room-card__prize" style={{ '--grade': prize.gradeColor } as CSSProperties} title={`${prize.name} · ${prize.wearName}`}>
              <img src={prize.image} alt={prize.name} loading="lazy" decoding="async" />
            </li>
          ))}
          {more > 0 && <li className="room-card__more">{t('roll.morePrizes', { count: more })}</li>}
        </ul>
        <span className="room-card__value">
          <small>{t('roll.prizeValue')}</small>
          <Price amount={room.prizeValue} />
        </span>
      </div>
      <div className="room-card__facts">
        <RoomClock room={room} phase={phase} />
        <span className="room-card__people" data-testid="room-people">
          <Icon name="users" size={16} />
          {t('roll.peopleCount', { count: room.peopleCount })}
        </span>
      </div>
      <RoomConditions room={room} compact />
      <footer className="room-card__actions">
        {room.eligibility && phase === 'in_progress' && !room.joined && (
          <span className={`room-card__eligible ${room.eligibility.eligible ? 'room-card__eligible--yes' : ''}`} data-testid="room-eligible">
            {room.eligibility.eligible ? t('roll.eligible') : t('roll.notEligible')}
          </span>
        )}
        <ButtonLink to={href} size="sm" variant={inviting ? 'primary' : 'secondary'}>
          <Icon name={phase === 'finished' ? 'trophy' : 'dice'} size={16} />
          {phase === 'finished' ? t('roll.viewResult') : inviting ? t('roll.toJoin') : t('roll.view')}
        </ButtonLink>
      </footer>
    </article>
  );
}
