import { useState, type CSSProperties, type ReactNode } from 'react';
import { formatMoney } from '@lootbay/shared/money';
import { ITEM_STATUS, SOURCE_TYPE, type BackpackItem } from '@lootbay/shared/schemas/backpack';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Pager } from '../../../components/ui/pager';
import { Price } from '../../../components/ui/price';
import { ResultPanel } from '../../../components/ui/result-panel';
import { useConfirm } from '../../../components/ui/use-confirm';
import { showToast } from '../../../lib/toasts';
import { useCollectItem } from '../api/collect-item';
import { useBagInfo } from '../api/get-bag-info';
import { useInventory, type InventoryFilter } from '../api/get-my-inventory';
import { useSellAll } from '../api/sell-all';
import { useSellItems } from '../api/sell-items';
import './backpack.css';
import { useTranslation } from '../../../lib/i18n';

const PAGE_SIZE = 24;

const STATUS_LABELS = {
  [ITEM_STATUS.normal]: 'bag.statusNormal',
  [ITEM_STATUS.inBattle]: 'bag.statusInBattle',
  [ITEM_STATUS.sold]: 'bag.statusSold',
  [ITEM_STATUS.battleLost]: 'bag.statusBattleLost',
  [ITEM_STATUS.retrieving]: 'bag.statusRetrieving',
  [ITEM_STATUS.retrieved]: 'bag.statusRetrieved',
} as const;

/**
 * The sources this site's items come from: opens and every game's wins, the exponent's index
 * boxes, the mall, and gifts (activities, roll rooms, fishing). The spec's other source types
 * (team, rift, infinite dimension) belong to games this site does not have.
 */
const SOURCE_LABELS = {
  [SOURCE_TYPE.boxOpening]: 'bag.sourceBox',
  [SOURCE_TYPE.mysteryBox]: 'bag.sourceMystery',
  [SOURCE_TYPE.shopExchange]: 'bag.sourceShop',
  [SOURCE_TYPE.activityGift]: 'bag.sourceGift',
} as const;

const SORTS = {
  newest: { sort: 'time', order: 'desc' },
  oldest: { sort: 'time', order: 'asc' },
  priceHigh: { sort: 'price', order: 'desc' },
  priceLow: { sort: 'price', order: 'asc' },
} as const;
type SortKey = keyof typeof SORTS;

const SORT_LABELS: Record<SortKey, 'bag.sortNewest' | 'bag.sortOldest' | 'bag.sortPriceHigh' | 'bag.sortPriceLow'> = {
  newest: 'bag.sortNewest',
  oldest: 'bag.sortOldest',
  priceHigh: 'bag.sortPriceHigh',
  priceLow: 'bag.sortPriceLow',
};

function statusLabel(status: number): (typeof STATUS_LABELS)[keyof typeof STATUS_LABELS] | null {
  return status in STATUS_LABELS ? STATUS_LABELS[status as keyof typeof STATUS_LABELS] : null;
}

interface BackpackListProps {
  /** More actions on the chosen items (retrieval to Steam), beside selling; `clear` empties the choice once done. */
  readonly bulkActions?: (chosen: readonly BackpackItem[], clear: () => void) => ReactNode;
}

/** The backpack: filters, sorting, paging, totals, selection and the sell and favourite actions. */
export function BackpackList({ bulkActions }: BackpackListProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<number>(ITEM_STATUS.normal);
  const [sourceType, setSourceType] = useState<number | undefined>(undefined);
  const [favourites, setFavourites] = useState(false);
  const [sortKey, setSortKey] = useState<SortKey>('newest');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [sold, setSold] = useState<{ readonly count: number; readonly amount: number } | null>(null);
  const confirm = useConfirm('sell');

  const filter: InventoryFilter = {
    page,
    size: PAGE_SIZE,
    status,
    ...(sourceType === undefined ? {} : { sourceType }),
    ...(favourites ? { collected: 1 } : {}),
    ...SORTS[sortKey],
  };
  const inventory = useInventory(filter, true);
  const info = useBagInfo(true);
  const sell = useSellItems();
  const sellAll = useSellAll();
  const collect = useCollectItem();

  const items = inventory.data?.list ?? [];
  const pages = Math.max(1, Math.ceil((inventory.data?.total ?? 0) / PAGE_SIZE));
  const sellable = items.filter((item) => item.status === ITEM_STATUS.normal);
  const chosen = items.filter((item) => selected.has(item.id));
  const chosenValue = chosen.reduce((sum, item) => sum + item.price, 0);
  const busy = sell.isPending || sellAll.isPending;

  function changeFilter(apply: () => void): void {
    apply();
    setPage(1);
    setSelected(new Set());
  }

  function toggle(item: BackpackItem): void {
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(item.id)) next.delete(item.id);
      else next.add(item.id);
      return next;
    });
  }

  /** Sells the given items once the member confirms; what they fetch stays on the page until closed. */
  function sellItems(sale: readonly BackpackItem[]): void {
    const amount = sale.reduce((sum, item) => sum + item.price, 0);
    confirm.ask({
      title: t('confirm.sellTitle'),
      text: t('confirm.sellText', { count: sale.length, amount: formatMoney(amount) }),
      confirmLabel: t('confirm.sellConfirm'),
      action: () =>
        sell.mutate(
          sale.map((item) => item.id),
          {
            onSuccess: (answer) => {
              setSold({ count: answer.count, amount: answer.amount });
              setSelected(new Set());
            },
          },
        ),
    });
  }

  function sellEverything(): void {
    confirm.ask({
      title: t('bag.sellAllTitle'),
      text: t('confirm.sellAllText', { count: info.data?.count ?? 0, amount: formatMoney(info.data?.totalPrice ?? 0) }),
      confirmLabel: t('bag.sellAll'),
      action: () => sellAll.mutate(undefined, { onSuccess: (answer) => setSold({ count: answer.count, amount: answer.amount }) }),
    });
  }

  return (
    <div className="bag">
      {sold && (
        <ResultPanel title={t('confirm.soldTitle')} closeLabel={t('confirm.close')} onClose={() => setSold(null)} testId="sell-result">
          {t('bag.sold', { count: sold.count, amount: formatMoney(sold.amount) })}
        </ResultPanel>
      )}
      <div className="bag__totals">
        <div className="bag__total">
          <span>{t('bag.itemsHeld')}</span>
          <strong>{info.data?.count ?? '–'}</strong>
        </div>
        <div className="bag__total">
          <span>{t('bag.valueHeld')}</span>
          <strong>{info.data ? <Price amount={info.data.totalPrice} /> : '–'}</strong>
        </div>
        <div className="bag__total">
          <span>{t('bag.favourites')}</span>
          <strong>{info.data?.collectedCount ?? '–'}</strong>
        </div>
        <div className="bag__total">
          <span>{t('bag.matching')}</span>
          <strong>
            {inventory.data ? (
              <>
                {inventory.data.total} · <Price amount={inventory.data.totalPrice} />
              </>
            ) : (
              '–'
            )}
          </strong>
        </div>
      </div>

      <div className="bag__filters">
        <label className="bag__field">
          <span>{t('bag.status')}</span>
          <select value={status} onChange={(event) => changeFilter(() => setStatus(Number(event.target.value)))}>
            {Object.entries(STATUS_LABELS).map(([value, key]) => (
              <option key={value} value={value}>
                {t(key)}
              </option>
            ))}
          </select>
        </label>
        <label className="bag__field">
          <span>{t('bag.source')}</span>
          <select value={sourceType ?? ''} onChange={(event) => changeFilter(() => setSourceType(event.target.value === '' ? undefined : Number(event.target.value)))}>
            <option value="">{t('bag.sourceAll')}</option>
            {Object.entries(SOURCE_LABELS).map(([value, key]) => (
              <option key={value} value={value}>
                {t(key)}
              </option>
            ))}
          </select>
        </label>
        <label className="bag__field">
          <span>{t('bag.sort')}</span>
          <select value={sortKey} onChange={(event) => changeFilter(() => setSortKey(event.target.value as SortKey))}>
            {(Object.keys(SORTS) as SortKey[]).map((key) => (
              <option key={key} value={key}>
                {t(SORT_LABELS[key])}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="chip" aria-pressed={favourites} onClick={() => changeFilter(() => setFavourites((value) => !value))}>
          <Icon name="sparkles" size={14} /> {t('bag.onlyFavourites')}
        </button>
      </div>

      <div className="bag__toolbar">
        <label className="bag__select-all">
          <input
            type="checkbox"
            checked={sellable.length > 0 && sellable.every((item) => selected.has(item.id))}
            disabled={sellable.length === 0}
            onChange={(event) => setSelected(event.target.checked ? new Set(sellable.map((item) => item.id)) : new Set())}
          />
          {t('bag.selectPage')}
        </label>
        <div className="bag__bulk">
          <Button size="sm" onClick={() => sellItems(chosen)} disabled={busy || chosen.length === 0}>
            {t('bag.sellSelected', { count: chosen.length, amount: formatMoney(chosenValue) })}
          </Button>
          <Button size="sm" variant="secondary" onClick={sellEverything} disabled={busy || (info.data?.count ?? 0) === 0}>
            {t('bag.sellAll')}
          </Button>
          {bulkActions?.(chosen, () => setSelected(new Set()))}
        </div>
      </div>

      {inventory.isPending ? (
        <div className="bag__grid" aria-busy="true">
          {Array.from({ length: 8 }, (_, index) => (
            <span key={index} className="bag-item bag-item--skeleton" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <EmptyState icon="backpack" title={t('bag.empty')} text={t('bag.emptyText')} />
      ) : (
        <ul className={`bag__grid ${inventory.isFetching ? 'bag__grid--loading' : ''}`}>
          {items.map((item) => {
            const label = statusLabel(item.status);
            const normal = item.status === ITEM_STATUS.normal;
            // A favourite is kept: it can be neither sold nor retrieved until it is unfavourited.
            const kept = item.collected === 1;
            return (
              <li key={item.id} className={`bag-item ${selected.has(item.id) ? 'bag-item--selected' : ''}`} style={{ '--grade': item.ornament.gradeColor } as CSSProperties} data-item-id={item.id}>
                {normal && !kept && (
                  <input type="checkbox" className="bag-item__check" checked={selected.has(item.id)} onChange={() => toggle(item)} aria-label={t('bag.select', { name: item.ornament.name })} />
                )}
                <button
                  type="button"
                  className={`bag-item__star ${item.collected ? 'bag-item__star--on' : ''}`}
                  aria-pressed={item.collected === 1}
                  aria-label={item.collected ? t('bag.unfavourite', { name: item.ornament.name }) : t('bag.favourite', { name: item.ornament.name })}
                  disabled={collect.isPending || !normal}
                  onClick={() => collect.mutate({ id: item.id, collect: item.collected ? 0 : 1 }, { onSuccess: (answer) => showToast('success', answer.collected ? t('bag.favourited') : t('bag.unfavourited')) })}
                >
                  ★
                </button>
                <img className="bag-item__image" src={item.ornament.image} alt="" loading="lazy" decoding="async" />
                <span className="bag-item__weapon">{item.ornament.weapon}</span>
                <span className="bag-item__name">{item.ornament.skin}</span>
                <span className="bag-item__meta">
                  {item.ornament.wearName}
                  {label && !normal ? ` · ${t(label)}` : ''}
                </span>
                <div className="bag-item__footer">
                  <Price amount={item.price} className="bag-item__price" />
                  {normal && (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => sellItems([item])}
                      disabled={busy || kept}
                      title={kept ? t('bag.favouriteKept') : undefined}
                      aria-label={t('bag.sellOne', { name: item.ornament.name })}
                      aria-description={kept ? t('bag.favouriteKept') : undefined}
                    >
                      {t('bag.sell')}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <Pager page={page} pages={pages} onPage={setPage} />

      {confirm.dialog}
    </div>
  );
}
