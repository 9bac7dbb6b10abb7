import { Link } from 'react-router';
import { TransparencyReport } from '../../features/fairness/components/transparency-report';
import { useTranslation } from '../../lib/i18n';
import './box-pages.css';

/** `/transparency`: the public hash chain and every box's measured return, for anyone. */
export default function TransparencyPage() {
  const { t } = useTranslation();
  return (
    <div className="container box-page">
      <h1 className="box-page__heading">{t('screens.transparency.title')}</h1>
      <p className="box-page__lead">
        {t('transparency.lead')} <Link to="/fair">{t('transparency.fairLink')}</Link>
      </p>
      <TransparencyReport />
    </div>
  );
}
