import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { useBag } from '../api/list-bag';
import { BagList } from './bag-list';
import { Pager } from './pager';
import './exponent.css';
import { useTranslation } from '../../../lib/i18n';

const PAGE_SIZE = 12;

/** The exponent bag, a page at a time: index boxes to open, then the ones opened with what they gave. */
export function BagPanel({ token, status }: { readonly token: string; readonly status?: 'held' | 'opened' }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const bag = useBag(token, status, page, PAGE_SIZE);
  if (bag.isPending) return <LoadingState title={t('exponent.loading')} />;
  if (bag.isError) return <EmptyState icon="backpack" title={t('exponent.loadError')} />;
  return (
    <>
      <p className="box-page__subtitle" data-testid="exponent-held">
        {t('exponent.heldCount', { count: bag.data.held })}
      </p>
      <BagList items={bag.data.list} />
      <Pager page={page} total={bag.data.total} size={PAGE_SIZE} onPage={setPage} />
    </>
  );
}
