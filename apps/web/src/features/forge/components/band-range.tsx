import { formatMoney } from '@lootbay/shared/money';
import type { ForgePool } from '@lootbay/shared/schemas/forge';
import { useTranslation } from '../../../lib/i18n';

/** The input values a pool takes: from its lowest, up to (not including) its highest. */
export function BandRange({ pool }: { readonly pool: ForgePool }) {
  const { t } = useTranslation();
  const min = formatMoney(pool.minValue);
  return <>{pool.maxValue === null ? t('forge.bandFrom', { min }) : t('forge.bandBetween', { min, max: formatMoney(pool.maxValue) })}</>;
}
