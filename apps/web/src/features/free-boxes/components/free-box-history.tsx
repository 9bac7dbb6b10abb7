import { useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Price } from '../../../components/ui/price';
import { formatTime } from '../../../lib/format-time';
import { proofLink } from '../../../lib/proof-link';
import { useFreeBoxHistory } from '../api/list-free-box-history';
import './free-boxes.css';
import { useTranslation } from '../../../lib/i18n';

const PAGE_SIZE = 8;

/** The member's free box opens, newest first: the box, the item, its roll point and its proof. */
export function FreeBoxHistory({ token }: { readonly token: string | null }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useFreeBoxHistory(token, page, PAGE_SIZE);

  if (!token) return <EmptyState icon="history" title={t('freebox.historySignIn')} />;
  if (history.isPending) return <p className="free-note" aria-busy="true">{t('freebox.loading')}</p>;
  if (history.isError) return <EmptyState icon="history" title={t('freebox.historyError')} />;
  if (history.data.list.length === 0) return <EmptyState icon="history" title={t('freebox.historyEmpty')} />;
  const pages = Math.max(1, Math.ceil(history.data.total / PAGE_SIZE));

  return (
    <div className="history">
      <ol className="history__list">
        {history.data.list.map((open) => (
          <li key={open.openId} className="history__row" style={{ '--grade': open.ornament.gradeColor } as CSSProperties} data-open-id={open.openId}>
            <img className="history__image" src={open.ornament.image} alt="" loading="lazy" decoding="async" />
            <div className="history__main">
              <span className="history__item">{open.ornament.name}</span>
              <span className="history__meta">
                {open.boxName} · <Price amount={open.ornament.price} /> · <time dateTime={new Date(open.createdAt).toISOString()}>{formatTime(open.createdAt)}</time>
              </span>
            </div>
            <div className="history__numbers">
              <span className="history__roll">
                {t('freebox.rollPoint')} <strong>{open.rollPoint}</strong>
              </span>
            </div>
            <Link className="history__proof" to={proofLink(open.openId)}>
              <Icon name="shield" size={16} />
              {t('freebox.proof')}
            </Link>
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <nav className="history__pager" aria-label={t('freebox.historyPages')}>
          <Button size="sm" variant="ghost" onClick={() => setPage((value) => value - 1)} disabled={page <= 1}>
            {t('freebox.previous')}
          </Button>
          <span>{t('freebox.pageOf', { page, pages })}</span>
          <Button size="sm" variant="ghost" onClick={() => setPage((value) => value + 1)} disabled={page >= pages}>
            {t('freebox.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}
