import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { RechargeRecords } from '../../features/recharge/components/recharge-records';
import { AccountRecords } from '../../features/wallet/components/account-records';
import { useSessionToken } from '../../lib/use-session-token';
import { currentLocale, errorMessage, useTranslation } from '../../lib/i18n';
import './recharge-pages.css';

type View = 'recharge' | 'account';

/** `/recharge-list`: recharge records, and the account records (`?view=account`) of every currency. */
export default function RechargeListPage() {
  const { t } = useTranslation();
  const token = useSessionToken();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'account' ? 'account' : 'recharge';

  return (
    <div className="container page-pad records-page">
      <header className="records-page__head">
        <h1 className="records-page__title">{view === 'account' ? t('recharge.tabAccount') : t('recharge.tabRecharge')}</h1>
        <div className="records-tabs" role="tablist" aria-label={t('recharge.tabs')}>
          {(['recharge', 'account'] as const).map((option) => (
            <button
              key={option}
              type="button"
              role="tab"
              aria-selected={view === option}
              className="records-tabs__tab"
              onClick={() => setParams(option === 'account' ? { view: 'account' } : {}, { replace: true })}
            >
              {option === 'account' ? t('recharge.tabAccount') : t('recharge.tabRecharge')}
            </button>
          ))}
        </div>
      </header>
      <div className="records-page__body" role="tabpanel">
        {!token ? (
          <EmptyState icon="lock" title={errorMessage('LOGIN_REQUIRED', currentLocale())} />
        ) : view === 'account' ? (
          <AccountRecords />
        ) : (
          <RechargeRecords />
        )}
      </div>
    </div>
  );
}
