import { useState } from 'react';
import { ITEM_STATUS } from '@lootbay/shared/schemas/backpack';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { Price } from '../../../components/ui/price';
import { formatTime } from '../../../lib/format-time';
import { useInventory } from '../api/get-my-inventory';
import './backpack.css';
import { useTranslation } from '../../../lib/i18n';

const PAGE_SIZE = 20;

/** The breakdown records' sales: every item decomposed for coins, newest first, with what it paid and when. */
export function SoldItems() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const sold = useInventory({ page, size: PAGE_SIZE, status: ITEM_STATUS.sold, sort: 'time', order: 'desc' }, true);
  const list = sold.data?.list ?? [];
  const pages = Math.max(1, Math.ceil((sold.data?.total ?? 0) / PAGE_SIZE));
  if (sold.isPending) return <p aria-busy="true">{t('retrieval.loading')}</p>;
  if (list.length === 0) return <EmptyState icon="backpack" title={t('records.noSales')} />;
  return (
    <>
      <table className="records-table">
        <thead>
          <tr>
            <th scope="col">{t('records.item')}</th>
            <th scope="col">{t('records.credited')}</th>
            <th scope="col">{t('records.time')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((item) => (
            <tr key={item.id}>
              <td>
                {item.ornament.name} <span className="records-table__muted">({item.ornament.wearName})</span>
              </td>
              <td>
                <Price amount={item.price} />
              </td>
              <td className="records-table__muted">{formatTime(item.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 && <Pager page={page} pages={pages} onPage={setPage} />}
    </>
  );
}
