import { Link } from 'react-router';
import type { RollRoomSummary } from '@lootbay/shared/schemas/roll';
import { HashValue } from '../../../components/ui/hash-value';
import { Icon } from '../../../components/ui/icon';
import type { RoomPhase } from '../hooks/room-phase';
import './roll-rooms.css';
import { useTranslation } from '../../../lib/i18n';

/** The draw's commitment, public since the room opened, and the way to check the draw once it has run. */
export function RoomSeal({ room, phase }: { readonly room: RollRoomSummary; readonly phase: RoomPhase }) {
  const { t } = useTranslation();
  return (
    <div className="room-seal">
      <p className="room-seal__text">{t(phase === 'finished' ? 'roll.fairDrawn' : 'roll.fairSealed')}</p>
      <dl className="room-seal__hash">
        <dt>{t('roll.publicHash')}</dt>
        <dd>
          <HashValue value={room.publicHash} copyLabel={t('roll.copyHash')} copiedText={t('roll.hashCopied')} />
        </dd>
      </dl>
      <Link className="room-seal__link" to={`/fair?room=${encodeURIComponent(room.id)}`} data-testid="room-proof">
        <Icon name="shield" size={16} />
        {t('roll.proof')}
      </Link>
    </div>
  );
}
