import { useState, type FormEvent } from 'react';
import { CURRENCIES, type Currency } from '@lootbay/shared/constants';
import { parseMoney } from '@lootbay/shared/money';
import { redemptionCodeSchema, redemptionCodesPageSchema, type RedemptionCode } from '@lootbay/shared/schemas/console-money';
import { Button } from '../../../components/ui/button';
import { useConsoleChange } from '../../api/use-console';
import { usePagedList } from '../../api/use-paged-list';
import { useConsoleTexts } from '../../i18n/console-texts';
import { fillText } from '../../../lib/i18n';
import { useMay } from '../../layout/use-me';
import { DataTable, type Column } from '../../ui/data-table';
import { Field } from '../../ui/field';
import { formatMoment, money } from '../../ui/format';
import { Moment } from '../../ui/moment';
import { useReasonDialog } from '../../ui/reason-dialog';
import { Screen, Section } from '../../ui/screen';

const BLANK = { code: '', currency: 'coin' as Currency, amount: '', maxUses: '1', expiresAt: '' };

function positiveHundredths(text: string): number | null {
  try {
    const value = parseMoney(text);
    return value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Redemption codes and their use; a new one is confirmed as money, with a reason. */
export default function CodesScreen() {
  const t = useConsoleTexts().money;
  const common = useConsoleTexts().common;
  const may = useMay();
  const reason = useReasonDialog();
  const create = useConsoleChange('money/codes/create', redemptionCodeSchema, common.saved);
  const list = usePagedList('money/codes', {}, redemptionCodesPageSchema);
  const [draft, setDraft] = useState(BLANK);
  const amount = positiveHundredths(draft.amount);
  const uses = Number(draft.maxUses);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (amount === null || !Number.isInteger(uses) || uses < 1) return;
    const expiresAt = draft.expiresAt ? new Date(draft.expiresAt).getTime() : null;
    reason.ask(
      fillText(t.codeSummary, { code: draft.code, amount: money(amount), currency: draft.currency, uses, total: money(amount * uses) }),
      async (why) => {
        await create.mutateAsync({ code: draft.code, currency: draft.currency, amount, maxUses: uses, expiresAt, reason: why });
        setDraft(BLANK);
      },
      { money: true },
    );
  };

  const columns: Column<RedemptionCode>[] = [
    { key: 'code', label: t.code, value: (row) => row.code, render: (row) => <code>{row.code}</code> },
    { key: 'currency', label: t.currency, value: (row) => row.currency },
    { key: 'amount', label: t.amount, numeric: true, value: (row) => row.amount, render: (row) => money(row.amount) },
    { key: 'used', label: t.used, numeric: true, value: (row) => row.usedCount, render: (row) => `${row.usedCount} / ${row.maxUses}` },
    { key: 'expiresAt', label: t.expiresAt, value: (row) => row.expiresAt, render: (row) => (row.expiresAt ? formatMoment(row.expiresAt) : t.never) },
    { key: 'status', label: t.status, value: (row) => (row.expired ? 'expired' : row.exhausted ? 'exhausted' : 'usable'), render: (row) => <span className={row.expired || row.exhausted ? 'cx-badge' : 'cx-badge cx-badge--good'}>{row.expired ? t.expired : row.exhausted ? t.exhausted : t.usable}</span> },
    { key: 'createdAt', label: t.createdAt, value: (row) => row.createdAt, render: (row) => <Moment at={row.createdAt} /> },
  ];

  return (
    <Screen title={t.codes} testId="codes-screen">
      {may('money.write') && (
        <Section title={t.createCode}>
          <form className="cx-filters" onSubmit={submit}>
            <Field label={t.code}>{(id) => <input id={id} className="cx-input" required pattern="[A-Za-z0-9_\-]{4,32}" value={draft.code} onChange={(event) => setDraft({ ...draft, code: event.target.value })} />}</Field>
            <Field label={t.currency}>
              {(id) => (
                <select id={id} className="cx-input cx-input--narrow" value={draft.currency} onChange={(event) => setDraft({ ...draft, currency: event.target.value as Currency })}>
                  {CURRENCIES.map((currency) => (
                    <option key={currency} value={currency}>
                      {currency}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t.amount}>{(id) => <input id={id} className="cx-input cx-input--narrow" inputMode="decimal" required value={draft.amount} aria-invalid={draft.amount !== '' && amount === null} onChange={(event) => setDraft({ ...draft, amount: event.target.value })} />}</Field>
            <Field label={t.maxUses}>{(id) => <input id={id} className="cx-input cx-input--narrow" type="number" min={1} required value={draft.maxUses} onChange={(event) => setDraft({ ...draft, maxUses: event.target.value })} />}</Field>
            <Field label={t.expiresAt}>{(id) => <input id={id} className="cx-input" type="datetime-local" value={draft.expiresAt} onChange={(event) => setDraft({ ...draft, expiresAt: event.target.value })} />}</Field>
            <Button type="submit" disabled={amount === null}>
              {t.createCode}
            </Button>
          </form>
        </Section>
      )}
      <DataTable label={t.codes} columns={columns} rowKey={(row) => row.code} csvName="redemption-codes" testId="codes-table" {...list} />
      {reason.dialog}
    </Screen>
  );
}
