import type { Locale } from '@lootbay/shared/constants';
import { toLocale } from '@lootbay/shared/locale';
import { useTranslation } from '../../../lib/i18n';

export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return toLocale(i18n.language);
}
