import { useState, type FormEvent } from 'react';
import { formatMoney, parseMoney } from '@lootbay/shared/money';
import { ornamentSchema, type Ornament } from '@lootbay/shared/schemas/catalog';
import { RARITIES } from '@lootbay/shared/catalog';
import { consoleItemsPageSchema } from '@lootbay/shared/schemas/console-catalog';
import { Button } from '../../../components/ui/button';
import { useConsoleChange } from '../../api/use-console';
import { usePagedList } from '../../api/use-paged-list';
import { useConsoleTexts } from '../../i18n/console-texts';
import { fillText } from '../../../lib/i18n';
import { useMay } from '../../layout/use-me';
import { DataTable, type Column } from '../../ui/data-table';
import { Field } from '../../ui/field';
import { money } from '../../ui/format';
import { useReasonDialog } from '../../ui/reason-dialog';
import { Screen } from '../../ui/screen';

const WEAPON_TYPES = ['rifle', 'sniper', 'smg', 'pistol', 'heavy', 'knife', 'gloves'] as const;
const NO_FILTERS = { keyword: '', weaponType: '', rarity: '', minPrice: '', maxPrice: '', sort: 'price_desc' };

function hundredths(text: string): number | undefined {
  try {
    return text.trim() ? parseMoney(text) : undefined;
  } catch {
    return undefined;
  }
}

/** Every catalogue item: search, filters, sort, and a price change with its reason. */
export default function ItemsScreen() {
  const t = useConsoleTexts().catalog;
  const common = useConsoleTexts().common;
  const may = useMay();
  const reason = useReasonDialog();
  const update = useConsoleChange('items/update', ornamentSchema, common.saved);
  const [draft, setDraft] = useState(NO_FILTERS);
  const [filters, setFilters] = useState(NO_FILTERS);
  const [prices, setPrices] = useState<Record<string, string>>({});
  const minPrice = hundredths(filters.minPrice);
  const maxPrice = hundredths(filters.maxPrice);
  const list = usePagedList(
    'items/list',
    {
      sort: filters.sort,
      ...(filters.keyword ? { keyword: filters.keyword } : {}),
      ...(filters.weaponType ? { weaponType: filters.weaponType } : {}),
      ...(filters.rarity ? { rarity: filters.rarity } : {}),
      ...(minPrice !== undefined ? { minPrice } : {}),
      ...(maxPrice !== undefined ? { maxPrice } : {}),
    },
    consoleItemsPageSchema,
  );

  const changePrice = (item: Ornament) => {
    const after = hundredths(prices[item.id] ?? '');
    if (after === undefined || after <= 0 || after === item.price) return;
    reason.ask(fillText(t.priceSummary, { name: item.name, before: money(item.price), after: money(after) }), async (why) => {
      await update.mutateAsync({ ornamentId: item.id, price: after, reason: why });
      setPrices((all) => Object.fromEntries(Object.entries(all).filter(([id]) => id !== item.id)));
    });
  };

  const columns: Column<Ornament>[] = [
    { key: 'image', label: t.image, sortable: false, value: (row) => row.image, render: (row) => <img src={row.image} alt="" width={48} height={36} className="cx-thumb" /> },
    { key: 'name', label: t.name, value: (row) => row.name, render: (row) => <span style={{ color: row.gradeColor }}>{row.name}</span> },
    { key: 'weaponType', label: t.weaponType, value: (row) => row.weaponType },
    { key: 'rarity', label: t.rarity, value: (row) => row.grade, render: (row) => row.rarityName },
    { key: 'wear', label: t.wear, value: (row) => row.wearName },
    { key: 'price', label: t.price, numeric: true, value: (row) => row.price, render: (row) => money(row.price) },
  ];
  if (may('catalog.write')) {
    columns.push({
      key: 'edit',
      label: t.editPrice,
      sortable: false,
      value: () => null,
      render: (row) => (
        <form
          className="cx-row-actions"
          onSubmit={(event) => {
            event.preventDefault();
            changePrice(row);
          }}
        >
          <input className="cx-input cx-input--narrow" inputMode="decimal" aria-label={`${t.price} ${row.name}`} placeholder={formatMoney(row.price)} value={prices[row.id] ?? ''} onChange={(event) => setPrices({ ...prices, [row.id]: event.target.value })} />
          <Button type="submit" size="sm" variant="secondary">
            {common.save}
          </Button>
        </form>
      ),
    });
  }

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft, keyword: draft.keyword.trim() });
  };

  const select = (key: 'weaponType' | 'rarity' | 'sort', options: readonly { value: string; label: string }[], label: string) => (
    <Field label={label}>
      {(id) => (
        <select id={id} className="cx-input" value={draft[key]} onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <Screen title={t.items} testId="items-screen">
      <form className="cx-filters" onSubmit={apply}>
        <Field label={t.keyword}>{(id) => <input id={id} className="cx-input" value={draft.keyword} onChange={(event) => setDraft({ ...draft, keyword: event.target.value })} />}</Field>
        {select('weaponType', [{ value: '', label: common.all }, ...WEAPON_TYPES.map((value) => ({ value, label: value }))], t.weaponType)}
        {select('rarity', [{ value: '', label: common.all }, ...RARITIES.map((value) => ({ value, label: value }))], t.rarity)}
        <Field label={t.minPrice}>{(id) => <input id={id} className="cx-input cx-input--narrow" inputMode="decimal" value={draft.minPrice} onChange={(event) => setDraft({ ...draft, minPrice: event.target.value })} />}</Field>
        <Field label={t.maxPrice}>{(id) => <input id={id} className="cx-input cx-input--narrow" inputMode="decimal" value={draft.maxPrice} onChange={(event) => setDraft({ ...draft, maxPrice: event.target.value })} />}</Field>
        {select(
          'sort',
          [
            { value: 'price_desc', label: t.sortPriceDesc },
            { value: 'price_asc', label: t.sortPriceAsc },
            { value: 'name', label: t.sortName },
          ],
          t.sortBy,
        )}
        <Button type="submit">{common.search}</Button>
      </form>
      <DataTable label={t.items} columns={columns} rowKey={(row) => row.id} csvName="items" testId="items-table" {...list} />
      {reason.dialog}
    </Screen>
  );
}
