import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { HISTORY_SHORTCUT_SCROLL_PX } from '@lootbay/shared/constants';
import { Icon } from '../../components/ui/icon';
import { useTranslation } from '../../lib/i18n';

/** A floating way to the records, shown once the page is scrolled past 50 px (spec point 2). */
export function HistoryShortcut() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const update = () => setShown(window.scrollY > HISTORY_SHORTCUT_SCROLL_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!shown) return null;
  return (
    <Link to="/user-history" className="history-shortcut" aria-label={t('shell.history')} title={t('shell.history')}>
      <Icon name="history" size={22} />
    </Link>
  );
}
