import { OpenHistory } from '../../features/fairness/components/open-history';
import './box-pages.css';
import { useTranslation } from '../../lib/i18n';

/** `/user-history`: the member's opens, each with a link to its proof. */
export default function UserHistoryPage() {
  const { t } = useTranslation();
  return (
    <div className="container box-page">
      <h1 className="box-page__heading">{t('history.title')}</h1>
      <p className="box-page__lead">{t('history.lead')}</p>
      <OpenHistory />
    </div>
  );
}
