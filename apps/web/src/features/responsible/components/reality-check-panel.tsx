import { useId } from 'react';
import { REALITY_CHECK_MINUTES } from '@lootbay/shared/constants';
import { showToast } from '../../../lib/toasts';
import { useSetRealityCheck } from '../api/set-reality-check';
import { Panel } from '../../../components/ui/panel';
import { useTranslation } from '../../../lib/i18n';

/** The intervals offered, within the server's bounds; a value chosen elsewhere is offered as well. */
const INTERVALS = [15, 30, 45, 60, 90, 120, 180, 240].filter((minutes) => minutes >= REALITY_CHECK_MINUTES.min && minutes <= REALITY_CHECK_MINUTES.max);

/** Every how many minutes of play the reality check reminds the member of the time and the result. */
export function RealityCheckPanel({ minutes }: { readonly minutes: number }) {
  const { t } = useTranslation();
  const id = useId();
  const setInterval = useSetRealityCheck();
  const options = [...new Set([...INTERVALS, minutes])].sort((a, b) => a - b);

  const choose = (next: number) => setInterval.mutate(next, { onSuccess: () => showToast('success', t('responsible.realitySaved')) });

  return (
    <Panel bodyClassName="rp-body" icon="clock" title={t('responsible.realityTitle')} description={<p>{t('responsible.realityDescription')}</p>}>
      <div className="rp-reality">
        <label htmlFor={`${id}-interval`} className="rp-reality__label">
          {t('responsible.realityLabel')}
        </label>
        <select id={`${id}-interval`} className="rp-input rp-reality__select" value={minutes} disabled={setInterval.isPending} onChange={(event) => choose(Number(event.target.value))}>
          {options.map((option) => (
            <option key={option} value={option}>
              {t('responsible.minutes', { minutes: option })}
            </option>
          ))}
        </select>
      </div>
    </Panel>
  );
}
