import { useState } from 'react';
import { ITEM_STATUS } from '@lootbay/shared/schemas/backpack';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Pager } from '../../../components/ui/pager';
import { ItemCard } from '../../../components/ui/item-card';
import { useInventory, type InventoryFilter } from '../api/get-my-inventory';
import type { ItemSelection } from '../hooks/use-item-selection';
import './backpack.css';
import { useTranslation } from '../../../lib/i18n';

const PAGE_SIZE = 12;

interface ItemPickerProps {
  readonly selection: ItemSelection;
  /** While a play is under way the choice stays as it is. */
  readonly disabled?: boolean;
}

/**
 * The backpack items a game may take, dearest first: only items in the backpack (status 0) and not
 * favourited, since a favourite is kept out of every sale and stake.
 */
export function ItemPicker({ selection, disabled = false }: ItemPickerProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const filter: InventoryFilter = { page, size: PAGE_SIZE, status: ITEM_STATUS.normal, collected: 0, sort: 'price', order: 'desc' };
  const inventory = useInventory(filter, true);
  const items = inventory.data?.list ?? [];
  const pages = Math.max(1, Math.ceil((inventory.data?.total ?? 0) / PAGE_SIZE));
  const full = selection.items.length >= selection.max;

  if (inventory.isPending) {
    return (
      <div className="picker__grid" aria-busy="true">
        {Array.from({ length: 6 }, (_, index) => (
          <span key={index} className="bag-item bag-item--skeleton" />
        ))}
      </div>
    );
  }
  if (items.length === 0 && page === 1) {
    return (
      <EmptyState
        icon="backpack"
        title={t('bag.pickerEmpty')}
        text={t('bag.pickerEmptyText')}
        action={
          <ButtonLink to="/" size="sm">
            {t('bag.pickerGoOpen')}
          </ButtonLink>
        }
      />
    );
  }

  return (
    <div className="picker">
      <ul className={`picker__grid ${inventory.isFetching ? 'bag__grid--loading' : ''}`}>
        {items.map((item) => {
          const chosen = selection.ids.has(item.id);
          return (
            <li key={item.id} data-item-id={item.id}>
              <ItemCard
                // The item's own price: what it counts for in a stake or a forge.
                ornament={{ ...item.ornament, price: item.price }}
                compact
                footer={
                  <button
                    type="button"
                    className="item-card__pick"
                    aria-pressed={chosen}
                    aria-label={t('bag.select', { name: item.ornament.name })}
                    disabled={disabled || (full && !chosen)}
                    onClick={() => selection.toggle(item)}
                  >
                    <span className="item-card__tick" aria-hidden="true">
                      <Icon name="check" size={14} />
                    </span>
                  </button>
                }
              />
            </li>
          );
        })}
      </ul>
      {pages > 1 && (
        <Pager page={page} pages={pages} onPage={setPage} />
      )}
    </div>
  );
}
