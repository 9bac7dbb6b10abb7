import { useState } from 'react';
import { COOL_OFF_PERIODS, EXCLUSION_PERIODS, type ExclusionPeriod } from '@lootbay/shared/constants';
import type { PlayBreak } from '@lootbay/shared/schemas/responsible';
import { Icon } from '../../../components/ui/icon';
import { endsLater } from '../hooks/ends-later';
import { formatSiteTime } from '../hooks/site-time';
import { BreakChoices } from './break-choices';
import { BreakDialog } from './break-dialog';
import { Panel } from '../../../components/ui/panel';
import { useTranslation } from '../../../lib/i18n';

const SELF_EXCLUSION_PERIODS = EXCLUSION_PERIODS.filter((period) => !COOL_OFF_PERIODS.includes(period));

/** The break in force, with its end (or 'permanent'). */
function BreakInForce({ exclusion }: { readonly exclusion: PlayBreak }) {
  const { t } = useTranslation();
  return (
    <div className="rp-in-force" role="status" data-testid="break-in-force">
      <Icon name="clock" size={18} />
      <div>
        <p className="rp-in-force__title">{t(`responsible.inForceKinds.${exclusion.kind}`)}</p>
        <p>{exclusion.until === null ? t('responsible.inForcePermanent') : t('responsible.inForceUntil', { time: formatSiteTime(exclusion.until) })}</p>
      </div>
    </div>
  );
}

/**
 * Cool-offs and self-exclusions. During a break only longer ones are offered: a break can be
 * extended, never shortened, and a permanent one leaves nothing to choose.
 */
export function BreaksPanel({ exclusion }: { readonly exclusion: PlayBreak | null }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ExclusionPeriod | null>(null);
  const [shownAt] = useState(() => Date.now());
  const offered = (periods: readonly ExclusionPeriod[]) => (exclusion ? periods.filter((period) => endsLater(period, exclusion.until, shownAt)) : periods);
  const coolOffs = offered(COOL_OFF_PERIODS);
  const exclusions = offered(SELF_EXCLUSION_PERIODS);

  return (
    <Panel bodyClassName="rp-body" icon="shield" title={t('responsible.breaksTitle')} description={<p>{t('responsible.breaksDescription')}</p>}>
      {exclusion && <BreakInForce exclusion={exclusion} />}
      {exclusion && coolOffs.length + exclusions.length > 0 && <p className="rp-extend">{t('responsible.extendTitle')}</p>}
      <BreakChoices title={t('responsible.breakKinds.cool_off')} periods={coolOffs} onChoose={setChosen} />
      <BreakChoices title={t('responsible.breakKinds.self_exclusion')} periods={exclusions} onChoose={setChosen} />
      <BreakDialog key={chosen ?? 'none'} period={chosen} onClose={() => setChosen(null)} />
    </Panel>
  );
}
