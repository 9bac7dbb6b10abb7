import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoginDialog } from '../../features/account/components/login-dialog-on-demand';
import { BagPanel } from '../../features/exponent/components/bag-panel';
import { PurchaseHistory } from '../../features/exponent/components/purchase-history';
import { RoundHistory } from '../../features/exponent/components/round-history';
import { useLiveExponent } from '../../features/exponent/hooks/use-live-exponent';
import { useSessionToken } from '../../lib/use-session-token';
import './box-pages.css';
import './exponent-pages.css';
import { useTranslation } from '../../lib/i18n';

const TABS = ['bag', 'index', 'purchase'] as const;
type Tab = (typeof TABS)[number];

const TAB_LABELS = { bag: 'exponent.tabBag', index: 'exponent.tabIndex', purchase: 'exponent.tabPurchase' } as const;

/**
 * `/exponent_history`: three tabs (`?tab=`): the member's bag (index boxes held and opened), the
 * index (every past round with its result and proof, for anyone), and the member's purchases.
 */
export default function ExponentHistoryPage() {
  const { t } = useTranslation();
  const token = useSessionToken();
  const [params, setParams] = useSearchParams();
  const [login, setLogin] = useState(false);
  const asked = params.get('tab');
  const tab: Tab = TABS.find((entry) => entry === asked) ?? 'bag';
  useLiveExponent();

  const memberOnly = (content: (token: string) => ReactNode) =>
    token ? content(token) : <EmptyState icon="lock" title={t('exponent.signInHistory')} action={<Button onClick={() => setLogin(true)}>{t('shell.login')}</Button>} />;

  return (
    <div className="container box-page exponent-page">
      <h1 className="box-page__heading">{t('screens.exponentHistory.title')}</h1>
      <p className="box-page__lead">{t('exponent.historyLead')}</p>
      <div className="exponent-tabs" role="tablist" aria-label={t('exponent.historyTabs')}>
        {TABS.map((entry) => (
          <button
            key={entry}
            type="button"
            role="tab"
            id={`exponent-tab-${entry}`}
            aria-selected={tab === entry}
            aria-controls="exponent-tab-panel"
            className={`exponent-tabs__tab ${tab === entry ? 'exponent-tabs__tab--active' : ''}`}
            onClick={() => setParams({ tab: entry }, { replace: true })}
          >
            {t(TAB_LABELS[entry])}
          </button>
        ))}
      </div>
      <section id="exponent-tab-panel" role="tabpanel" aria-labelledby={`exponent-tab-${tab}`} className="box-page__panel">
        {tab === 'bag' && memberOnly((member) => <BagPanel token={member} />)}
        {tab === 'index' && <RoundHistory />}
        {tab === 'purchase' && memberOnly((member) => <PurchaseHistory token={member} />)}
      </section>
      <LoginDialog open={login} initialMode="sms" register={false} onClose={() => setLogin(false)} />
    </div>
  );
}
