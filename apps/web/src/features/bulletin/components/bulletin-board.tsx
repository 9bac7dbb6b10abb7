import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { useNotices } from '../api/get-notices';
import { NoticeDate } from './notice-date';
import './bulletin.css';
import { useTranslation } from '../../../lib/i18n';

/** The bulletin as a page section. */
export function BulletinBoard() {
  const { t } = useTranslation();
  const notices = useNotices();

  if (notices.isPending) {
    return (
      <div className="bulletin-board" aria-busy="true">
        <div className="notice notice--skeleton" />
      </div>
    );
  }
  if (notices.isError) {
    return (
      <EmptyState
        icon="warning"
        title={t('home.bulletinError')}
        action={
          <Button variant="secondary" size="sm" onClick={() => void notices.refetch()}>
            {t('home.retry')}
          </Button>
        }
      />
    );
  }
  if (notices.data.length === 0) return <EmptyState icon="megaphone" title={t('home.bulletinEmpty')} />;

  return (
    <div className="bulletin-board">
      {notices.data.map((notice) => (
        <article key={notice.id} className="notice notice--card">
          <span className="notice__badge" aria-hidden="true">
            <Icon name="megaphone" size={18} />
          </span>
          <div>
            <h3 className="notice__title">{notice.title}</h3>
            <p className="notice__meta">
              <NoticeDate at={notice.publishedAt} />
            </p>
            <p className="notice__content">{notice.content}</p>
          </div>
        </article>
      ))}
    </div>
  );
}
