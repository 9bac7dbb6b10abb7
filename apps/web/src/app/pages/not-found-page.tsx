import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import './pages.css';
import { useTranslation } from '../../lib/i18n';

/** An address that is no page of the site. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="container not-found">
      <div className="not-found__card">
        <EmptyState
          icon="warning"
          title={t('notFound.title')}
          text={t('notFound.text')}
          action={<ButtonLink to="/">{t('notFound.backHome')}</ButtonLink>}
        />
      </div>
    </div>
  );
}
