import { Link } from 'react-router';
import { BagPanel } from '../../features/exponent/components/bag-panel';
import { useLiveExponent } from '../../features/exponent/hooks/use-live-exponent';
import { useSessionToken } from '../../lib/use-session-token';
import { MemberGate } from './member-gate';
import './box-pages.css';
import './exponent-pages.css';
import { useTranslation } from '../../lib/i18n';

/** `/exponent_bag`: the index boxes a member's matches won, to open one by one into the backpack. */
export default function ExponentBagPage() {
  const { t } = useTranslation();
  const token = useSessionToken();
  useLiveExponent();
  return (
    <MemberGate>
      {() => (
        <div className="container box-page exponent-page">
          <h1 className="box-page__heading">{t('screens.exponentBag.title')}</h1>
          <p className="box-page__lead">{t('exponent.bagLead')}</p>
          <section className="box-page__panel">
            {token && <BagPanel token={token} />}
            <p className="exponent-page__links">
              <Link to="/exponent">{t('exponent.toGame')}</Link>
              <Link to="/exponent_history?tab=purchase">{t('exponent.tabPurchase')}</Link>
            </p>
          </section>
        </div>
      )}
    </MemberGate>
  );
}
