import { Button } from '../../../components/ui/button';
import './exponent.css';
import { useTranslation } from '../../../lib/i18n';

/** Previous and next pages of a list, with where the reader is; nothing when it fits one page. */
export function Pager({ page, total, size, onPage }: { readonly page: number; readonly total: number; readonly size: number; readonly onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  return (
    <nav className="exponent-pager" aria-label={t('exponent.pages')}>
      <Button size="sm" variant="ghost" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {t('exponent.previous')}
      </Button>
      <span>{t('exponent.pageOf', { page, pages })}</span>
      <Button size="sm" variant="ghost" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {t('exponent.next')}
      </Button>
    </nav>
  );
}
