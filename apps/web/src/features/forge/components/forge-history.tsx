import { useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Price } from '../../../components/ui/price';
import { formatTime } from '../../../lib/format-time';
import { proofLink } from '../../../lib/proof-link';
import { useForges } from '../api/list-forges';
import { useForgePools } from '../api/list-pools';
import './forge.css';
import { useTranslation } from '../../../lib/i18n';

const PAGE_SIZE = 6;

/** The member's forges, newest first: what came out, from which pool and inputs, and its proof. */
export function ForgeHistory({ token }: { readonly token: string | null }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const forges = useForges(token, page, PAGE_SIZE);
  const pools = useForgePools();

  if (!token) return <EmptyState icon="history" title={t('forge.historySignIn')} />;
  if (forges.isPending) return <p className="forge-note" aria-busy="true">{t('forge.loading')}</p>;
  if (forges.isError) return <EmptyState icon="history" title={t('forge.historyError')} />;
  if (forges.data.list.length === 0) return <EmptyState icon="history" title={t('forge.historyEmpty')} />;
  const pages = Math.max(1, Math.ceil(forges.data.total / PAGE_SIZE));
  const poolName = (boxId: string) => pools.data?.find((pool) => pool.boxId === boxId)?.name ?? boxId;

  return (
    <div className="history">
      <ol className="history__list">
        {forges.data.list.map((record) => (
          <li key={record.playId} className="history__row" style={{ '--grade': record.item.gradeColor } as CSSProperties} data-forge-id={record.playId}>
            <img className="history__image" src={record.item.image} alt="" loading="lazy" decoding="async" />
            <div className="history__main">
              <span className="history__item">{record.item.name}</span>
              <span className="history__meta">
                {poolName(record.boxId)} · {t('forge.historyInputs', { count: record.ids.length })} <Price amount={record.inputValue} /> ·{' '}
                <time dateTime={new Date(record.createdAt).toISOString()}>{formatTime(record.createdAt)}</time>
              </span>
            </div>
            <div className="history__numbers">
              <Price amount={record.item.price} />
              <span className="history__roll">
                {t('forge.rollPoint')} <strong>{record.rollPoint}</strong>
              </span>
            </div>
            <Link className="history__proof" to={proofLink(record.rollId)}>
              <Icon name="shield" size={16} />
              {t('forge.proofShort')}
            </Link>
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <nav className="history__pager" aria-label={t('forge.historyPages')}>
          <Button size="sm" variant="ghost" onClick={() => setPage((value) => value - 1)} disabled={page <= 1}>
            {t('forge.previous')}
          </Button>
          <span>{t('forge.pageOf', { page, pages })}</span>
          <Button size="sm" variant="ghost" onClick={() => setPage((value) => value + 1)} disabled={page >= pages}>
            {t('forge.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}
