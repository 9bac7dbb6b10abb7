import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icon';
import { useNotices } from '../api/get-notices';
import { useBulletinDismissal } from '../hooks/use-bulletin-dismissal';
import { NoticeDate } from './notice-date';
import './bulletin.css';
import { useTranslation } from '../../../lib/i18n';

/** The bulletin pop-up shown on arrival, which the player may snooze for a day or a week. */
export function BulletinDialog({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const notices = useNotices();
  const { hidden, snooze, close } = useBulletinDismissal();
  const list = notices.data ?? [];
  const open = enabled && !hidden && list.length > 0;

  return (
    <Dialog
      open={open}
      title={
        <span className="bulletin-dialog__title">
          <Icon name="megaphone" />
          {t('bulletin.dialogTitle')}
        </span>
      }
      closeLabel={t('bulletin.close')}
      onClose={close}
      className="bulletin-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={() => snooze('day')}>
            {t('bulletin.hideToday')}
          </Button>
          <Button onClick={() => snooze('week')}>{t('bulletin.hideWeek')}</Button>
        </>
      }
    >
      <div className="bulletin-dialog__list">
        {list.map((notice) => (
          <article key={notice.id} className="notice">
            <h3 className="notice__title">{notice.title}</h3>
            <p className="notice__meta">
              <NoticeDate at={notice.publishedAt} />
            </p>
            <p className="notice__content">{notice.content}</p>
          </article>
        ))}
      </div>
    </Dialog>
  );
}
