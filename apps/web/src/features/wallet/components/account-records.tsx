import { useState } from 'react';
import { CURRENCIES, type Currency } from '@lootbay/shared/constants';
import { ledgerReasonLabel } from '@lootbay/shared/ledger-reasons';
import { formatMoney } from '@lootbay/shared/money';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { currentLocale, errorMessage, useTranslation } from '../../../lib/i18n';
import { useUserBlotter } from '../api/get-user-blotter';
import { formatTime } from '../../../lib/format-time';
import { CurrencyMark } from './currency-mark';
import './wallet.css';

/** `/member/getUserBlotter`: every change of the member's balances, filtered by currency, a page at a time. */
export function AccountRecords() {
  const { t } = useTranslation();
  const [currency, setCurrency] = useState<Currency | null>(null);
  const blotter = useUserBlotter(currency);
  const entries = blotter.data?.pages.flatMap((page) => page.list) ?? [];
  const done = blotter.data !== undefined && !blotter.hasNextPage;

  return (
    <section className="account-records" aria-label={t('wallet.recordsTitle')}>
      <div className="wallet-filter" role="radiogroup" aria-label={t('wallet.filterLabel')}>
        {[null, ...CURRENCIES].map((option) => (
          <button
            key={option ?? 'all'}
            type="button"
            role="radio"
            aria-checked={currency === option}
            className="wallet-filter__chip"
            onClick={() => setCurrency(option)}
          >
            {option && <CurrencyMark currency={option} />}
            {option ? t(`wallet.currencies.${option}`) : t('wallet.filterAll')}
          </button>
        ))}
      </div>

      {blotter.isPending ? (
        <div className="wallet-skeleton" aria-hidden="true">
          {[0, 1, 2, 3].map((row) => (
            <span key={row} />
          ))}
        </div>
      ) : entries.length === 0 ? (
        <EmptyState icon="list" title={t('wallet.emptyTitle')} text={t('wallet.emptyText')} />
      ) : (
        <>
          <ul className="ledger-list">
            {entries.map((entry) => (
              <li key={entry.id} className="ledger-row">
                <CurrencyMark currency={entry.currency} />
                <div className="ledger-row__what">
                  <span className="ledger-row__reason">{ledgerReasonLabel(entry.reason, currentLocale())}</span>
                  <span className="ledger-row__meta">
                    {formatTime(entry.createdAt)} · {t(`wallet.currencies.${entry.currency}`)}
                  </span>
                </div>
                <span className={`ledger-row__amount ${entry.amount >= 0 ? 'ledger-row__amount--in' : 'ledger-row__amount--out'}`}>
                  {entry.amount >= 0 ? '+' : ''}
                  {formatMoney(entry.amount)}
                </span>
              </li>
            ))}
          </ul>
          {done ? (
            <p className="wallet-end">{errorMessage('NO_MORE_DATA', currentLocale())}</p>
          ) : (
            <Button variant="secondary" block onClick={() => void blotter.fetchNextPage()} disabled={blotter.isFetchingNextPage}>
              {t('recharge.loadMore')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
