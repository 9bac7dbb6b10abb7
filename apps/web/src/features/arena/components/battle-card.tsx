import { Fragment } from 'react';
import type { ArenaBattle } from '@lootbay/shared/schemas/arena';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Price } from '../../../components/ui/price';
import { canJoin, seatsByTeam, takenSeats } from '../hooks/battle-view';
import { BoxStrip } from './box-strip';
import { SeatAvatar } from './seat-avatar';
import { SeatName } from './seat-name';
import { StateBadge } from './state-badge';
import './battle-list.css';
import { useTranslation } from '../../../lib/i18n';

interface BattleCardProps {
  readonly battle: ArenaBattle;
  readonly userId: string | null;
  readonly joining: boolean;
  readonly onJoin: (battle: ArenaBattle) => void;
}

/** A battle in the list: its mode and state, what a seat costs, its boxes, who sits where, and the way in. */
export function BattleCard({ battle, userId, joining, onJoin }: BattleCardProps) {
  const { t } = useTranslation();
  // A visitor is offered the seat too, and asked to sign in for it.
  const joinable = canJoin(battle, userId);
  const value = battle.status === 'finished' ? battle.seats.reduce((sum, seat) => sum + seat.total, 0) : null;

  return (
    <article className={`battle-card battle-card--${battle.status}`} data-battle-id={battle.id} aria-label={t('arena.cardLabel', { mode: t(`arena.modes.${battle.mode}`), id: battle.id.slice(-6) })}>
      <header className="battle-card__top">
        <span className="mode-badge">{t(`arena.modes.${battle.mode}`)}</span>
        <StateBadge status={battle.status} />
        <span className="battle-card__price">
          <small>{t('arena.perSeat')}</small>
          <Price amount={battle.price} />
        </span>
      </header>
      <div className="battle-card__boxes">
        <BoxStrip boxes={battle.boxes} label={t('arena.boxesLabel', { count: battle.boxes.length })} />
        <span className="battle-card__count">{t('arena.boxCount', { count: battle.boxes.length })}</span>
      </div>
      <ul className="battle-card__seats" aria-label={t('arena.seatsLabel', { taken: takenSeats(battle), seats: battle.seats.length })}>
        {seatsByTeam(battle).map((team, index) => (
          <Fragment key={index}>
            {index > 0 && (
              <li className="battle-card__vs" aria-hidden="true">
                VS
              </li>
            )}
            {team.map((seat) => (
              <li key={seat.seat} className={`seat-chip ${seat.result ? `seat-chip--${seat.result}` : ''}`} data-seat={seat.seat}>
                <SeatAvatar seat={seat} size="sm" />
                <SeatName seat={seat} />
              </li>
            ))}
          </Fragment>
        ))}
      </ul>
      <footer className="battle-card__actions">
        {battle.status === 'fighting' && <span className="battle-card__round">{t('arena.roundOf', { round: Math.max(1, battle.rounds), rounds: battle.boxes.length })}</span>}
        {value !== null && (
          <span className="battle-card__round">
            {t('arena.opened')} <Price amount={value} />
          </span>
        )}
        <ButtonLink to={`/pk-room-details?id=${encodeURIComponent(battle.id)}`} variant="secondary" size="sm">
          <Icon name="eye" size={16} />
          {battle.status === 'finished' ? t('arena.view') : t('arena.watch')}
        </ButtonLink>
        {joinable && (
          <Button size="sm" onClick={() => onJoin(battle)} disabled={joining} data-testid="join-battle">
            <Icon name="swords" size={16} />
            {t('arena.join')}
            <Price amount={battle.price} />
          </Button>
        )}
      </footer>
    </article>
  );
}
