import type { ExclusionPeriod } from '@lootbay/shared/constants';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';

interface BreakChoicesProps {
  readonly title: string;
  readonly periods: readonly ExclusionPeriod[];
  readonly onChoose: (period: ExclusionPeriod) => void;
}

/** A row of breaks of one kind (cool-off or self-exclusion), each asking for confirmation. */
export function BreakChoices({ title, periods, onChoose }: BreakChoicesProps) {
  const { t } = useTranslation();
  if (periods.length === 0) return null;
  return (
    <div className="rp-choices" role="group" aria-label={title}>
      <p className="rp-choices__title">{title}</p>
      <div className="rp-choices__buttons">
        {periods.map((period) => (
          <Button key={period} size="sm" variant="secondary" onClick={() => onChoose(period)}>
            {t(`responsible.breakPeriods.${period}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}
