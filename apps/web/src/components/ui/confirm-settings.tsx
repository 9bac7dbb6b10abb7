import { useState } from 'react';
import { resetConfirms, skippedConfirms } from '../../lib/confirm-choices';
import { useTranslation } from '../../lib/i18n';
import { Button } from './button';
import './ui.css';

/** The way back from "don't ask again": how many actions this device skips asking about, and a reset. */
export function ConfirmSettings() {
  const { t } = useTranslation();
  const [skipped, setSkipped] = useState(() => skippedConfirms().length);
  const [done, setDone] = useState(false);
  return (
    <div className="confirm-settings" data-testid="confirm-settings">
      <p className="confirm-settings__title">{t('confirm.settingsTitle')}</p>
      <p className="confirm-settings__text">{t('confirm.settingsText')}</p>
      <p className="confirm-settings__text" role="status">
        {done ? t('confirm.settingsDone') : t('confirm.settingsOff', { count: skipped })}
      </p>
      <Button
        size="sm"
        variant="secondary"
        disabled={skipped === 0}
        onClick={() => {
          resetConfirms();
          setSkipped(0);
          setDone(true);
        }}
      >
        {t('confirm.settingsReset')}
      </Button>
    </div>
  );
}
