import type { ArenaBattle, ArenaSeat } from '@lootbay/shared/schemas/arena';
import { useTranslation } from '../../../lib/i18n';
import { teamLetter } from './battle-view';

/** A seat in words: its player, or its robot by name. */
export function useSeatName(): (seat: ArenaSeat) => string {
  const { t } = useTranslation();
  return (seat) => (seat.robot ? t('arena.robotNamed', { name: seat.nickname ?? t('arena.robot') }) : (seat.nickname ?? t('arena.player')));
}

/** A team in words: "Team A" in 2v2, else its one seat's player or robot. */
export function useTeamName(battle: ArenaBattle): (team: number) => string {
  const { t } = useTranslation();
  const seatName = useSeatName();
  return (team) =>
    battle.mode === '2v2'
      ? t('arena.team', { team: teamLetter(team) })
      : battle.seats
          .filter((seat) => seat.team === team)
          .map(seatName)
          .join(' & ');
}
