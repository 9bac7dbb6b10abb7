import { LIMIT_PERIODS, type LimitKind } from '@lootbay/shared/constants';
import type { LimitStatus } from '@lootbay/shared/schemas/responsible';
import { LimitRow } from './limit-row';
import { Panel } from '../../../components/ui/panel';
import { useTranslation } from '../../../lib/i18n';

/** The day, week and month limits of one kind (recharge or loss), with the rule for changing them. */
export function LimitsPanel({ kind, limits }: { readonly kind: LimitKind; readonly limits: readonly LimitStatus[] }) {
  const { t } = useTranslation();
  const rows = LIMIT_PERIODS.flatMap((period) => limits.filter((limit) => limit.kind === kind && limit.period === period));
  return (
    <Panel
      bodyClassName="rp-body"
      icon={kind === 'recharge' ? 'wallet' : 'chart'}
      title={t(`responsible.limitTitles.${kind}`)}
      description={
        <>
          <p>{t(`responsible.limitDescriptions.${kind}`)}</p>
          <p className="rp-rule">{t('responsible.limitRule')}</p>
        </>
      }
    >
      <ul className="rp-limits">
        {rows.map((limit) => (
          <LimitRow key={limit.period} limit={limit} />
        ))}
      </ul>
    </Panel>
  );
}
