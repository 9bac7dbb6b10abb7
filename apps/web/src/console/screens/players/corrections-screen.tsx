import { useState } from 'react';
import { Link } from 'react-router';
import { correctionPageSchema, correctionSchema, CORRECTION_STATUSES, type Correction } from '@lootbay/shared/schemas/console-players';
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
import { Screen } from '../../ui/screen';

/** Balance corrections, pending first: another operator approves or rejects each large one. */
export default function CorrectionsScreen() {
  const t = useConsoleTexts().players;
  const common = useConsoleTexts().common;
  const may = useMay();
  const reason = useReasonDialog();
  const approve = useConsoleChange('corrections/approve', correctionSchema, common.saved);
  const reject = useConsoleChange('corrections/reject', correctionSchema, common.saved);
  const [status, setStatus] = useState<string>('pending');
  const list = usePagedList('corrections/list', status ? { status } : {}, correctionPageSchema);
  const statusName = { pending: t.pending, applied: t.applied, rejected: t.rejected } as const;

  const decide = (row: Correction, approving: boolean) => {
    const values = { name: `${row.nickname} (${row.userId})`, amount: money(row.amount), currency: row.currency };
    reason.ask(fillText(approving ? t.approveSummary : t.rejectSummary, values), (why) => (approving ? approve : reject).mutateAsync({ id: row.id, reason: why }), { money: approving });
  };

  const columns: Column<Correction>[] = [
    { key: 'requestedAt', label: t.time, value: (row) => row.requestedAt, render: (row) => <Moment at={row.requestedAt} /> },
    { key: 'player', label: t.player, value: (row) => row.nickname, render: (row) => <Link to={`/admin/players/${row.userId}`}>{row.nickname}</Link> },
    { key: 'currency', label: t.currency, value: (row) => row.currency },
    { key: 'amount', label: t.amount, numeric: true, value: (row) => row.amount, render: (row) => <span className={row.amount < 0 ? 'cx-bad' : 'cx-good'}>{money(row.amount)}</span> },
    { key: 'reason', label: t.reason, value: (row) => row.reason },
    { key: 'status', label: t.status, value: (row) => row.status, render: (row) => <span className={row.status === 'pending' ? 'cx-badge cx-badge--warn' : row.status === 'applied' ? 'cx-badge cx-badge--good' : 'cx-badge'}>{statusName[row.status]}</span> },
    { key: 'requestedBy', label: t.requestedBy, value: (row) => row.requestedByAccount },
    { key: 'decidedBy', label: t.decidedBy, value: (row) => row.decidedByAccount, render: (row) => (row.decidedByAccount ? `${row.decidedByAccount} · ${formatMoment(row.decidedAt)}` : '—') },
  ];
  if (may('money.approve')) {
    columns.push({
      key: 'decide',
      label: common.actions,
      sortable: false,
      value: () => null,
      render: (row) =>
        row.status === 'pending' && (
          <span className="cx-row-actions">
            <Button size="sm" onClick={() => decide(row, true)}>
              {t.approve}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => decide(row, false)}>
              {t.reject}
            </Button>
          </span>
        ),
    });
  }

  return (
    <Screen title={t.corrections} testId="corrections-screen">
      <div className="cx-filters">
        <Field label={t.status}>
          {(id) => (
            <select id={id} className="cx-input" value={status} onChange={(event) => setStatus(event.target.value)}>
              <option value="">{common.all}</option>
              {CORRECTION_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {statusName[option]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <DataTable label={t.corrections} columns={columns} rowKey={(row) => row.id} csvName="corrections" testId="corrections-table" {...list} />
      {reason.dialog}
    </Screen>
  );
}
