import type { ForgePool } from '@lootbay/shared/schemas/forge';
import { EmptyState } from '../../components/ui/empty-state';
import { useBoxInfo } from '../../features/boxes/api/get-box-info';
import { OddsChart } from '../../features/boxes/components/odds-chart';
import { OddsSeal } from '../../features/boxes/components/odds-seal';
import { OddsTable } from '../../features/boxes/components/odds-table';
import './game-pages.css';
import { useTranslation } from '../../lib/i18n';

interface ForgePoolOddsProps {
  readonly pool: ForgePool;
  /** The chosen items' value, marked on the chart; null when none are chosen. */
  readonly inputValue: number | null;
}

/**
 * A forge pool's published odds, shown the way a box's are: a pool is a box of the forge kind, so
 * its version, hash and history, chart and table come from the box odds components.
 */
export function ForgePoolOdds({ pool, inputValue }: ForgePoolOddsProps) {
  const { t } = useTranslation();
  const box = useBoxInfo(pool.boxId);

  if (box.isError) return <EmptyState icon="hammer" title={t('forge.oddsError')} />;
  if (box.isPending) {
    return (
      <p className="box-page__subtitle" aria-busy="true">
        {t('forge.loading')}
      </p>
    );
  }
  return (
    <div className="forge-odds" data-pool-id={pool.boxId}>
      <OddsSeal box={box.data} />
      <OddsChart ornaments={box.data.ornaments} boxPrice={inputValue ?? pool.minValue} priceLabel={t(inputValue === null ? 'forge.chartBandStart' : 'forge.chartInput')} />
      <OddsTable ornaments={box.data.ornaments} />
    </div>
  );
}
