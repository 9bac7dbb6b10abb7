import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import './pages.css';
import { useTranslation } from '../../lib/i18n';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="container coming-soon">
      <div className="coming-soon__card">
        <EmptyState
          icon="warning"
          title={t('comingSoon.notFoundTitle')}
          text={t('comingSoon.notFoundText')}
          action={<ButtonLink to="/">{t('comingSoon.backHome')}</ButtonLink>}
        />
      </div>
    </div>
  );
}
