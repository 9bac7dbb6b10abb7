import { Button } from './button';
import { Icon } from './icon';
import { useTranslation } from '../../lib/i18n';

interface PagerProps {
  readonly page: number;
  readonly pages: number;
  readonly onPage: (page: number) => void;
  readonly className?: string;
}

/** Previous and next page of a list, with where the reader is. */
export function Pager({ page, pages, onPage, className = 'bag__pager' }: PagerProps) {
  const { t } = useTranslation();
  return (
    <nav className={className} aria-label={t('bag.pages')}>
      <Button size="sm" variant="ghost" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <Icon name="back" size={16} /> {t('bag.previous')}
      </Button>
      <span>{t('bag.pageOf', { page, pages })}</span>
      <Button size="sm" variant="ghost" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {t('bag.next')} <Icon name="chevronRight" size={16} />
      </Button>
    </nav>
  );
}
