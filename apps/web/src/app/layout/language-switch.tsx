import { useId } from 'react';
import { LOCALES } from '@lootbay/shared/constants';
import { toLocale } from '@lootbay/shared/locale';
import { Icon } from '../../components/ui/icon';
import { changeLocale, useLocale, useTranslation } from '../../lib/i18n';

export function LanguageSwitch({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const locale = useLocale();
  return (
    <div className={compact ? 'language-switch language-switch--compact' : 'language-switch'}>
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <Icon name="globe" size={18} className="language-switch__icon" />
      <select
        id={id}
        className="language-switch__select"
        value={locale}
        data-testid="language-switch"
        onChange={(event) => void changeLocale(toLocale(event.target.value))}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option}>
            {t(compact ? `language.${option}Short` : `language.${option}`)}
          </option>
        ))}
      </select>
      <Icon name="chevronDown" size={14} className="language-switch__chevron" />
    </div>
  );
}
