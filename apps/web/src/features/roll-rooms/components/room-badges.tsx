import type { RollRoomSummary } from '@lootbay/shared/schemas/roll';
import { Icon } from '../../../components/ui/icon';
import type { RoomPhase } from '../hooks/room-phase';
import './roll-rooms.css';
import { useTranslation } from '../../../lib/i18n';

/** Who gives the prizes (the house or a member), the room's phase, a password lock and whether the member joined. */
export function RoomBadges({ room, phase }: { readonly room: RollRoomSummary; readonly phase: RoomPhase }) {
  const { t } = useTranslation();
  return (
    <span className="room-badges">
      <span className={`room-badge ${room.official ? 'room-badge--official' : 'room-badge--member'}`} data-testid="room-owner">
        <Icon name={room.official ? 'shield' : 'user'} size={13} />
        {room.official ? t('roll.official') : t('roll.memberRoom', { name: room.creatorNickname ?? '—' })}
      </span>
      <span className={`room-badge room-badge--${phase}`} data-testid="room-phase" data-phase={phase}>
        {t(`roll.phases.${phase}`)}
      </span>
      {room.hasPassword && (
        <span className="room-badge room-badge--lock" title={t('roll.passwordLocked')} data-testid="room-lock">
          <Icon name="lock" size={13} />
          <span className="visually-hidden">{t('roll.passwordLocked')}</span>
        </span>
      )}
      {room.joined && (
        <span className="room-badge room-badge--joined" data-testid="room-joined">
          <Icon name="check" size={13} />
          {t('roll.joined')}
        </span>
      )}
    </span>
  );
}
