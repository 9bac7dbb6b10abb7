import type { RollRoomSummary } from '@lootbay/shared/schemas/roll';
import { Countdown } from '../../../components/ui/countdown';
import { Icon } from '../../../components/ui/icon';
import { formatTime } from '../../../lib/format-time';
import { splitCountdown } from '../../../lib/format-countdown';
import type { RoomPhase } from '../hooks/room-phase';
import './roll-rooms.css';
import { useTranslation } from '../../../lib/i18n';

/** Time left to the room's opening or its draw, ticking; the draw under way; or when it was drawn. */
export function RoomClock({ room, phase }: { readonly room: RollRoomSummary; readonly phase: RoomPhase }) {
  const { t } = useTranslation();
  const left = (seconds: number) => {
    const { days, clock } = splitCountdown(seconds);
    return days > 0 ? t('roll.daysClock', { days, clock }) : clock;
  };

  if (phase === 'finished') {
    return (
      <span className="room-clock room-clock--done" data-testid="room-clock" data-phase={phase}>
        <Icon name="check" size={16} />
        {t('roll.drawnAt', { time: formatTime(room.drawnAt ?? room.endsAt) })}
      </span>
    );
  }
  if (phase === 'drawing') {
    return (
      <span className="room-clock room-clock--drawing" data-testid="room-clock" data-phase={phase} role="status">
        <span className="spinner spinner--sm" aria-hidden="true" />
        {t('roll.drawing')}
      </span>
    );
  }
  return (
    <span className="room-clock" data-testid="room-clock" data-phase={phase}>
      <Icon name="clock" size={16} />
      <span className="room-clock__label">{t(phase === 'not_started' ? 'roll.startsIn' : 'roll.endsIn')}</span>
      <strong className="room-clock__time">
        <Countdown until={phase === 'not_started' ? room.startsAt : room.endsAt}>{left}</Countdown>
      </strong>
    </span>
  );
}
