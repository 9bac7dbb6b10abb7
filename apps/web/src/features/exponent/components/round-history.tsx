import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatTime } from '../../../lib/format-time';
import { useRounds } from '../api/list-rounds';
import { formatChange, formatIndex } from '../hooks/format-index';
import { DirectionTag } from './direction-tag';
import { Pager } from './pager';
import './exponent.css';
import { useTranslation } from '../../../lib/i18n';

const PAGE_SIZE = 15;

/** Past rounds, newest first: issue, result, the index it moved to, buyers and the round's proof. */
export function RoundHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const rounds = useRounds(page, PAGE_SIZE);
  if (rounds.isPending) return <p className="box-page__subtitle" aria-busy="true">{t('exponent.loading')}</p>;
  if (rounds.isError) return <EmptyState icon="chart" title={t('exponent.loadError')} />;
  if (rounds.data.list.length === 0) return <EmptyState icon="chart" title={t('exponent.roundsEmpty')} />;
  return (
    <>
      <div className="exponent-table-wrap">
        <table className="exponent-table" data-testid="exponent-rounds">
          <thead>
            <tr>
              <th scope="col">{t('exponent.colIssue')}</th>
              <th scope="col">{t('exponent.colResult')}</th>
              <th scope="col">{t('exponent.colIndex')}</th>
              <th scope="col" className="exponent-table__wide">{t('exponent.colBuyers')}</th>
              <th scope="col" className="exponent-table__wide">{t('exponent.colTime')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('exponent.proof')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rounds.data.list.map((round) => (
              <tr key={round.issue}>
                <td>{round.issue}</td>
                <td>{round.result ? <DirectionTag direction={round.result} result /> : t('exponent.settling')}</td>
                <td>
                  {formatIndex(round.index)}
                  {round.result && <small className={`exponent-change exponent-change--${round.result}`}>{formatChange(round.openIndex, round.index)}</small>}
                </td>
                <td className="exponent-table__wide">{round.buyers}</td>
                <td className="exponent-table__wide">{formatTime(round.endsAt)}</td>
                <td>{round.result && <Link to={`/fair?exponent=${round.issue}`}>{t('exponent.proof')}</Link>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} total={rounds.data.total} size={PAGE_SIZE} onPage={setPage} />
    </>
  );
}
