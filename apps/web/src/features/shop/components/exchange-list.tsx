import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Pager } from '../../../components/ui/pager';
import { Price } from '../../../components/ui/price';
import { formatTime } from '../../../lib/format-time';
import { useExchanges } from '../api/get-exchanges';
import './shop.css';
import { useTranslation } from '../../../lib/i18n';

const PAGE_SIZE = 10;

/** The member's exchanges: what they gave, what they got, and the difference in diamonds. */
export function ExchangeList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const exchanges = useExchanges(page, PAGE_SIZE);
  const list = exchanges.data?.list ?? [];
  const pages = Math.max(1, Math.ceil((exchanges.data?.total ?? 0) / PAGE_SIZE));
  if (exchanges.isPending) return <p aria-busy="true">{t('retrieval.loading')}</p>;
  if (list.length === 0) return <EmptyState icon="store" title={t('shop.noExchanges')} />;
  return (
    <>
      <ul className="exchange-list">
        {list.map((exchange) => (
          <li key={exchange.id} className="exchange-row" data-exchange-id={exchange.id}>
            <span>
              {exchange.given.map((item) => item.ornament.name).join(' + ')}
              <br />
              <Price amount={exchange.givenValue} />
            </span>
            <Icon name="chevronRight" size={18} className="trade__arrow" />
            <span>
              {exchange.target.ornament.name}
              <br />
              <Price amount={exchange.target.price} currency={exchange.target.currency} />
            </span>
            <span>
              {exchange.difference >= 0 ? t('shop.credited') : t('shop.charged')} <Price amount={Math.abs(exchange.difference)} currency="diamond" />
              <br />
              <span className="exchange-row__time">{formatTime(exchange.createdAt)}</span>
            </span>
          </li>
        ))}
      </ul>
      {pages > 1 && <Pager page={page} pages={pages} onPage={setPage} />}
    </>
  );
}
