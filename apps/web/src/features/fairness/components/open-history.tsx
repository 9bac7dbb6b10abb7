import { useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Price } from '../../../components/ui/price';
import { formatDate } from '../../../lib/format-date';
import { proofLink } from '../../../lib/proof-link';
import { useMyOpens } from '../api/list-my-opens';
import { useMember } from '../hooks/use-member';
import './fairness.css';
import { useTranslation } from '../../../lib/i18n';

const PAGE_SIZE = 20;

/** The member's opens, newest first, each with its roll and a link to its proof on `/fair`. */
export function OpenHistory() {
  const { t, i18n } = useTranslation();
  const { user } = useMember();
  const [page, setPage] = useState(1);
  const opens = useMyOpens(user?.userId ?? null, page, PAGE_SIZE);

  if (!user) return <EmptyState icon="history" title={t('history.signIn')} />;
  if (opens.isPending) return <p className="fair-note" aria-busy="true">{t('fair.loading')}</p>;
  if (opens.isError) return <EmptyState icon="history" title={t('fair.loadError')} />;
  if (opens.data.list.length === 0) {
    return (
      <EmptyState
        icon="history"
        title={t('history.empty')}
        action={
          <ButtonLink to="/" size="sm">
            {t('history.goOpen')}
          </ButtonLink>
        }
      />
    );
  }
  const pages = Math.max(1, Math.ceil(opens.data.total / PAGE_SIZE));

  return (
    <div className="history">
      <ol className="history__list">
        {opens.data.list.map((open) => (
          <li key={open.openId} className="history__row" style={{ '--grade': open.ornament.gradeColor } as CSSProperties} data-open-id={open.openId}>
            <img className="history__image" src={open.ornament.image} alt="" loading="lazy" decoding="async" />
            <div className="history__main">
              <span className="history__item">{open.ornament.name}</span>
              <span className="history__meta">
                <Link to={`/box-info?id=${encodeURIComponent(open.boxId)}`}>{open.boxName}</Link> · {formatDate(open.createdAt, i18n.language, { dateStyle: 'short', timeStyle: 'medium' })}
              </span>
            </div>
            <div className="history__numbers">
              <Price amount={open.ornament.price} />
              <span className="history__roll">
                {t('fair.round')} {open.round} · {t('history.rollPoint')} <strong>{open.rollPoint}</strong>
              </span>
            </div>
            <Link className="history__proof" to={proofLink(open.openId)}>
              <Icon name="shield" size={16} />
              {t('history.proof')}
            </Link>
          </li>
        ))}
      </ol>
      <nav className="history__pager" aria-label={t('bag.pages')}>
        <Button size="sm" variant="ghost" onClick={() => setPage((value) => value - 1)} disabled={page <= 1}>
          {t('bag.previous')}
        </Button>
        <span>{t('bag.pageOf', { page, pages })}</span>
        <Button size="sm" variant="ghost" onClick={() => setPage((value) => value + 1)} disabled={page >= pages}>
          {t('bag.next')}
        </Button>
      </nav>
    </div>
  );
}
