import { useState } from 'react';
import { ButtonLink } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { SoldItems } from '../../features/backpack/components/sold-items';
import { RetrievalTracker } from '../../features/retrieval/components/retrieval-tracker';
import { ExchangeList } from '../../features/shop/components/exchange-list';
import { useTranslation } from '../../lib/i18n';

type Kind = 'sales' | 'exchanges' | 'retrievals';
const KINDS: readonly Kind[] = ['sales', 'exchanges', 'retrievals'];
const KIND_LABELS = { sales: 'records.sales', exchanges: 'records.exchanges', retrievals: 'records.retrievals' } as const;

/** The personal centre's breakdown records: every sale, exchange and retrieval with its state and time; the opens are a page of their own. */
export function BreakdownRecords() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>('sales');
  return (
    <div className="breakdown">
      <div className="box-page__tabs" role="tablist" aria-label={t('records.title')}>
        {KINDS.map((key) => (
          <button key={key} type="button" role="tab" className="chip" aria-selected={kind === key} onClick={() => setKind(key)}>
            {t(KIND_LABELS[key])}
          </button>
        ))}
        <ButtonLink to="/user-history" size="sm" variant="ghost">
          <Icon name="history" size={14} /> {t('records.opens')}
        </ButtonLink>
      </div>
      {kind === 'sales' ? <SoldItems /> : kind === 'exchanges' ? <ExchangeList /> : <RetrievalTracker />}
    </div>
  );
}
