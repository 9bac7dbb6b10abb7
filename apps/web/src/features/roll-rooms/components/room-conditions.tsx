import { formatMoney } from '@lootbay/shared/money';
import type { RollRoomSummary } from '@lootbay/shared/schemas/roll';
import { Icon } from '../../../components/ui/icon';
import './roll-rooms.css';
import { useTranslation } from '../../../lib/i18n';

interface ConditionRow {
  readonly key: string;
  readonly text: string;
  /** Whether the signed-in member meets it, and what is missing; null for a visitor or a rule that asks nothing of them. */
  readonly met: boolean | null;
  readonly missing: string | null;
}

/** The room's entry conditions, each with whether the signed-in member meets it and what is still missing. */
export function RoomConditions({ room, compact = false }: { readonly room: RollRoomSummary; readonly compact?: boolean }) {
  const { t } = useTranslation();
  const { conditions, eligibility } = room;
  const rows: ConditionRow[] = [];
  if (conditions.registeredDays > 0) {
    const missing = eligibility?.missing.registeredDays ?? null;
    rows.push({
      key: 'days',
      text: t('roll.registeredDays', { days: conditions.registeredDays }),
      met: missing === null ? null : missing === 0,
      missing: missing ? t('roll.missingDays', { days: missing }) : null,
    });
  }
  if (conditions.spend) {
    const missing = eligibility?.missing.spend ?? null;
    rows.push({
      key: 'spend',
      text: t(`roll.spend.${conditions.spend.period}`, { amount: formatMoney(conditions.spend.amount) }),
      met: missing === null ? null : missing === 0,
      missing: missing ? t('roll.missingSpend', { amount: formatMoney(missing), spent: formatMoney(eligibility?.spent ?? 0) }) : null,
    });
  }
  if (!room.robotsAllowed) rows.push({ key: 'players', text: t('roll.playersOnly'), met: null, missing: null });
  if (rows.length === 0) rows.push({ key: 'none', text: t('roll.noConditions'), met: eligibility ? true : null, missing: null });

  return (
    <ul className={`room-conditions ${compact ? 'room-conditions--compact' : ''}`} aria-label={t('roll.conditionsTitle')} data-testid="room-conditions">
      {rows.map((row) => (
        <li key={row.key} className={`room-condition ${row.met === null ? '' : row.met ? 'room-condition--met' : 'room-condition--missing'}`} data-condition={row.key}>
          <Icon name={row.met === false ? 'lock' : row.met ? 'check' : row.key === 'players' ? 'user' : 'info'} size={14} />
          <span>{row.text}</span>
          {row.missing && <strong className="room-condition__missing">{row.missing}</strong>}
        </li>
      ))}
    </ul>
  );
}
