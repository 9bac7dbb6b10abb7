import { useState } from 'react';
import { Price } from '../../../components/ui/price';
import { Pager } from '../../../components/ui/pager';
import { useTranslation } from '../../../lib/i18n';
import { useInviteRebates } from '../api/get-details';
import { formatRate } from './format-rate';

const PAGE_SIZE = 10;

/** Each invitee's rebate of each day, newest first, a page at a time; rows fold into cards on a phone. */
export function RebateTable() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const rebates = useInviteRebates(page, PAGE_SIZE);
  const list = rebates.data?.list ?? [];
  const pages = Math.max(1, Math.ceil((rebates.data?.total ?? 0) / PAGE_SIZE));
  const columns = [t('invite.colDay'), t('invite.colInvitee'), t('invite.colTier'), t('invite.colRecharged'), t('invite.colRate'), t('invite.colAmount')];
  return (
    <section className="iv-card iv-details" aria-label={t('invite.details')}>
      <h2 className="iv-card__title">{t('invite.details')}</h2>
      {list.length === 0 ? (
        <p className="iv-card__hint">{t('invite.detailsEmpty')}</p>
      ) : (
        <>
          <div className="iv-table" role="table" aria-label={t('invite.details')}>
            <div className="iv-table__row iv-table__head" role="row">
              {columns.map((column) => (
                <span key={column} role="columnheader">
                  {column}
                </span>
              ))}
            </div>
            {list.map((row) => (
              <div className="iv-table__row" role="row" key={`${row.day}:${row.inviteeId}`} data-testid="invite-rebate-row">
                <span role="cell" data-label={columns[0]}>
                  {row.day}
                </span>
                <span role="cell" data-label={columns[1]} className="iv-table__name">
                  {row.nickname}
                </span>
                <span role="cell" data-label={columns[2]}>
                  {t('invite.tier', { tier: row.tier })}
                </span>
                <span role="cell" data-label={columns[3]}>
                  <Price amount={row.recharged} />
                </span>
                <span role="cell" data-label={columns[4]}>
                  {formatRate(row.rate)}
                </span>
                <span role="cell" data-label={columns[5]}>
                  <Price amount={row.amount} />
                </span>
              </div>
            ))}
          </div>
          {pages > 1 && <Pager page={page} pages={pages} onPage={setPage} />}
        </>
      )}
    </section>
  );
}
