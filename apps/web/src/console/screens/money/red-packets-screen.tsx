import { useState, type FormEvent } from 'react';
import { parseMoney } from '@lootbay/shared/money';
import { RED_PACKET_CONDITIONS, type RedPacketCondition } from '@lootbay/shared/reward-tasks';
import { consoleRedPacketDetailSchema, consoleRedPacketsPageSchema } from '@lootbay/shared/schemas/console-red-packets';
import { redPacketSchema, type RedPacket, type RedPacketClaim } from '@lootbay/shared/schemas/red-packets';
import { Button } from '../../../components/ui/button';
import { useConsoleChange, useConsoleQuery } from '../../api/use-console';
import { usePagedList } from '../../api/use-paged-list';
import { useConsoleTexts } from '../../i18n/console-texts';
import { fillText } from '../../../lib/i18n';
import { useMay } from '../../layout/use-me';
import { DataTable, type Column } from '../../ui/data-table';
import { Field } from '../../ui/field';
import { money } from '../../ui/format';
import { Moment } from '../../ui/moment';
import { useReasonDialog } from '../../ui/reason-dialog';
import { Screen, Section } from '../../ui/screen';

const BLANK = { code: '', count: '10', amount: '', condition: 'none' as RedPacketCondition, minRecharge: '', validHours: '72' };

function hundredths(text: string): number | null {
  try {
    const value = parseMoney(text);
    return value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Red packets: make a code for N packets sharing a total, and see each packet's claims. */
export default function RedPacketsScreen() {
  const t = useConsoleTexts().redPacket;
  const common = useConsoleTexts().common;
  const may = useMay();
  const reason = useReasonDialog();
  const create = useConsoleChange('promotions/red-packets/create', redPacketSchema, common.saved);
  const list = usePagedList('promotions/red-packets', {}, consoleRedPacketsPageSchema);
  const [draft, setDraft] = useState(BLANK);
  const [picked, setPicked] = useState<string | null>(null);
  const detail = useConsoleQuery('promotions/red-packets/detail', { id: picked ?? '' }, consoleRedPacketDetailSchema, { enabled: picked !== null });
  const amount = hundredths(draft.amount);
  const count = Number(draft.count);
  const hours = Number(draft.validHours);
  const minRecharge = draft.condition === 'none' ? 0 : (hundredths(draft.minRecharge) ?? 0);
  const valid = amount !== null && Number.isInteger(count) && count >= 1 && amount >= count && Number.isInteger(hours) && hours >= 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    reason.ask(
      fillText(t.summary, { code: draft.code || '—', count, amount: money(amount) }),
      async (why) => {
        await create.mutateAsync({ ...(draft.code ? { code: draft.code } : {}), count, amount, condition: draft.condition, minRecharge, validHours: hours, reason: why });
        setDraft(BLANK);
      },
      { money: true },
    );
  };

  const statusOf = (row: RedPacket) => (row.expired ? t.expired : row.claimed >= row.count ? t.empty : t.open);
  const columns: Column<RedPacket>[] = [
    { key: 'code', label: t.codeColumn, value: (row) => row.code, render: (row) => <code>{row.code}</code> },
    { key: 'condition', label: t.condition, value: (row) => row.condition, render: (row) => t.conditions[row.condition] + (row.minRecharge > 0 ? ` ≥ ${money(row.minRecharge)}` : '') },
    { key: 'claimed', label: t.claimed, numeric: true, value: (row) => row.claimed, render: (row) => `${row.claimed} / ${row.count}` },
    { key: 'paid', label: t.paid, numeric: true, value: (row) => row.paid, render: (row) => `${money(row.paid)} / ${money(row.amount)}` },
    { key: 'expiresAt', label: t.expiresAt, value: (row) => row.expiresAt, render: (row) => <Moment at={row.expiresAt} /> },
    { key: 'status', label: t.status, value: statusOf, render: (row) => <span className={row.expired || row.claimed >= row.count ? 'cx-badge' : 'cx-badge cx-badge--good'}>{statusOf(row)}</span> },
    { key: 'createdAt', label: t.createdAt, value: (row) => row.createdAt, render: (row) => <Moment at={row.createdAt} /> },
  ];
  const claimColumns: Column<RedPacketClaim>[] = [
    { key: 'seq', label: t.seq, numeric: true, value: (row) => row.seq },
    { key: 'member', label: t.member, value: (row) => row.nickname, render: (row) => `${row.nickname} (${row.userId})` },
    { key: 'share', label: t.share, numeric: true, value: (row) => row.amount, render: (row) => money(row.amount) },
    { key: 'at', label: t.at, value: (row) => row.createdAt, render: (row) => <Moment at={row.createdAt} /> },
  ];

  return (
    <Screen title={t.title} testId="red-packets-screen">
      {may('money.write') && (
        <Section title={t.create}>
          <form className="cx-filters" onSubmit={submit}>
            <Field label={t.code}>{(id) => <input id={id} className="cx-input" pattern="[A-Za-z0-9]{4,32}" value={draft.code} onChange={(event) => setDraft({ ...draft, code: event.target.value })} />}</Field>
            <Field label={t.count}>{(id) => <input id={id} className="cx-input cx-input--narrow" type="number" min={1} max={1000} required value={draft.count} onChange={(event) => setDraft({ ...draft, count: event.target.value })} />}</Field>
            <Field label={t.amount}>{(id) => <input id={id} className="cx-input cx-input--narrow" inputMode="decimal" required value={draft.amount} aria-invalid={draft.amount !== '' && !valid} onChange={(event) => setDraft({ ...draft, amount: event.target.value })} />}</Field>
            <Field label={t.condition}>
              {(id) => (
                <select id={id} className="cx-input" value={draft.condition} onChange={(event) => setDraft({ ...draft, condition: event.target.value as RedPacketCondition })}>
                  {RED_PACKET_CONDITIONS.map((condition) => (
                    <option key={condition} value={condition}>
                      {t.conditions[condition]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {draft.condition !== 'none' && (
              <Field label={t.minRecharge}>{(id) => <input id={id} className="cx-input cx-input--narrow" inputMode="decimal" value={draft.minRecharge} onChange={(event) => setDraft({ ...draft, minRecharge: event.target.value })} />}</Field>
            )}
            <Field label={t.validHours}>{(id) => <input id={id} className="cx-input cx-input--narrow" type="number" min={1} max={2160} required value={draft.validHours} onChange={(event) => setDraft({ ...draft, validHours: event.target.value })} />}</Field>
            <Button type="submit" disabled={!valid}>
              {t.create}
            </Button>
          </form>
        </Section>
      )}
      <DataTable label={t.title} columns={columns} rowKey={(row) => row.id} csvName="red-packets" testId="red-packets-table" onRowClick={(row) => setPicked(row.id)} {...list} />
      <Section title={detail.data ? fillText(t.claims, { code: detail.data.code }) : t.pick}>
        {detail.data && <DataTable label={fillText(t.claims, { code: detail.data.code })} columns={claimColumns} rows={detail.data.claims} rowKey={(row) => String(row.seq)} csvName={`red-packet-${detail.data.code}`} testId="red-packet-claims" />}
      </Section>
      {reason.dialog}
    </Screen>
  );
}
