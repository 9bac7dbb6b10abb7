import type { ClaimState } from '@lootbay/shared/schemas/claim-state';
import './activities.css';
import { useTranslation } from '../../../lib/i18n';

/** A reward's claim state in words (spec point 4): not completed, completed (claimable), claimed. */
export function ClaimStateBadge({ state }: { readonly state: ClaimState }) {
  const { t } = useTranslation();
  return (
    <span className={`claim-state claim-state--${state}`} data-state={state}>
      {t(`activity.claimStates.${state}`)}
    </span>
  );
}
