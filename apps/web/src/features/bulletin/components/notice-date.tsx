import { useTranslation } from '../../../lib/i18n';

const DATE_LOCALES: Record<string, string> = { cn: 'zh-CN', br: 'pt-BR', en: 'en-GB' };

export function NoticeDate({ at }: { at: number }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(DATE_LOCALES[i18n.language] ?? 'zh-CN', { dateStyle: 'medium' }).format(at);
  return <time dateTime={new Date(at).toISOString()}>{t('bulletin.published', { date })}</time>;
}
