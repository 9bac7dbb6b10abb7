import { useState } from 'react';
import { consoleReportPageSchema, consoleReportSchema, REPORT_STATES, type ConsoleReport } from '@lootbay/shared/schemas/console-games';
import { Button } from '../../../components/ui/button';
import { useConsoleChange } from '../../api/use-console';
import { usePagedList } from '../../api/use-paged-list';
import { useConsoleTexts } from '../../i18n/console-texts';
import { fillText } from '../../../lib/i18n';
import { useMay } from '../../layout/use-me';
import { DataTable, type Column } from '../../ui/data-table';
import { Field } from '../../ui/field';
import { Moment } from '../../ui/moment';
import { useReasonDialog } from '../../ui/reason-dialog';
import { Screen } from '../../ui/screen';

/** Members' reports of battles: open ones to review, dismissed or upheld with a reason. */
export default function ReportsScreen() {
  const t = useConsoleTexts().games;
  const common = useConsoleTexts().common;
  const may = useMay();
  const reason = useReasonDialog();
  const review = useConsoleChange('games/reports/review', consoleReportSchema, common.saved);
  const [state, setState] = useState('open');
  const list = usePagedList('games/reports', state ? { state } : {}, consoleReportPageSchema);

  const decide = (row: ConsoleReport, outcome: 'dismissed' | 'upheld') => reason.ask(fillText(t.reviewSummary, { id: row.id, outcome: t[outcome] }), (why) => review.mutateAsync({ id: row.id, outcome, reason: why }));

  const columns: Column<ConsoleReport>[] = [
    { key: 'at', label: t.at, value: (row) => row.at, render: (row) => <Moment at={row.at} /> },
    { key: 'battle', label: t.battle, value: (row) => row.battleId, render: (row) => <a href={`/pk-room-details?id=${row.battleId}`} target="_blank" rel="noreferrer">{row.battleId.slice(0, 8)}</a> },
    { key: 'reporter', label: t.reporter, value: (row) => row.reporterNickname ?? row.reporterId },
    { key: 'reason', label: t.reason, value: (row) => row.reason },
    { key: 'state', label: t.state, value: (row) => row.state, render: (row) => <span className={row.state === 'open' ? 'cx-badge cx-badge--warn' : 'cx-badge'}>{t[row.state]}</span> },
    { key: 'outcome', label: t.outcome, value: (row) => row.outcome, render: (row) => (row.outcome ? `${t[row.outcome]} · ${row.reviewedBy ?? ''} · ${row.reviewReason ?? ''}` : '—') },
  ];
  if (may('games.write')) {
    columns.push({
      key: 'review',
      label: common.actions,
      sortable: false,
      value: () => null,
      render: (row) =>
        row.state === 'open' && (
          <span className="cx-row-actions">
            <Button size="sm" variant="secondary" onClick={() => decide(row, 'dismissed')}>
              {t.dismiss}
            </Button>
            <Button size="sm" onClick={() => decide(row, 'upheld')}>
              {t.uphold}
            </Button>
          </span>
        ),
    });
  }

  return (
    <Screen title={t.reports} testId="reports-screen">
      <div className="cx-filters">
        <Field label={t.state}>
          {(id) => (
            <select id={id} className="cx-input" value={state} onChange={(event) => setState(event.target.value)}>
              <option value="">{common.all}</option>
              {REPORT_STATES.map((option) => (
                <option key={option} value={option}>
                  {t[option]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <DataTable label={t.reports} columns={columns} rowKey={(row) => row.id} csvName="reports" testId="reports-table" {...list} />
      {reason.dialog}
    </Screen>
  );
}
