import type { ArenaBattle } from '@lootbay/shared/schemas/arena';
import { Icon } from '../../../components/ui/icon';
import { Price } from '../../../components/ui/price';
import { useSeatName, useTeamName } from '../hooks/use-team-name';
import './battle-stage.css';
import { useTranslation } from '../../../lib/i18n';

/** The outcome of a finished battle: who won, what they take home, and how a tie was broken. */
export function WinnerBanner({ battle, userId }: { readonly battle: ArenaBattle; readonly userId: string | null }) {
  const { t } = useTranslation();
  const seatName = useSeatName();
  const teamName = useTeamName(battle);
  const winners = battle.seats.filter((seat) => battle.winners.includes(seat.seat));
  const mine = battle.seats.find((seat) => userId !== null && seat.userId === userId) ?? null;
  const won = mine?.result === 'victory';
  const prize = winners.reduce((sum, seat) => sum + seat.won, 0);
  const tie = battle.tieBreak;

  return (
    <div className={`winner-banner ${mine ? `winner-banner--${won ? 'victory' : 'defeat'}` : ''}`} role="status" data-testid="winner-banner">
      <span className="winner-banner__icon" aria-hidden="true">
        <Icon name={mine && !won ? 'flag' : 'crown'} size={28} />
      </span>
      <div className="winner-banner__text">
        <p className="winner-banner__headline">{mine ? (won ? t('arena.youWon') : t('arena.youLost')) : t('arena.winnerIs', { names: winners.map(seatName).join(' & ') })}</p>
        <p className="winner-banner__detail">
          {mine && won ? (
            <>
              {t('arena.youTakeHome')} <Price amount={mine.won} />
            </>
          ) : (
            <>
              {mine && t('arena.winnerIs', { names: winners.map(seatName).join(' & ') })} {t('arena.takesHome')} <Price amount={prize} />
            </>
          )}
        </p>
        {tie && (
          <p className="winner-banner__tie" data-testid="tie-break">
            <Icon name="dice" size={16} />
            {t('arena.tieBroken', { teams: tie.teams.map(teamName).join(' / '), point: tie.rollPoint, team: teamName(tie.winnerTeam) })}
          </p>
        )}
      </div>
    </div>
  );
}
