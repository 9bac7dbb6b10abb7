import { LIMIT_KINDS } from '@lootbay/shared/constants';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useResponsibleStatus } from '../api/get-status';
import { BreaksPanel } from './breaks-panel';
import { LimitsPanel } from './limits-panel';
import { RealityCheckPanel } from './reality-check-panel';
import './responsible.css';
import { useTranslation } from '../../../lib/i18n';

/** The personal centre's responsible-play tab: recharge and loss limits, breaks and the reality check. */
export function ResponsiblePlay() {
  const { t } = useTranslation();
  const status = useResponsibleStatus();

  if (status.isError) {
    return (
      <EmptyState
        icon="warning"
        title={t('responsible.loadFailed')}
        action={
          <Button size="sm" variant="secondary" onClick={() => void status.refetch()}>
            {t('responsible.retry')}
          </Button>
        }
      />
    );
  }
  if (!status.data) return <div className="rp-loading" aria-busy="true" />;

  return (
    <div className="rp-play">
      {LIMIT_KINDS.map((kind) => (
        <LimitsPanel key={kind} kind={kind} limits={status.data.limits} />
      ))}
      <BreaksPanel exclusion={status.data.exclusion} />
      <RealityCheckPanel minutes={status.data.realityCheckMinutes} />
    </div>
  );
}
