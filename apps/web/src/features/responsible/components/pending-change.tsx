import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatMoney } from '@lootbay/shared/money';
import type { LimitStatus } from '@lootbay/shared/schemas/responsible';
import { Countdown } from '../../../components/ui/countdown';
import { Icon } from '../../../components/ui/icon';
import { formatClock } from '../hooks/format-clock';
import { useTranslation } from '../../../lib/i18n';
import { responsibleKeys } from '../../../lib/query-keys/responsible-keys';

/** A raise or removal waiting its 24 hours, counting down to the moment it applies; then the status is read again. */
export function PendingChange({ pending }: { readonly pending: NonNullable<LimitStatus['pending']> }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  // Stable, so the countdown asks once when it reaches zero.
  const applied = useCallback(() => void client.invalidateQueries({ queryKey: responsibleKeys.statuses }), [client]);
  return (
    <p className="rp-pending" data-testid="limit-pending">
      <Icon name="clock" size={14} />
      <Countdown until={pending.appliesAt} onDone={applied}>
        {(seconds) =>
          pending.amount === null
            ? t('responsible.pendingRemoval', { countdown: formatClock(seconds) })
            : t('responsible.pendingRaise', { amount: formatMoney(pending.amount), countdown: formatClock(seconds) })
        }
      </Countdown>
    </p>
  );
}
