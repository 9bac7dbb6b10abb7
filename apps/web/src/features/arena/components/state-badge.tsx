import type { ArenaStatus } from '@lootbay/shared/schemas/arena';
import './arena.css';
import { useTranslation } from '../../../lib/i18n';

export function StateBadge({ status }: { readonly status: ArenaStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`state-badge state-badge--${status}`} data-testid="battle-state" data-status={status}>
      {t(`arena.states.${status}`)}
    </span>
  );
}
