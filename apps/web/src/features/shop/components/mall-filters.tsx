import { RARITIES, RARITY_INFO } from '@lootbay/shared/catalog';
import { MALL_WEAPON_TYPES } from '@lootbay/shared/schemas/shop';
import { parseMoney } from '@lootbay/shared/money';
import { currentLocale, useTranslation } from '../../../lib/i18n';
import type { MallFilter } from '../api/get-mall-inventory';

interface MallFiltersProps {
  readonly filter: MallFilter;
  readonly onChange: (change: Partial<MallFilter>) => void;
}

/** An amount typed in coins (two decimals at most) as hundredths, or nothing for a blank or unreadable one. */
function hundredths(text: string): number | undefined {
  try {
    return text.trim() === '' ? undefined : parseMoney(text);
  } catch {
    return undefined;
  }
}

/** The mall's filters: weapon family, rarity, a price range, part of a name, and the price order. */
export function MallFilters({ filter, onChange }: MallFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className="bag__filters mall-filters">
      <label className="bag__field mall-filters__name">
        <span>{t('shop.search')}</span>
        <input type="search" defaultValue={filter.name ?? ''} placeholder={t('shop.searchPlaceholder')} onChange={(event) => onChange({ name: event.target.value.trim() || undefined })} />
      </label>
      <label className="bag__field">
        <span>{t('shop.weaponType')}</span>
        <select value={filter.weaponType ?? ''} onChange={(event) => onChange({ weaponType: event.target.value || undefined })}>
          <option value="">{t('shop.all')}</option>
          {MALL_WEAPON_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`shop.weapon.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="bag__field">
        <span>{t('shop.rarity')}</span>
        <select value={filter.rarity ?? ''} onChange={(event) => onChange({ rarity: event.target.value || undefined })}>
          <option value="">{t('shop.all')}</option>
          {RARITIES.map((rarity) => (
            <option key={rarity} value={rarity}>
              {RARITY_INFO[rarity].label[currentLocale()]}
            </option>
          ))}
        </select>
      </label>
      <label className="bag__field mall-filters__price">
        <span>{t('shop.minPrice')}</span>
        <input type="text" inputMode="decimal" placeholder="0.00" onChange={(event) => onChange({ minPrice: hundredths(event.target.value) })} />
      </label>
      <label className="bag__field mall-filters__price">
        <span>{t('shop.maxPrice')}</span>
        <input type="text" inputMode="decimal" placeholder="∞" onChange={(event) => onChange({ maxPrice: hundredths(event.target.value) })} />
      </label>
      <label className="bag__field">
        <span>{t('bag.sort')}</span>
        <select value={filter.order} onChange={(event) => onChange({ order: event.target.value === 'desc' ? 'desc' : 'asc' })}>
          <option value="asc">{t('bag.sortPriceLow')}</option>
          <option value="desc">{t('bag.sortPriceHigh')}</option>
        </select>
      </label>
    </div>
  );
}
