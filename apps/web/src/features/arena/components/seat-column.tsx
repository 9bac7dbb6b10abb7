import type { CSSProperties } from 'react';
import type { ArenaBattle, ArenaSeat } from '@lootbay/shared/schemas/arena';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { ItemCard } from '../../../components/ui/item-card';
import { Price } from '../../../components/ui/price';
import { dropsUpTo, isOpenSeat, teamLetter, valueOf } from '../hooks/battle-view';
import { RoundReel } from './round-reel';
import { SeatAvatar } from './seat-avatar';
import { SeatName } from './seat-name';
import './battle-stage.css';
import { useTranslation } from '../../../lib/i18n';

/** A reel spins for most of its round and rests on the item for the rest, so the eye sees it land. */
const SPIN_SHARE = 0.75;

interface SeatColumnProps {
  readonly battle: ArenaBattle;
  readonly seat: ArenaSeat;
  /** Rounds shown: the rounds played, or as far as a replay has come. */
  readonly rounds: number;
  /** Rounds whose items count in the total: the reel of the round in play counts once it lands. */
  readonly countedRounds: number;
  /** The round in play spins in (in step with every other seat's reel) rather than showing at rest. */
  readonly spinsIn: boolean;
  /** The seat's team is ahead on what has landed so far. */
  readonly leading: boolean;
  /** The battle's outcome may be shown: it is finished and no replay runs (the items then speak for themselves, without the reel). */
  readonly revealed: boolean;
  readonly mine: boolean;
  /** The member may take this seat (or a visitor may, after signing in). */
  readonly joinable: boolean;
  readonly joining: boolean;
  readonly onJoin: (seat: number) => void;
  /** The reel of the round in play stopped. */
  readonly onLanded: () => void;
}

/** One seat of a battle: who sits there, the reel of the round in play, every item it opened and its total. */
export function SeatColumn({ battle, seat, rounds, countedRounds, spinsIn, leading, revealed, mine, joinable, joining, onJoin, onLanded }: SeatColumnProps) {
  const { t } = useTranslation();
  const drops = dropsUpTo(seat, rounds);
  const current = rounds > 0 ? (drops.find((drop) => drop.round === rounds - 1) ?? null) : null;
  const open = isOpenSeat(seat);
  const result = revealed ? seat.result : null;
  const counted = dropsUpTo(seat, countedRounds);

  return (
    <section
      className={`seat ${mine ? 'seat--mine' : ''} ${open ? 'seat--open' : ''} ${result ? `seat--${result}` : ''} ${leading ? 'seat--leading' : ''}`}
      aria-label={t('arena.seatLabel', { seat: seat.seat + 1 })}
      data-testid="seat"
      data-seat={seat.seat}
      data-result={result ?? ''}
      data-leading={leading}
      style={{ '--spin-ms': `${Math.round(battle.roundMs * SPIN_SHARE)}ms` } as CSSProperties}
    >
      <header className="seat__head">
        <SeatAvatar seat={seat} size="lg" />
        <div className="seat__who">
          <SeatName seat={seat} />
          <span className="seat__meta">
            {battle.mode === '2v2' && <span className="team-tag">{t('arena.team', { team: teamLetter(seat.team) })}</span>}
            {mine && <span className="you-tag">{t('arena.you')}</span>}
            {leading && (
              <span className="lead-tag">
                <Icon name="crown" size={12} />
                {t('arena.leading')}
              </span>
            )}
            {seat.userId !== null && seat.userId === battle.creatorId && <span className="host-tag">{t('arena.host')}</span>}
          </span>
        </div>
        {!open && (
          <div className="seat__total">
            <small>{t('arena.opened')}</small>
            <span data-testid="seat-total">
              <Price amount={valueOf(counted)} />
            </span>
          </div>
        )}
      </header>

      {result && (
        <p className={`seat__result seat__result--${result}`} data-testid="seat-result">
          <Icon name={result === 'victory' ? 'trophy' : 'close'} size={18} />
          {t(`arena.results.${result}`)}
          {result === 'victory' && (
            <span className="seat__won">
              {t('arena.takesHome')} <Price amount={seat.won} />
            </span>
          )}
        </p>
      )}

      {open ? (
        <div className="seat__empty">
          <p>{battle.status === 'waiting' ? t('arena.waitingForPlayer') : t('arena.seatUnfilled')}</p>
          {joinable && (
            <Button onClick={() => onJoin(seat.seat)} disabled={joining} data-testid="join-seat">
              <Icon name="swords" size={16} />
              {t('arena.join')}
              <Price amount={battle.price} />
            </Button>
          )}
        </div>
      ) : !revealed ? (
        <RoundReel key={current?.round ?? 'idle'} drop={current} box={battle.boxes[current ? current.round : Math.min(rounds, battle.boxes.length - 1)]} spin={spinsIn && current !== null} onLanded={onLanded} />
      ) : null}

      {drops.length > 0 && (
        <ol className="seat__drops" aria-label={t('arena.dropsLabel')}>
          {drops.map((drop) => (
            <li key={drop.round} className={`seat__drop ${drop.round === rounds - 1 && spinsIn ? 'seat__drop--new' : ''}`} data-round={drop.round}>
              <span className="seat__drop-round">{t('arena.roundShort', { round: drop.round + 1 })}</span>
              <ItemCard ornament={drop} compact />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
