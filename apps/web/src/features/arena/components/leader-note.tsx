import type { ArenaBattle } from '@lootbay/shared/schemas/arena';
import { Icon } from '../../../components/ui/icon';
import { useTranslation } from '../../../lib/i18n';
import { useTeamName } from '../hooks/use-team-name';
import './battle-stage.css';

/** Who leads the battle in play on what has landed so far; nothing while nobody does. */
export function LeaderNote({ battle, team }: { readonly battle: ArenaBattle; readonly team: number | null }) {
  const { t } = useTranslation();
  const teamName = useTeamName(battle);
  if (team === null) return null;
  return (
    <span className="stage__leader" data-testid="battle-leader">
      <Icon name="crown" size={16} />
      {t('arena.leads', { name: teamName(team) })}
    </span>
  );
}
