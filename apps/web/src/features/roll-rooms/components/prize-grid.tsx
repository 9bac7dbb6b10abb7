import type { RollRoomDetail } from '@lootbay/shared/schemas/roll';
import { Icon } from '../../../components/ui/icon';
import { ItemCard } from '../../../components/ui/item-card';
import type { RoomPhase } from '../hooks/room-phase';
import './roll-rooms.css';
import { useTranslation } from '../../../lib/i18n';

interface PrizeGridProps {
  readonly room: RollRoomDetail;
  readonly phase: RoomPhase;
  readonly userId: string | null;
}

/** The prizes in draw order; once drawn, each with its winner and roll point, the member's own marked. */
export function PrizeGrid({ room, phase, userId }: PrizeGridProps) {
  const { t } = useTranslation();
  const winners = new Map(room.winners.map((winner) => [winner.position, winner]));
  return (
    <ol className={`room-prizes ${phase === 'drawing' ? 'room-prizes--drawing' : ''}`} data-testid="room-prizes">
      {room.prizes.map((prize) => {
        const winner = winners.get(prize.position);
        const mine = winner !== undefined && userId !== null && winner.userId === userId;
        return (
          <li
            key={prize.position}
            className={`room-prize ${winner ? 'room-prize--drawn' : ''} ${mine ? 'room-prize--mine' : ''}`}
            data-testid="room-prize"
            data-position={prize.position}
            data-winner={winner?.participantId ?? ''}
          >
            <span className="room-prize__order">{t('roll.prizeOrder', { order: prize.position + 1 })}</span>
            <ItemCard
              ornament={prize}
              footer={
                winner ? (
                  <span className="room-prize__winner" data-testid="prize-winner">
                    <Icon name="trophy" size={14} />
                    <span className="room-prize__name">{winner.nickname}</span>
                    {winner.robot && <span className="room-tag">{t('roll.robot')}</span>}
                    {mine && <span className="room-tag room-tag--you">{t('roll.you')}</span>}
                    <small>{t('roll.rollPoint', { point: winner.rollPoint })}</small>
                    {winner.robot && <small className="room-prize__returned">{t('roll.robotReturned')}</small>}
                  </span>
                ) : (
                  <span className="room-prize__pending">{phase === 'drawing' ? t('roll.drawing') : t('roll.waitingDraw')}</span>
                )
              }
            />
          </li>
        );
      })}
    </ol>
  );
}
