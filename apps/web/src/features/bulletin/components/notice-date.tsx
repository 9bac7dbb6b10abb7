import { formatDay } from '../../../lib/format-time';
import { useTranslation } from '../../../lib/i18n';

/**
 * When a notice was published, as the records write days: the home page shows notices on arrival,
 * and a language's worded date format costs a phone tens of milliseconds to make the first time.
 */
export function NoticeDate({ at }: { at: number }) {
  const { t } = useTranslation();
  return <time dateTime={new Date(at).toISOString()}>{t('bulletin.published', { date: formatDay(at) })}</time>;
}
