import { useState } from 'react';
import { formatMoney } from '@lootbay/shared/money';
import type { LimitStatus } from '@lootbay/shared/schemas/responsible';
import { Button } from '../../../components/ui/button';
import { formatSiteTime } from '../hooks/site-time';
import { LimitForm } from './limit-form';
import { LimitProgress } from './limit-progress';
import { PendingChange } from './pending-change';
import { useTranslation } from '../../../lib/i18n';

/** One limit (a kind over a period): the amount in force, what the period used, when it resets, a waiting change, and its editor. */
export function LimitRow({ limit }: { readonly limit: LimitStatus }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const name = t(`responsible.limitNames.${limit.kind}.${limit.period}`);

  return (
    <li className="rp-limit" data-testid={`limit-${limit.kind}-${limit.period}`}>
      <div className="rp-limit__head">
        <span className="rp-limit__period">{t(`responsible.periods.${limit.period}`)}</span>
        <span className={`rp-limit__amount ${limit.amount === null ? 'rp-limit__amount--none' : ''}`}>
          {limit.amount === null ? t('responsible.noLimit') : formatMoney(limit.amount)}
        </span>
        {!editing && (
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)} aria-label={`${t(limit.amount === null ? 'responsible.set' : 'responsible.change')} · ${name}`}>
            {t(limit.amount === null ? 'responsible.set' : 'responsible.change')}
          </Button>
        )}
      </div>
      {limit.amount !== null && <LimitProgress used={limit.used} amount={limit.amount} label={name} />}
      <p className="rp-limit__facts">
        <span>
          {limit.amount === null
            ? t('responsible.usedOnly', { used: formatMoney(limit.used) })
            : t('responsible.usedOf', { used: formatMoney(limit.used), limit: formatMoney(limit.amount) })}
        </span>
        <span>{t('responsible.resetsAt', { time: formatSiteTime(limit.resetsAt) })}</span>
      </p>
      {limit.pending && <PendingChange pending={limit.pending} />}
      {editing && <LimitForm limit={limit} name={name} onDone={() => setEditing(false)} />}
    </li>
  );
}
