import { useState, type FormEvent } from 'react';
import type { Ornament } from '@lootbay/shared/schemas/catalog';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { ItemCard } from '../../../components/ui/item-card';
import { FIRST_TARGETS, useTargets, type TargetFilter, type TargetSort } from '../api/list-targets';
import { stakeLimits } from '../hooks/stake';
import './percentage.css';
import { useTranslation } from '../../../lib/i18n';

const SORTS: readonly { readonly sort: TargetSort; readonly label: 'percentage.sortAsc' | 'percentage.sortDesc' }[] = [
  { sort: 'price_desc', label: 'percentage.sortDesc' },
  { sort: 'price_asc', label: 'percentage.sortAsc' },
];

interface TargetPickerProps {
  readonly chosenId: string | null;
  readonly disabled: boolean;
  readonly onChoose: (target: Ornament) => void;
}

/** Whether some stake reaches a chance of 1%–75% on the target: the cheapest items cannot be played. */
function reachable(target: Ornament, rtp: number): boolean {
  const limits = stakeLimits(target.price, rtp);
  return limits.min <= limits.max;
}

/** The items a player may aim at: searched by name, sorted by price, a page at a time; those no stake can play are shown but not offered. */
export function TargetPicker({ chosenId, disabled, onChoose }: TargetPickerProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TargetFilter>(FIRST_TARGETS);
  const [keyword, setKeyword] = useState('');
  const targets = useTargets(filter);
  const list = targets.data?.list ?? [];
  const pages = Math.max(1, Math.ceil((targets.data?.total ?? 0) / filter.size));

  function search(event: FormEvent): void {
    event.preventDefault();
    setFilter((previous) => ({ ...previous, page: 1, keyword: keyword.trim() }));
  }

  return (
    <div className="targets">
      <div className="targets__tools">
        <form className="targets__search" role="search" onSubmit={search}>
          <input
            type="search"
            className="targets__input"
            value={keyword}
            maxLength={64}
            placeholder={t('percentage.searchPlaceholder')}
            aria-label={t('percentage.search')}
            onChange={(event) => setKeyword(event.target.value)}
          />
          <Button type="submit" size="sm" variant="secondary">
            {t('percentage.search')}
          </Button>
        </form>
        <div className="targets__sorts" role="group" aria-label={t('percentage.sort')}>
          {SORTS.map(({ sort, label }) => (
            <button key={sort} type="button" className="chip" aria-pressed={filter.sort === sort} onClick={() => setFilter((previous) => ({ ...previous, page: 1, sort }))}>
              {t(label)}
            </button>
          ))}
        </div>
      </div>

      {targets.isPending ? (
        <div className="targets__grid" aria-busy="true">
          {Array.from({ length: 8 }, (_, index) => (
            <span key={index} className="targets__skeleton" />
          ))}
        </div>
      ) : targets.isError ? (
        <EmptyState icon="percent" title={t('percentage.targetsError')} />
      ) : list.length === 0 ? (
        <EmptyState icon="percent" title={t('percentage.targetsEmpty')} />
      ) : (
        <ul className={`targets__grid ${targets.isPlaceholderData ? 'targets__grid--loading' : ''}`}>
          {list.map((target) => {
            const playable = reachable(target, targets.data.rtp);
            return (
              <li key={target.id} data-target-id={target.id} title={playable ? undefined : t('percentage.targetOutOfReach')}>
                <ItemCard
                  ornament={target}
                  compact
                  footer={
                    <button
                      type="button"
                      className="item-card__pick"
                      aria-pressed={target.id === chosenId}
                      aria-label={t('percentage.pick', { name: target.name })}
                      disabled={disabled || !playable}
                      onClick={() => onChoose(target)}
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
      )}

      {pages > 1 && (
        <nav className="targets__pager" aria-label={t('percentage.targetPages')}>
          <Button size="sm" variant="ghost" onClick={() => setFilter((previous) => ({ ...previous, page: previous.page - 1 }))} disabled={filter.page <= 1}>
            <Icon name="back" size={16} /> {t('percentage.previous')}
          </Button>
          <span>{t('percentage.pageOf', { page: filter.page, pages })}</span>
          <Button size="sm" variant="ghost" onClick={() => setFilter((previous) => ({ ...previous, page: previous.page + 1 }))} disabled={filter.page >= pages}>
            {t('percentage.next')} <Icon name="chevronRight" size={16} />
          </Button>
        </nav>
      )}
    </div>
  );
}
