import { useState } from 'react';
import { Link } from 'react-router';
import type { ExponentPurchase } from '@lootbay/shared/schemas/exponent';
import { EmptyState } from '../../../components/ui/empty-state';
import { Price } from '../../../components/ui/price';
import { formatTime } from '../../../lib/format-time';
import { useHistory } from '../api/list-history';
import { DirectionTag } from './direction-tag';
import { Pager } from './pager';
import './exponent.css';
import { useTranslation } from '../../../lib/i18n';

const PAGE_SIZE = 10;

function Outcome({ purchase }: { readonly purchase: ExponentPurchase }) {
  const { t } = useTranslation();
  if (purchase.outcome === 'pending') return <span className="exponent-outcome">{t('exponent.pending')}</span>;
  if (purchase.outcome === 'matched') return <span className="exponent-outcome exponent-outcome--matched">{t('exponent.gotIndexBox')}</span>;
  return <span className="exponent-outcome exponent-outcome--missed">{purchase.graffiti ? t('exponent.gotItem', { name: purchase.graffiti.name }) : t('exponent.missed')}</span>;
}

/** The member's purchases, newest first, each with its call and what it gave. */
export function PurchaseHistory({ token }: { readonly token: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useHistory(token, 'purchase', page, PAGE_SIZE);
  if (history.isPending) return <p className="box-page__subtitle" aria-busy="true">{t('exponent.loading')}</p>;
  if (history.isError || history.data.kind !== 'purchase') return <EmptyState icon="history" title={t('exponent.loadError')} />;
  if (history.data.list.length === 0) return <EmptyState icon="history" title={t('exponent.purchasesEmpty')} action={<Link to="/exponent">{t('exponent.toGame')}</Link>} />;
  return (
    <>
      <ol className="exponent-rows" data-testid="exponent-purchases">
        {history.data.list.map((purchase) => (
          <li key={purchase.id} className="exponent-rows__row">
            <img src={purchase.box.image} alt="" loading="lazy" />
            <span className="exponent-rows__main">
              <strong>{purchase.box.name}</strong>
              <small>
                {t('exponent.issue', { issue: purchase.issue })} · {formatTime(purchase.createdAt)}
              </small>
            </span>
            <DirectionTag direction={purchase.direction} />
            <span className="exponent-rows__tail">
              <Price amount={purchase.price} />
              <Outcome purchase={purchase} />
              <Link to={`/fair?exponent=${purchase.issue}`}>{t('exponent.proof')}</Link>
            </span>
          </li>
        ))}
      </ol>
      <Pager page={page} total={history.data.total} size={PAGE_SIZE} onPage={setPage} />
    </>
  );
}
