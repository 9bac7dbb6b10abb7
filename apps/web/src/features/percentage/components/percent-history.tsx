import { useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Price } from '../../../components/ui/price';
import { formatChance } from '../../../lib/format-chance';
import { formatTime } from '../../../lib/format-time';
import { proofLink } from '../../../lib/proof-link';
import { usePercentPlays } from '../api/list-plays';
import './percentage.css';
import { useTranslation } from '../../../lib/i18n';

const PAGE_SIZE = 6;

/** The member's plays, newest first: target, chance, stake, what came of it and its proof. */
export function PercentHistory({ token }: { readonly token: string | null }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const plays = usePercentPlays(token, page, PAGE_SIZE);

  if (!token) return <EmptyState icon="history" title={t('percentage.historySignIn')} />;
  if (plays.isPending) return <p className="percent-note" aria-busy="true">{t('percentage.loading')}</p>;
  if (plays.isError) return <EmptyState icon="history" title={t('percentage.historyError')} />;
  if (plays.data.list.length === 0) return <EmptyState icon="history" title={t('percentage.historyEmpty')} />;
  const pages = Math.max(1, Math.ceil(plays.data.total / PAGE_SIZE));

  return (
    <div className="history">
      <ol className="history__list">
        {plays.data.list.map((play) => (
          <li key={play.playId} className="history__row" style={{ '--grade': play.item.gradeColor } as CSSProperties} data-play-id={play.playId}>
            <img className="history__image" src={play.item.image} alt="" loading="lazy" decoding="async" />
            <div className="history__main">
              <span className="history__item">{play.item.name}</span>
              <span className="history__meta">
                {t('percentage.historyTarget', { name: play.target.name })} · <Price amount={play.stakeValue} /> ·{' '}
                <time dateTime={new Date(play.createdAt).toISOString()}>{formatTime(play.createdAt)}</time>
              </span>
            </div>
            <div className="history__numbers">
              <span className={`plays__outcome ${play.win ? 'plays__outcome--won' : ''}`}>
                {t(play.win ? 'percentage.won' : 'percentage.lost')} · {formatChance(play.chance)}
              </span>
              <span className="history__roll">
                {t('percentage.rollPoint')} <strong>{play.rollPoint}</strong>
              </span>
            </div>
            <Link className="history__proof" to={proofLink(play.rollId)}>
              <Icon name="shield" size={16} />
              {t('percentage.proofShort')}
            </Link>
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <nav className="history__pager" aria-label={t('percentage.historyPages')}>
          <Button size="sm" variant="ghost" onClick={() => setPage((value) => value - 1)} disabled={page <= 1}>
            {t('percentage.previous')}
          </Button>
          <span>{t('percentage.pageOf', { page, pages })}</span>
          <Button size="sm" variant="ghost" onClick={() => setPage((value) => value + 1)} disabled={page >= pages}>
            {t('percentage.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}
